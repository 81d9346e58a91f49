import { performance } from 'node:perf_hooks';
import type { EventStore, ReadStreamOptions, RecordedEvent } from '@forge/events';
import { deepFreeze } from './deepFreeze';

export interface CachedStreamsOptions {
  /** Streams whose whole-stream reads are remembered: those whose name starts with one of these. */
  readonly prefixes: readonly string[];
  /**
   * How long a remembered stream is answered before the log is read again. Appends and deletes made
   * through this store drop it at once whatever this is; it bounds how long another process's append
   * (a replica sharing the log) goes unnoticed here.
   */
  readonly maxAgeMs: number;
  /** Streams remembered at most; the oldest go first (a hit does not move an entry: re-inserting into a Map on every hit costs more than the lookup). */
  readonly maxEntries?: number;
  /** A monotonic clock in ms for the max age (tests pass their own). */
  readonly monotonic?: () => number;
}

interface Entry {
  readonly events: readonly RecordedEvent[];
  readonly readAt: number;
}

/** Only a plain read of the whole stream, forwards, is remembered; any other read goes to the log. */
const wholeStream = (options: ReadStreamOptions | undefined) =>
  !options ||
  ((options.direction ?? 'forwards') === 'forwards' && (options.fromRevision ?? 'start') === 'start' && options.maxCount === undefined);

/**
 * An EventStore that remembers whole reads of some streams (the accounts', which every signed-in
 * request folds to know who is asking). An append to or a delete of such a stream through this store
 * drops it before the write and again once the write has settled (a refused append too: the caller will
 * read again), and a read that was in flight meanwhile does not put its older answer in the cache. The
 * events handed out are frozen and shared; each caller gets its own array.
 */
export function cachedStreams(inner: EventStore, options: CachedStreamsOptions): EventStore & { readonly size: () => number } {
  const maxEntries = options.maxEntries ?? 100_000;
  const monotonic = options.monotonic ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  /** Moves on every write to a remembered stream: a read that began before one does not cache what it read. */
  let epoch = 0;
  const remembers = (streamId: string) => options.prefixes.some((prefix) => streamId.startsWith(prefix));

  const writing = async <T>(streamId: string, write: () => Promise<T>): Promise<T> => {
    if (!remembers(streamId)) return write();
    epoch++;
    entries.delete(streamId);
    try {
      return await write();
    } finally {
      epoch++;
      entries.delete(streamId);
    }
  };

  return {
    appendToStream: (streamId, events, appendOptions) => writing(streamId, () => inner.appendToStream(streamId, events, appendOptions)),
    deleteStream: (streamId, deleteOptions) => writing(streamId, () => inner.deleteStream(streamId, deleteOptions)),

    async readStream(streamId, readOptions) {
      if (!remembers(streamId) || !wholeStream(readOptions)) return inner.readStream(streamId, readOptions);
      const now = monotonic();
      const entry = entries.get(streamId);
      if (entry && now - entry.readAt < options.maxAgeMs) return [...entry.events];
      const startedAt = epoch;
      // A stream that is not there throws, and is not remembered.
      const events = await inner.readStream(streamId, readOptions);
      if (epoch === startedAt) {
        entries.delete(streamId);
        entries.set(streamId, { events: deepFreeze([...events]), readAt: now });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return events;
    },

    readAll: (readOptions) => inner.readAll(readOptions),
    subscribeToAll: (subscribeOptions) => inner.subscribeToAll(subscribeOptions),

    async close() {
      entries.clear();
      await inner.close();
    },

    size: () => entries.size,
  };
}
