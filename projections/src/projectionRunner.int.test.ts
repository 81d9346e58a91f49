import { encodeEvent, listProblems, problemListProjection, streams, decodeEvent, allProjections } from '@forge/domain';
import { openTempEventStore, type AnyProjection, type TempEventStore } from '@forge/events';
import { ProjectionRunner } from '@forge/events';
import { rebuildReadModels } from './rebuildReadModels';
import { openSqliteReadModelStore } from './readModelStore/sqliteReadModelStore';
import type { ReadModelStore } from '@forge/events';
import { appendRandomHistory, content } from './testing/randomHistory';

async function snapshot(readModels: ReadModelStore) {
  const entries = await Promise.all(allProjections.map(async (p) => [p.name, await readModels.list(p.name)] as const));
  return Object.fromEntries(entries);
}

let log: TempEventStore;
beforeEach(() => (log = openTempEventStore('forge-projections-')));
afterEach(() => log.close());

describe('projections', () => {
  it('rebuilt from the start equal the read models kept live through a long random history', async () => {
    const live = openSqliteReadModelStore(log.path('live.sqlite'));
    const runner = new ProjectionRunner(log.store, live, allProjections, { batchSize: 50, decode: decodeEvent });
    await runner.start();
    await appendRandomHistory(log.store, 3000, 20261122);
    await runner.catchUp();
    await runner.stop();

    const rebuilt = openSqliteReadModelStore(log.path('rebuilt.sqlite'));
    const { events } = await rebuildReadModels(log.store, rebuilt, allProjections);
    expect(events).toBe(3000);
    const [a, b] = [await snapshot(live), await snapshot(rebuilt)];
    expect(a['problems']!.length).toBeGreaterThan(10);
    expect(a['problemList']!.length).toBe(a['problems']!.length);
    expect(a['submissions']!.length).toBeGreaterThan(500);
    expect(a['progress']!.length).toBe(12);
    expect(b).toEqual(a);

    // The same again with the runner forced to forget which documents exist part-way.
    const forgetful = openSqliteReadModelStore(log.path('forgetful.sqlite'));
    const runner2 = new ProjectionRunner(log.store, forgetful, allProjections, { batchSize: 100, maxKnownIds: 20, decode: decodeEvent });
    await runner2.start();
    await runner2.catchUp();
    await runner2.stop();
    expect(await snapshot(forgetful)).toEqual(a);
    await live.close();
    await rebuilt.close();
    await forgetful.close();
  });

  it('resumes from its checkpoint after a restart without applying anything twice', async () => {
    const readModels = openSqliteReadModelStore(log.path('rm.sqlite'));
    const first = new ProjectionRunner(log.store, readModels, allProjections, { decode: decodeEvent });
    await first.start();
    await appendRandomHistory(log.store, 200, 7);
    await first.catchUp();
    await first.stop();
    const before = await snapshot(readModels);

    const second = new ProjectionRunner(log.store, readModels, allProjections, { decode: decodeEvent });
    await second.start();
    await second.catchUp();
    expect(second.eventsApplied).toBe(0);
    await log.store.appendToStream(streams.problem('late'), [
      encodeEvent({
        type: 'ProblemCreated',
        data: { problemId: 'late', ...content('Late'), createdBy: 'admin', createdAt: '2027-01-01T00:00:00.000Z' },
      }),
    ]);
    await second.catchUp();
    await second.stop();
    expect(second.eventsApplied).toBe(1);
    const after = await snapshot(readModels);
    const late = (after['problems'] as { problemId: string; title: string }[]).find((p) => p.problemId === 'late');
    expect(late?.title).toBe('Late');
    expect(after['problems']!.filter((p) => p !== late)).toEqual(before['problems']);
    expect(after['submissions']).toEqual(before['submissions']);
    await readModels.close();
  });

  it('rebuilds a projection whose version changed', async () => {
    const readModels = openSqliteReadModelStore(log.path('rm.sqlite'));
    await appendRandomHistory(log.store, 100, 3);
    const v1 = new ProjectionRunner(log.store, readModels, [problemListProjection], { decode: decodeEvent });
    await v1.start();
    await v1.catchUp();
    await v1.stop();
    const titlesV1 = (await listProblems(readModels)).map((p) => p.title);

    const shouting = {
      ...problemListProjection,
      version: problemListProjection.version + 1,
      evolve: (doc: never, event: never, context: never) => {
        const next = problemListProjection.evolve(doc, event, context);
        return next && { ...next, title: next.title.toUpperCase() };
      },
    } as AnyProjection;
    const v2 = new ProjectionRunner(log.store, readModels, [shouting], { decode: decodeEvent });
    await v2.start();
    await v2.catchUp();
    await v2.stop();
    expect(v2.eventsApplied).toBe(100);
    expect((await listProblems(readModels)).map((p) => p.title)).toEqual(titlesV1.map((t) => t.toUpperCase()));
    await readModels.close();
  });

  it('lets a writer wait until its own event is in the read models', async () => {
    const readModels = openSqliteReadModelStore(log.path('rm.sqlite'));
    const runner = new ProjectionRunner(log.store, readModels, allProjections, { decode: decodeEvent });
    await runner.start();
    const { position } = await log.store.appendToStream(streams.problem('p1'), [
      encodeEvent({
        type: 'ProblemCreated',
        data: { problemId: 'p1', ...content('First'), createdBy: 'admin', createdAt: '2026-01-01T00:00:00.000Z' },
      }),
    ]);
    await runner.waitFor(position);
    expect((await listProblems(readModels)).map((p) => p.problemId)).toEqual(['p1']);
    await runner.stop();
    await readModels.close();
  });
});
