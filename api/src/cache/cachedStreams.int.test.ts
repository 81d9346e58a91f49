import { openSqliteEventStore, StreamNotFoundError, WrongExpectedVersionError, type Event, type EventStore } from '@forge/events';
import { useTempDir } from '@forge/testing';
import { countedReads } from '../testing/countedReads';
import { aggregateCached, cachedStreams, type Folder } from './cachedStreams';

const event = (type: string, data: Record<string, unknown> = {}) => ({ id: crypto.randomUUID(), type, data });
const types = (events: readonly { type: string }[]) => events.map((e) => e.type);

/** The log on a temporary file, its stream reads counted and able to be held. */
function countedLog(file: string) {
  const log = openSqliteEventStore({ file });
  const counted = countedReads();
  return Object.assign(counted, {
    store: {
      ...log,
      async readStream(streamId, options) {
        return counted.read(await log.readStream(streamId, options));
      },
    } satisfies EventStore,
  });
}

describe('the stream cache', () => {
  const inDir = useTempDir('forge-cached-streams-');

  /** The user streams cached for a minute over a log whose reads are counted, for `use`; closed after. */
  async function withCache(
    use: (cache: ReturnType<typeof cachedStreams>, log: ReturnType<typeof countedLog>) => Promise<void>,
  ): Promise<void> {
    const log = countedLog(inDir('events.sqlite'));
    const cache = cachedStreams(log.store, { prefixes: ['user-'], maxAgeMs: 60_000 });
    try {
      await use(cache, log);
    } finally {
      await cache.close();
    }
  }

  it('answers whole reads of the streams it remembers from memory, and every other read from the log', async () => {
    await withCache(async (cache, log) => {
      await cache.appendToStream('user-1', [event('A'), event('B')]);
      await cache.appendToStream('problem-1', [event('P')]);
      for (let i = 0; i < 3; i++) expect(types(await cache.readStream('user-1'))).toEqual(['A', 'B']);
      expect(log.reads).toBe(1);
      await cache.readStream('problem-1');
      await cache.readStream('problem-1');
      expect(types(await cache.readStream('user-1', { direction: 'backwards', fromRevision: 'end', maxCount: 1 }))).toEqual(['B']);
      expect(log.reads).toBe(4);
    });
  });

  it('reads a stream again at once after an append through it, even one that was refused', async () => {
    await withCache(async (cache, log) => {
      await cache.appendToStream('user-1', [event('A')]);
      expect(types(await cache.readStream('user-1'))).toEqual(['A']);
      await cache.appendToStream('user-1', [event('B')]);
      expect(types(await cache.readStream('user-1'))).toEqual(['A', 'B']);

      // Another writer appends behind the cache's back; an append expecting the old revision is refused...
      await log.store.appendToStream('user-1', [event('C')]);
      await expect(cache.appendToStream('user-1', [event('D')], { expectedRevision: 1n })).rejects.toThrow(WrongExpectedVersionError);
      // ...and the command handler's next read, to decide again, sees the other writer's event.
      expect(types(await cache.readStream('user-1'))).toEqual(['A', 'B', 'C']);

      await cache.deleteStream('user-1');
      await expect(cache.readStream('user-1')).rejects.toThrow(StreamNotFoundError);
    });
  });

  it('does not keep what a read saw before an append that overtook it', async () => {
    await withCache(async (cache, log) => {
      await cache.appendToStream('user-1', [event('A')]);
      const release = log.holdNextRead();
      const read = cache.readStream('user-1');
      await cache.appendToStream('user-1', [event('B')]);
      release();
      expect(types(await read)).toEqual(['A']);
      expect(types(await cache.readStream('user-1'))).toEqual(['A', 'B']);
    });
  });

  it("sees another process's append once its max age is past", async () => {
    const file = inDir('events.sqlite');
    let now = 0;
    const cache = cachedStreams(openSqliteEventStore({ file }), { prefixes: ['user-'], maxAgeMs: 1000, monotonic: () => now });
    const other = openSqliteEventStore({ file });
    try {
      await cache.appendToStream('user-1', [event('A')]);
      expect(types(await cache.readStream('user-1'))).toEqual(['A']);
      await other.appendToStream('user-1', [event('B')]);
      now += 999;
      expect(types(await cache.readStream('user-1'))).toEqual(['A']);
      now += 1;
      expect(types(await cache.readStream('user-1'))).toEqual(['A', 'B']);
    } finally {
      await other.close();
      await cache.close();
    }
  });

  it('hands out frozen events and arrays, shared by every caller', async () => {
    await withCache(async (cache) => {
      await cache.appendToStream('user-1', [event('A', { role: 'user' })]);
      const first = await cache.readStream('user-1');
      const second = await cache.readStream('user-1');
      expect(second).toBe(first);
      expect(Object.isFrozen(second)).toBe(true);
      expect(() => {
        (first[0]!.data as { role: string }).role = 'admin';
      }).toThrow(TypeError);
      expect(types(await cache.readStream('user-1'))).toEqual(['A']);
    });
  });

  it('folds a remembered stream once per version, and again at once after an append', async () => {
    let folds = 0;
    const decider = {
      events: { decode: (recorded: { type: string }) => ({ type: recorded.type, data: {} }) },
      initialState: () => {
        folds++;
        return [] as string[];
      },
      evolve: (state: string[], e: { type: string }) => [...state, e.type],
    } as unknown as Folder<string[], Event>;
    await withCache(async (cache) => {
      expect(await aggregateCached(cache, 'user-1', decider)).toEqual({ state: [], revision: 'no_stream' });
      await cache.appendToStream('user-1', [event('A'), event('B')]);
      const first = await aggregateCached(cache, 'user-1', decider);
      expect(first).toEqual({ state: ['A', 'B'], revision: 1n });
      const foldsBefore = folds;
      expect(await aggregateCached(cache, 'user-1', decider)).toBe(first);
      expect(folds).toBe(foldsBefore);
      expect(Object.isFrozen(first.state)).toBe(true);

      await cache.appendToStream('user-1', [event('C')], { expectedRevision: 1n });
      expect(await aggregateCached(cache, 'user-1', decider)).toEqual({ state: ['A', 'B', 'C'], revision: 2n });
      // A stream it does not remember is folded from the log each time, as aggregateStream does.
      await cache.appendToStream('problem-1', [event('P')]);
      expect((await aggregateCached(cache, 'problem-1', decider)).state).toEqual(['P']);
    });
  });
});
