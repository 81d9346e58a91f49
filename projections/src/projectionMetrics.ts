import { END, type AnyProjection, type EventStore, type ReadModelStore } from '@forge/events';
import { metrics } from '@forge/observability';

/**
 * When scraped: the log's head, and each projection's committed position and its lag behind the
 * head. Returns the function that stops reporting them (the process closing).
 */
export function watchLogAndProjections(store: EventStore, readModels: ReadModelStore, projections: readonly AnyProjection[]): () => void {
  const head = async () => (await store.readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 }))[0]?.position.commit ?? 0n;
  const positions = async () => {
    const at = await head();
    const committed = await Promise.all(
      projections.map(async (p) => [p.name, (await readModels.checkpoint(p.name))?.position.commit ?? 0n] as const),
    );
    return { at, committed };
  };
  const stops = [
    metrics.logHead.source(async (set) => set({}, Number(await head()))),
    metrics.projectionPosition.source(async (set) => {
      for (const [projection, commit] of (await positions()).committed) set({ projection }, Number(commit));
    }),
    metrics.projectionLag.source(async (set) => {
      const { at, committed } = await positions();
      for (const [projection, commit] of committed) set({ projection }, Number(at > commit ? at - commit : 0n));
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
