import {
  comparePositions,
  END,
  type EventStore,
  type Position,
  type ReadStreamOptions,
  type RecordedEvent,
  type Subscription,
} from '../store/eventStore';
import { StreamNotFoundError } from '../store/errors';
import { describeUntil, isAfter, type Until } from './until';

/** A write to a log seen as it was in the past: the past cannot change. */
export class ReadOnlyLogError extends Error {
  override readonly name = 'ReadOnlyLogError';
  constructor(readonly asOf: string) {
    super(`the log is shown as it was at ${asOf}: it is read-only`);
  }
}

/** Where the past ends: the position of the last event at or before the point; undefined when the log held nothing then. */
export async function lastPositionUntil(store: EventStore, until: Until): Promise<Position | undefined> {
  if ('position' in until) {
    const [last] = await store.readAll({ direction: 'backwards', fromPosition: until.position, maxCount: 1 });
    if (last && !isAfter(last, until)) return last.position;
    // The point lies past the log's head, or between positions a backwards read cannot start from: find it going forwards.
  }
  let found: Position | undefined;
  let from: Position | 'start' = 'start';
  for (;;) {
    const start: Position | 'start' = from;
    const page = await store.readAll({ fromPosition: start, maxCount: 1000 });
    const events: RecordedEvent[] = start === 'start' ? page : page.filter((e) => comparePositions(e.position, start) > 0);
    if (events.length === 0) return found;
    for (const event of events) {
      if (isAfter(event, until)) return found;
      found = event.position;
    }
    from = events[events.length - 1]!.position;
  }
}

/**
 * The log as it was at a point of its past: every read leaves out what came later, a
 * subscription delivers nothing past the point, and appends and deletes are refused with
 * `ReadOnlyLogError`. What `npm start -- --as-of` serves the platform from.
 */
export async function pastEventStore(store: EventStore, until: Until): Promise<EventStore> {
  const asOf = describeUntil(until);
  const last = await lastPositionUntil(store, until);
  const afterPast = (event: RecordedEvent) => !last || comparePositions(event.position, last) > 0;
  const past = (events: RecordedEvent[]) => events.filter((e) => !afterPast(e));

  const readStream = async (streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> => {
    const events = past(await store.readStream(streamId));
    if (events.length === 0) throw new StreamNotFoundError(streamId);
    const from = options.fromRevision ?? 'start';
    const max = options.maxCount ?? Infinity;
    if (options.direction === 'backwards') {
      const upper = from === 'end' ? Infinity : from === 'start' ? 0n : from;
      return events
        .filter((e) => upper === Infinity || e.revision <= upper)
        .reverse()
        .slice(0, max);
    }
    if (from === 'end') return [];
    const lower = from === 'start' ? -1n : from;
    return events.filter((e) => e.revision >= lower).slice(0, max);
  };

  return {
    appendToStream: () => Promise.reject(new ReadOnlyLogError(asOf)),
    deleteStream: () => Promise.reject(new ReadOnlyLogError(asOf)),
    readStream,
    async readAll(options = {}) {
      if (!last) return [];
      if (options.direction === 'backwards') {
        const from = options.fromPosition ?? END;
        if (from === 'start') return [];
        const upper = from === END || comparePositions(from, last) > 0 ? last : from;
        return store.readAll({ ...options, fromPosition: upper });
      }
      return past(await store.readAll(options));
    },
    subscribeToAll(options = {}): Subscription {
      const inner = store.subscribeToAll(options);
      async function* untilThePast(): AsyncGenerator<RecordedEvent> {
        // Events past the point are passed over, not ended on: the subscription lasts until unsubscribed, as a live one does.
        for await (const event of inner) if (!afterPast(event)) yield event;
      }
      const events = untilThePast();
      return { [Symbol.asyncIterator]: () => events, unsubscribe: () => inner.unsubscribe() };
    },
    close: () => store.close(),
  };
}
