import { positionToString } from '@forge/events';
import type { ReadModelStore } from '@forge/events';
import { deepFreeze } from './deepFreeze';

export interface CachedReadModelsOptions {
  /** Collections whose reads are answered from memory (a projection's collection bears its name). */
  readonly collections: readonly string[];
  /**
   * How often the checkpoints of those projections are read to notice commits made by another process
   * (a separate projections process writing shared read models); undefined when only this process
   * commits, through this store, which drops what a commit touches at once.
   */
  readonly pollMs?: number;
  /** Reads remembered at most per collection; the oldest go first (a hit does not move an entry: re-inserting into a Map on every hit costs more than the lookup). */
  readonly maxEntriesPerCollection?: number;
  readonly log?: (message: string, error?: unknown) => void;
}

export interface CachedReadModelStore extends ReadModelStore {
  /**
   * Reads the checkpoints now and drops every collection whose projection has moved since they were
   * last read: for a caller that has just waited until another process committed its change.
   */
  refresh(): Promise<void>;
  /**
   * A value made from reads of `collection` alone (a response body, say), remembered as its reads are
   * and dropped with them. `compute` must read that collection only, and through this store.
   */
  derive<T>(collection: string, key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * The store as the projection runner must see it: reads go straight to the store, so the documents
   * it evolves are its own copies and never the shared, frozen ones; commits and resets go through the
   * cache, which drops what they touch.
   */
  forRunner(): ReadModelStore;
}

/** `compute()` remembered by the cache when `readModels` has one, else simply `compute()`. */
export function derivedFrom<T>(readModels: ReadModelStore, collection: string, key: string, compute: () => Promise<T>): Promise<T> {
  return 'derive' in readModels ? (readModels as CachedReadModelStore).derive(collection, key, compute) : compute();
}

interface Collection {
  /** `g<id>` for a document (undefined when there is none), `l<prefix>` for a listing, `d<key>` for a derived value. */
  readonly reads: Map<string, unknown>;
  /** Moves on every change: a read that began before one does not cache what it read. */
  epoch: number;
  /** The projection's checkpoint when last read, as text; undefined before the first read. */
  checkpoint: string | undefined;
}

/**
 * A ReadModelStore that answers the reads of some collections from memory. What is cached is exactly
 * what the store answered (documents and listings, frozen: every caller shares them; a listing is a
 * fresh array each time, so it can be sorted). A collection's reads are dropped
 * - when a commit through this store touches it (the in-process ProjectionRunner commits here, so a
 *   handler that waited for its own event reads its own write),
 * - when its projection is reset,
 * - with `pollMs`, when another process moved its checkpoint (noticed within `pollMs`, or at once by
 *   `refresh()`).
 */
export function cachedReadModels(inner: ReadModelStore, options: CachedReadModelsOptions): CachedReadModelStore {
  const maxEntries = options.maxEntriesPerCollection ?? 10_000;
  const collections = new Map<string, Collection>(
    options.collections.map((name) => [name, { reads: new Map(), epoch: 0, checkpoint: undefined }]),
  );

  const drop = (collection: Collection) => {
    collection.epoch++;
    collection.reads.clear();
  };
  /** Drops the touched collections before and again after `write`, so that nothing read meanwhile survives it. */
  const writing = async <T>(touched: Iterable<string>, write: () => Promise<T>): Promise<T> => {
    const cached = [...new Set(touched)].map((name) => collections.get(name)).filter((c): c is Collection => c !== undefined);
    cached.forEach(drop);
    try {
      return await write();
    } finally {
      cached.forEach(drop);
    }
  };
  const cachedRead = async <T>(collection: Collection | undefined, key: string, read: () => Promise<T>): Promise<T> => {
    if (!collection) return read();
    const { reads } = collection;
    if (reads.has(key)) return reads.get(key) as T;
    const startedAt = collection.epoch;
    const value = deepFreeze(await read());
    if (collection.epoch === startedAt) {
      reads.set(key, value);
      if (reads.size > maxEntries) reads.delete(reads.keys().next().value!);
    }
    return value;
  };

  let polling: Promise<void> | undefined;
  const poll = () => {
    polling ??= (async () => {
      try {
        for (const [name, collection] of collections) {
          const checkpoint = await inner.checkpoint(name);
          const seen = checkpoint ? `${positionToString(checkpoint.position)}@${checkpoint.version}` : '';
          if (seen !== collection.checkpoint) drop(collection);
          collection.checkpoint = seen;
        }
      } catch (error) {
        // The store cannot be read: nothing cached can be vouched for.
        for (const collection of collections.values()) {
          drop(collection);
          collection.checkpoint = undefined;
        }
        options.log?.('read model cache: the checkpoints could not be read; reads go to the store until they can', error);
      } finally {
        polling = undefined;
      }
    })();
    return polling;
  };
  const timer = options.pollMs === undefined ? undefined : setInterval(() => void poll(), options.pollMs);
  timer?.unref();

  const commit: ReadModelStore['commit'] = (changes, checkpoints) =>
    writing(
      changes.map((change) => change.collection),
      () => inner.commit(changes, checkpoints),
    );
  const reset: ReadModelStore['reset'] = (projection) => writing([projection], () => inner.reset(projection));
  const close = async () => {
    if (timer) clearInterval(timer);
    await polling;
    for (const collection of collections.values()) drop(collection);
    await inner.close();
  };

  return {
    get: <T>(collection: string, id: string) =>
      cachedRead<T | undefined>(collections.get(collection), `g${id}`, () => inner.get<T>(collection, id)),

    async list<T>(collection: string, idPrefix?: string) {
      const docs = await cachedRead(collections.get(collection), `l${idPrefix ?? ''}`, () => inner.list<T>(collection, idPrefix));
      return [...docs];
    },

    // Pages are bounded reads of collections that grow (an audit log): not worth remembering.
    page: (collection, query) => inner.page(collection, query),

    checkpoint: (projection) => inner.checkpoint(projection),

    commit,
    reset,

    derive: (collection, key, compute) => cachedRead(collections.get(collection), `d${key}`, compute),

    forRunner: () => ({
      get: (collection, id) => inner.get(collection, id),
      list: (collection, idPrefix) => inner.list(collection, idPrefix),
      page: (collection, query) => inner.page(collection, query),
      checkpoint: (projection) => inner.checkpoint(projection),
      commit,
      reset,
      close,
    }),

    async refresh() {
      // A poll already under way may have read a checkpoint before the commit the caller waited for.
      await polling;
      await poll();
    },

    close,
  };
}
