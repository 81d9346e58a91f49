import type { Position } from '@forge/events';
import { openSqliteReadModelStore } from '@forge/projections';
import { type Checkpoint, type ReadModelStore } from '@forge/events';
import { useTempDir } from '@forge/testing';
import { countedReads } from '../testing/countedReads';
import { cachedReadModels, derivedFrom } from './cachedReadModels';

const at = (n: number): ReadonlyMap<string, Checkpoint> => {
  const position: Position = { commit: BigInt(n), prepare: BigInt(n) };
  return new Map([
    ['list', { position, version: 1 }],
    ['docs', { position, version: 1 }],
  ]);
};

/** A store whose reads are counted, and can be held. */
function counted(inner: ReadModelStore) {
  const counting = countedReads();
  return Object.assign(counting, {
    store: {
      ...inner,
      get: async <T>(collection: string, id: string) => counting.read(await inner.get<T>(collection, id)),
      list: async <T>(collection: string, idPrefix?: string) => counting.read(await inner.list<T>(collection, idPrefix)),
    } satisfies ReadModelStore,
  });
}

describe('the read model cache', () => {
  const inDir = useTempDir('forge-cached-read-models-');

  it('answers the reads of the collections it caches from memory, frozen, a listing a fresh array each time', async () => {
    const inner = counted(openSqliteReadModelStore(':memory:'));
    const cache = cachedReadModels(inner.store, { collections: ['list'] });
    try {
      await cache.commit(
        [
          { collection: 'list', id: 'b', doc: { title: 'B' } },
          { collection: 'list', id: 'a', doc: { title: 'A' } },
          { collection: 'docs', id: 'a', doc: { body: 'long' } },
        ],
        at(1),
      );
      const first = await cache.list<{ title: string }>('list');
      first.reverse();
      expect((await cache.list<{ title: string }>('list')).map((d) => d.title)).toEqual(['A', 'B']);
      expect(await cache.get('list', 'a')).toEqual({ title: 'A' });
      expect(await cache.get('list', 'missing')).toBeUndefined();
      expect(await cache.get('list', 'missing')).toBeUndefined();
      expect(inner.reads).toBe(3);
      expect(() => {
        (first[0] as { title: string }).title = 'changed';
      }).toThrow(TypeError);
      // A collection it does not cache is read from the store each time.
      await cache.get('docs', 'a');
      await cache.get('docs', 'a');
      expect(inner.reads).toBe(5);
    } finally {
      await cache.close();
    }
  });

  it('drops what a commit through it touches at once: documents, listings and values derived from them', async () => {
    const cache = cachedReadModels(openSqliteReadModelStore(':memory:'), { collections: ['list', 'docs'] });
    try {
      await cache.commit([{ collection: 'list', id: 'a', doc: { title: 'A' } }], at(1));
      const titles = () =>
        derivedFrom(cache, 'list', 'titles', async () => (await cache.list<{ title: string }>('list')).map((d) => d.title).join());
      expect(await titles()).toBe('A');
      expect(await cache.get('list', 'b')).toBeUndefined();

      await cache.commit([{ collection: 'list', id: 'b', doc: { title: 'B' } }], at(2));
      expect(await cache.get('list', 'b')).toEqual({ title: 'B' });
      expect(await titles()).toBe('A,B');

      await cache.commit([{ collection: 'list', id: 'a', doc: null }], at(3));
      expect(await cache.get('list', 'a')).toBeUndefined();
      expect(await titles()).toBe('B');

      await cache.reset('list');
      expect(await cache.list('list')).toEqual([]);
      expect(await titles()).toBe('');
    } finally {
      await cache.close();
    }
  });

  it('gives the projection runner its own copies of what it reads, and drops what the runner commits', async () => {
    const cache = cachedReadModels(openSqliteReadModelStore(':memory:'), { collections: ['list'] });
    const runner = cache.forRunner();
    try {
      await runner.commit([{ collection: 'list', id: 'a', doc: { title: 'A', tags: ['x'] } }], at(1));
      const shared = await cache.get<{ tags: string[] }>('list', 'a');
      expect(Object.isFrozen(shared?.tags)).toBe(true);
      const own = await runner.get<{ tags: string[] }>('list', 'a');
      expect(own).toEqual(shared);
      own!.tags.push('evolved in place');
      expect(await cache.get('list', 'a')).toEqual({ title: 'A', tags: ['x'] });

      await runner.commit([{ collection: 'list', id: 'b', doc: { title: 'B', tags: [] } }], at(2));
      expect(await cache.list('list')).toHaveLength(2);
      await runner.reset('list');
      expect(await cache.list('list')).toEqual([]);
    } finally {
      await cache.close();
    }
  });

  it('does not keep what a read saw before a commit that overtook it', async () => {
    const inner = counted(openSqliteReadModelStore(':memory:'));
    const cache = cachedReadModels(inner.store, { collections: ['list'] });
    try {
      await cache.commit([{ collection: 'list', id: 'a', doc: { title: 'A' } }], at(1));
      const release = inner.holdNextRead();
      const read = cache.list('list');
      await cache.commit([{ collection: 'list', id: 'b', doc: { title: 'B' } }], at(2));
      release();
      expect(await read).toHaveLength(1);
      expect(await cache.list('list')).toHaveLength(2);
    } finally {
      await cache.close();
    }
  });

  it("sees another process's commit through the checkpoints: within the poll interval, or at once on refresh()", async () => {
    const file = inDir('readmodels.sqlite');
    const projections = openSqliteReadModelStore(file);
    const cache = cachedReadModels(openSqliteReadModelStore(file), { collections: ['list'], pollMs: 20 });
    try {
      await projections.commit([{ collection: 'list', id: 'a', doc: { title: 'A' } }], at(1));
      await cache.refresh();
      expect(await cache.list('list')).toHaveLength(1);

      // What a handler does after waiting until the other process passed its write.
      await projections.commit([{ collection: 'list', id: 'b', doc: { title: 'B' } }], at(2));
      await cache.refresh();
      expect(await cache.list('list')).toHaveLength(2);

      // Anyone else notices by the poll.
      await projections.commit([{ collection: 'list', id: 'c', doc: { title: 'C' } }], at(3));
      const deadline = Date.now() + 10_000;
      while ((await cache.list('list')).length !== 3) {
        if (Date.now() > deadline) throw new Error('the cache never noticed the other process commit');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await cache.close();
      await projections.close();
    }
  });
});
