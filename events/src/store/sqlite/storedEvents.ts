import type { EventStore } from '../eventStore';

/**
 * An event as the embedded log stores it: [position, stream, revision, type, data, metadata,
 * created], its data and metadata still JSON text, its position (commit and prepare alike) and its
 * time (milliseconds since the epoch) plain numbers.
 */
export type StoredEvent = readonly [
  position: number,
  streamId: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
  created: number,
];

/** The events after a position (0 for the start), in log order, at most `maxCount` of them. */
export type StoredEventReader = (after: number, maxCount: number) => StoredEvent[];

const readers = new WeakMap<EventStore, StoredEventReader>();

/** Called by the embedded log on the very object it hands out. */
export function registerStoredEventReader(store: EventStore, reader: StoredEventReader): void {
  readers.set(store, reader);
}

/**
 * The embedded log's events as stored, for a bulk reader that would otherwise spend most of its
 * time on what `readAll` makes of each row (bigints, a Date, parsed metadata): a read-model
 * rebuild. Only the object `openSqliteEventStore` returned has one; a wrapper around it (the log
 * as of a past point, a cache) does not, even one spread from it, so reads through a wrapper keep
 * its rules.
 */
export function storedEventReader(store: EventStore): StoredEventReader | undefined {
  return readers.get(store);
}
