import { type DomainEvent, encodeEvent, listProblems, streams, decodeEvent, allProjections } from '@forge/domain';
import {
  END,
  type EventStore,
  openSqliteEventStore,
  openTempEventStore,
  parseUntil,
  positionToString,
  storedEvents,
  type TempEventStore,
  type Until,
} from '@forge/events';
import { ProjectionRunner } from '@forge/events';
import { rebuildReadModels } from './rebuildReadModels';
import { parseRebuildArgs } from './rebuild';
import { openSqliteReadModelStore } from './readModelStore/sqliteReadModelStore';
import type { ReadModelStore } from '@forge/events';
import { appendRandomHistory, content } from './testing/randomHistory';

let log: TempEventStore;
const opened: ReadModelStore[] = [];
const readModelsAt = (name: string) => {
  const readModels = openSqliteReadModelStore(log.path(`${name}.sqlite`));
  opened.push(readModels);
  return readModels;
};
beforeEach(() => (log = openTempEventStore('forge-rebuild-')));
afterEach(async () => {
  for (const readModels of opened.splice(0)) await readModels.close();
  await log.close();
});

/** Every document and every checkpoint. */
async function snapshot(readModels: ReadModelStore) {
  const entries = await Promise.all(
    allProjections.map(
      async (p) => [p.name, { docs: await readModels.list(p.name), checkpoint: await readModels.checkpoint(p.name) }] as const,
    ),
  );
  return Object.fromEntries(entries);
}

async function liveReadModels(log: EventStore, name: string, batchSize: number) {
  const readModels = readModelsAt(name);
  const runner = new ProjectionRunner(log, readModels, allProjections, { batchSize, decode: decodeEvent });
  await runner.start();
  await runner.catchUp();
  await runner.stop();
  return readModels;
}

const day = (d: number, hour = 10) => new Date(Date.UTC(2026, 2, d, hour));
const created = (problemId: string, title: string, at: Date): DomainEvent => ({
  type: 'ProblemCreated',
  data: { problemId, ...content(title), createdBy: 'admin', createdAt: at.toISOString() },
});
const renamed = (problemId: string, title: string, at: Date): DomainEvent => ({
  type: 'ProblemUpdated',
  data: { problemId, ...content(title), updatedBy: 'admin', updatedAt: at.toISOString() },
});

describe('rebuilding the read models', () => {
  describe('given a log of three days', () => {
    beforeEach(async () => {
      const append = (event: DomainEvent, at: Date) =>
        log.store.appendToStream(streams.problem((event.data as { problemId: string }).problemId), [
          { ...encodeEvent(event), recordedAt: at },
        ]);
      await append(created('p1', 'Two Sum', day(1)), day(1));
      await append(created('p2', 'Valid Parentheses', day(1, 11)), day(1, 11));
      await append(renamed('p1', 'Two Sum II', day(2)), day(2));
      await append(created('p3', 'Merge Intervals', day(2, 12)), day(2, 12));
      await append(renamed('p1', 'Two Sum III', day(3)), day(3));
      await append(created('p4', 'Word Ladder', day(3, 12)), day(3, 12));
    });

    it('until the end of day 2 shows the problems as they were then', async () => {
      const readModels = readModelsAt('day2');
      const { events, last } = await rebuildReadModels(log.store, readModels, allProjections, {
        until: parseUntil('2026-03-02T23:59:59Z'),
      });
      expect(events).toBe(4);
      expect((await listProblems(readModels)).map((p) => [p.problemId, p.title])).toEqual([
        ['p1', 'Two Sum II'],
        ['p2', 'Valid Parentheses'],
        ['p3', 'Merge Intervals'],
      ]);
      const [fourth] = await log.store.readAll({ fromPosition: 'start', maxCount: 4 }).then((page) => page.slice(3));
      expect(last).toEqual(fourth!.position);
      expect((await readModels.checkpoint('problemList'))?.position).toEqual(fourth!.position);
    });

    it('until a position includes the event at that position and nothing after it', async () => {
      const [, second] = await log.store.readAll({ fromPosition: 'start', maxCount: 2 });
      const readModels = readModelsAt('p2');
      await rebuildReadModels(log.store, readModels, allProjections, { until: parseUntil(positionToString(second!.position)) });
      expect((await listProblems(readModels)).map((p) => [p.problemId, p.title])).toEqual([
        ['p1', 'Two Sum'],
        ['p2', 'Valid Parentheses'],
      ]);
    });

    it('until a time before the log leaves the read models empty, without checkpoints', async () => {
      const readModels = readModelsAt('before');
      const { events, last } = await rebuildReadModels(log.store, readModels, allProjections, { until: parseUntil('2025-12-31') });
      expect([events, last]).toEqual([0, undefined]);
      expect(await listProblems(readModels)).toEqual([]);
      expect(await readModels.checkpoint('problemList')).toBeUndefined();
    });

    it('then carried on by a live runner, equal the read models built live', async () => {
      const readModels = readModelsAt('resumed');
      await rebuildReadModels(log.store, readModels, allProjections, { until: parseUntil('2026-03-02') });
      const runner = new ProjectionRunner(log.store, readModels, allProjections, { decode: decodeEvent });
      await runner.start();
      await runner.catchUp();
      await runner.stop();
      expect(runner.eventsApplied).toBe(4);
      expect(await snapshot(readModels)).toEqual(await snapshot(await liveReadModels(log.store, 'live', 1000)));
    });
  });

  it.each([1, 2, 3])('gives the documents and checkpoints the live runner gives, for a varied random history (seed %i)', async (seed) => {
    await appendRandomHistory(log.store, 1200, seed, { varied: true });
    const live = await snapshot(await liveReadModels(log.store, 'live', 7 * seed));
    const rebuilt = readModelsAt('rebuilt');
    const { events } = await rebuildReadModels(log.store, rebuilt, allProjections);
    expect(events).toBe(1200);
    expect(live['auditLog']!.docs.length).toBeGreaterThan(10);
    expect(live['submissions']!.docs.length).toBeGreaterThan(100);
    expect(await snapshot(rebuilt)).toEqual(live);

    // Until a position: what the runner builds from a log that ends there.
    const [head] = await log.store.readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 });
    const cut = await log.store.readAll({ fromPosition: 'start', maxCount: 700 });
    const prefix = openSqliteEventStore({ file: log.path('prefix.sqlite') });
    try {
      for (const e of cut) await prefix.appendToStream(e.streamId, [{ id: e.id, type: e.type, data: e.data, metadata: e.metadata }]);
      const livePrefix = await snapshot(await liveReadModels(prefix, 'live-prefix', 50));
      const past = readModelsAt('past');
      await rebuildReadModels(log.store, past, allProjections, { until: { position: cut.at(-1)!.position } });
      expect(await snapshot(past)).toEqual(livePrefix);
      expect(head!.position).not.toEqual(cut.at(-1)!.position);
    } finally {
      await prefix.close();
    }
  });

  describe('from the stored rows and through readAll', () => {
    // A wrapper of the log (the log as of a past point, a cache) has no stored-row reader: its rebuild reads through readAll.
    const throughReadAll = (log: EventStore): EventStore => ({ ...log });
    /** Read models that cannot replace collections whole: the rebuild writes them with commit's upserts, as it does Redis. */
    const withoutBulkInsert = (readModels: ReadModelStore): ReadModelStore => {
      const { replaceCollections: _bulk, ...rest } = readModels;
      return rest;
    };

    it.each([4, 5])('give the same documents and checkpoints, whole and up to a point (seed %i)', async (seed) => {
      await appendRandomHistory(log.store, 1500, seed, { varied: true });
      // Metadata with more than the version in it (a correlation id, another key order) still gives the version.
      await log.store.appendToStream(streams.problem('traced'), [
        encodeEvent(created('traced', 'Traced', day(4)), { correlationId: 'c-1' }),
      ]);
      const reordered = encodeEvent(renamed('traced', 'Traced II', day(4)));
      await log.store.appendToStream(streams.problem('traced'), [{ ...reordered, metadata: { correlationId: 'c-2', schemaVersion: 1 } }]);
      expect(storedEvents(log.store)).toBeDefined();
      expect(storedEvents(throughReadAll(log.store))).toBeUndefined();

      const middle = (await log.store.readAll({ fromPosition: 'start', maxCount: 800 })).at(-1)!;
      const points: (Until | undefined)[] = [undefined, { position: middle.position }, { time: middle.created }];
      for (const [i, until] of points.entries()) {
        const options = until ? { until } : {};
        const stored = readModelsAt(`stored-${i}`);
        const read = readModelsAt(`read-${i}`);
        const fast = await rebuildReadModels(log.store, stored, allProjections, options);
        const slow = await rebuildReadModels(throughReadAll(log.store), withoutBulkInsert(read), allProjections, options);
        expect([fast.events, fast.last]).toEqual([slow.events, slow.last]);
        expect(await snapshot(stored)).toEqual(await snapshot(read));
      }
    });

    it.each([
      ['the stored rows', (store: EventStore) => store],
      ['readAll', throughReadAll],
    ])('stop on an event the catalog rejects, naming it, and leave no half-built read model (%s)', async (_, reading) => {
      await appendRandomHistory(log.store, 50, 9);
      // Stored at an older version, so parsed to be upcast: its data is not what that version says.
      await log.store.appendToStream(streams.user('broken'), [
        { id: 'broken', type: 'UserRegistered', data: { userId: 'broken' }, metadata: { schemaVersion: 1 } },
      ]);
      const readModels = readModelsAt('broken');
      await expect(rebuildReadModels(reading(log.store), readModels, allProjections)).rejects.toThrow(
        /position 51\/51 \(UserRegistered\) cannot be read/,
      );
      expect(await readModels.checkpoint('problemList')).toBeUndefined();
      expect(await listProblems(readModels)).toEqual([]);
    });
  });
});

describe('the rebuild command line', () => {
  it('reads --until as a position or a time', () => {
    expect(parseRebuildArgs([])).toEqual({});
    expect(parseRebuildArgs(['--until', '42'])).toEqual({ until: { position: { commit: 42n, prepare: 42n } } });
    expect(parseRebuildArgs(['--until=2026-03-02'])).toEqual({ until: { time: new Date('2026-03-02T00:00:00Z') } });
  });

  it('answers --help with its usage, whatever else is there', () => {
    expect(parseRebuildArgs(['--help'])).toEqual({ help: expect.stringMatching(/^usage: npm run projections:rebuild/) });
    expect(parseRebuildArgs(['--until', '42', '-h'])).toEqual({ help: expect.stringMatching(/^usage: /) });
  });

  it('refuses a bad value, a missing one and anything else', () => {
    expect(() => parseRebuildArgs(['--until', 'yesterday'])).toThrow(/not a log position or an ISO time: "yesterday"/);
    expect(() => parseRebuildArgs(['--until'])).toThrow(/'--until <value>' argument missing/);
    expect(() => parseRebuildArgs(['--until='])).toThrow(/--until needs a log position or an ISO time/);
    expect(() => parseRebuildArgs(['--since', '3'])).toThrow(/Unknown option '--since'[^]*usage: npm run projections:rebuild/);
    expect(() => parseRebuildArgs(['42'])).toThrow(/Unexpected argument '42'/);
  });
});
