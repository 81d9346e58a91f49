import type { AnyProjection, EventStore } from '@forge/events';
import { ProjectionRunner } from './projectionRunner';
import type { ReadModelStore } from './readModelStore/readModelStore';

/** Drops the read models and replays the whole log into them. */
export async function rebuildReadModels(
  store: EventStore,
  readModels: ReadModelStore,
  projections: readonly AnyProjection[],
): Promise<{ events: number; seconds: number }> {
  const started = process.hrtime.bigint();
  for (const p of projections) await readModels.reset(p.name);
  const runner = new ProjectionRunner(store, readModels, projections, { batchSize: 5000 });
  await runner.start();
  await runner.catchUp();
  await runner.stop();
  return { events: runner.eventsApplied, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}
