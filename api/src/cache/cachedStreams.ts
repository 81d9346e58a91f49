import { performance } from 'node:perf_hooks';
import {
  aggregateStream,
  StreamNotFoundError,
  type Decider,
  type Event,
  type EventStore,
  type ExpectedRevision,
  type ReadStreamOptions,
  type RecordedEvent,
} from '@forge/events';
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
  /** What `aggregate` folded from these events, by decider. */
  readonly folds: WeakMap<object, Aggregate<unknown>>;
}

/** What folding a stream takes: the parts of a decider that aggregateStream uses. */
export type Folder<State, E extends Event> = Pick<Decider<State, unknown, E>, 'events' | 'initialState' | 'evolve'>;
export interface Aggregate<State> {
  readonly state: State;
  readonly revision: ExpectedRevision;
}

export interface CachedStreams extends EventStore {
  /**
   * aggregateStream, with the state of a remembered stream folded once for each version of it the
   * cache holds (frozen, and shared by every caller) instead of decoded and folded on every read.
   */
  aggregate<State, E extends Event>(streamId: string, decider: Folder<State, E>): Promise<Aggregate<State>>;
  /** Streams remembered now. */
  size(): number;
}

/** aggregateStream, through the cache's folded states when `store` is a cachedStreams. */
export function aggregateCached<State, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Folder<State, E>,
): Promise<Aggregate<State>> {
  return 'aggregate' in store ? (store as CachedStreams).aggregate(streamId, decider) : aggregateStream(store, streamId, decider);
}

/** Folds events as aggregateStream does. */
function fold<State, E extends Event>(events: readonly RecordedEvent[], decider: Folder<State, E>): Aggregate<State> {
  let state = decider.initialState();
  for (const recorded of events) {
    const event = decider.events.decode(recorded);
    if (event) state = decider.evolve(state, event);
  }
  const last = events.at(-1);
  return { state, revision: last ? last.revision : 'no_stream' };
}

/** Only a plain read of the whole stream, forwards, is remembered; any other read goes to the log. */
const wholeStream = (options: ReadStreamOptions | undefined) =>
  !options ||
  ((options.direction ?? 'forwards') === 'forwards' && (options.fromRevision ?? 'start') === 'start' && options.maxCount === undefined);

/**
 * An EventStore that remembers whole reads of some streams (the accounts', which every signed-in
 * request folds to know who is asking). An append to or a delete of such a stream through this store
 * drops it before the write and again once the write has settled (a refused append too: the caller will
 * read again), and a read that was in flight meanwhile does not put its older answer in the cache. What
 * it hands out for a remembered stream (the array of events, the events, the states folded from them)
 * is frozen and shared.
 */
export function cachedStreams(inner: EventStore, options: CachedStreamsOptions): CachedStreams {
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

  const cache: CachedStreams = {
    appendToStream: (streamId, events, appendOptions) => writing(streamId, () => inner.appendToStream(streamId, events, appendOptions)),
    deleteStream: (streamId, deleteOptions) => writing(streamId, () => inner.deleteStream(streamId, deleteOptions)),

    async readStream(streamId, readOptions) {
      if (!remembers(streamId) || !wholeStream(readOptions)) return inner.readStream(streamId, readOptions);
      const now = monotonic();
      const entry = entries.get(streamId);
      if (entry && now - entry.readAt < options.maxAgeMs) return entry.events as RecordedEvent[];
      const startedAt = epoch;
      // A stream that is not there throws, and is not remembered.
      const events = await inner.readStream(streamId, readOptions);
      if (epoch !== startedAt) return events;
      const remembered = deepFreeze(events);
      entries.delete(streamId);
      entries.set(streamId, { events: remembered, readAt: now, folds: new WeakMap() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return remembered;
    },

    async aggregate<State, E extends Event>(streamId: string, decider: Folder<State, E>): Promise<Aggregate<State>> {
      let events: RecordedEvent[];
      try {
        events = await cache.readStream(streamId);
      } catch (error) {
        if (error instanceof StreamNotFoundError) return { state: decider.initialState(), revision: 'no_stream' };
        throw error;
      }
      // Folded once per remembered version: the entry goes, with what was folded from it, when the stream changes.
      const entry = entries.get(streamId);
      const folds = entry?.events === events ? entry.folds : undefined;
      const known = folds?.get(decider) as Aggregate<State> | undefined;
      if (known) return known;
      const folded = fold(events, decider);
      folds?.set(decider, deepFreeze(folded));
      return folded;
    },

    readAll: (readOptions) => inner.readAll(readOptions),
    subscribeToAll: (subscribeOptions) => inner.subscribeToAll(subscribeOptions),

    async close() {
      entries.clear();
      await inner.close();
    },

    size: () => entries.size,
  };
  return cache;
}
