import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  type Filter,
  type JSONType,
  type ResolvedEvent,
  type StreamState,
  type WrongExpectedVersionError as KurrentWrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type {
  AppendOptions,
  AppendResult,
  DeleteOptions,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
  SubscriptionFilter,
} from '../eventStore';
import { comparePositions } from '../eventStore';
import { IdempotencyViolationError, StreamNotFoundError, WrongExpectedVersionError } from '../errors';
import { matchesFilter } from '../filter';
import { checkEvents, checkExpectedRevision, checkMaxCount, checkReadAllFrom, checkReadStreamFrom, checkStreamId } from '../validation';

export interface KurrentEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false` (esdb:// works too). */
  readonly connectionString: string;
}

const NO_POSITION: Position = { commit: 0n, prepare: 0n };

const isSystem = (streamId: string, type: string) => type.startsWith('$') || streamId.startsWith('$');

function errorType(error: unknown): string | undefined {
  return error instanceof Error ? (error as { type?: string }).type : undefined;
}

function toActual(state: unknown): bigint | undefined {
  return typeof state === 'bigint' && state >= 0n ? state : undefined;
}

/** The client's WrongExpectedVersion / StreamDeleted errors in our terms. */
function mapWriteError(error: unknown, streamId: string, expected: ExpectedRevision, firstId: string): unknown {
  switch (errorType(error)) {
    case 'wrong-expected-version': {
      // With 'any' the server only refuses a retry whose ids match partly ("corrupted idempotency").
      if (expected === 'any') return new IdempotencyViolationError(streamId, firstId);
      return new WrongExpectedVersionError(streamId, expected, toActual((error as KurrentWrongExpectedVersionError).actualState));
    }
    case 'stream-deleted': // 'stream_exists' on a soft-deleted stream
      return new WrongExpectedVersionError(streamId, expected, undefined);
    default:
      return error;
  }
}

function mapReadError(error: unknown, streamId: string): unknown {
  const type = errorType(error);
  return type === 'stream-not-found' || type === 'stream-deleted' ? new StreamNotFoundError(streamId) : error;
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event) return undefined;
  const position =
    event.position ??
    (resolved.commitPosition !== undefined ? { commit: resolved.commitPosition, prepare: resolved.commitPosition } : NO_POSITION);
  const metadata = event.metadata;
  return {
    id: event.id,
    streamId: event.streamId,
    type: event.type,
    revision: event.revision,
    position: { commit: position.commit, prepare: position.prepare },
    data: event.data,
    metadata: metadata && typeof metadata === 'object' && !(metadata instanceof Uint8Array) && !Array.isArray(metadata) ? metadata : {},
    created: event.created,
  };
}

/**
 * The server takes one filter; pick the most selective one it understands and apply the full filter
 * (plus "no system events") on our side as well, so the result is exact whatever the server did.
 */
function serverFilter(filter: SubscriptionFilter | undefined): Filter {
  if (filter?.eventTypePrefix) return eventTypeFilter({ prefixes: [...filter.eventTypePrefix] });
  if (filter?.streamNamePrefix) return streamNameFilter({ prefixes: [...filter.streamNamePrefix] });
  return excludeSystemEvents();
}

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * Our Subscription over the client's. Iteration ends as soon as unsubscribe() is called, without relying
 * on how the gRPC stream ends after a cancel; system events and whatever the server filter let through
 * beyond our filter are dropped here.
 */
function wrapSubscription(inner: AllStreamSubscription, filter: SubscriptionFilter | undefined, onEnd: () => void): Subscription {
  const source = inner[Symbol.asyncIterator]();
  let stopped = false;
  let signalStop!: (result: IteratorReturnResult<undefined>) => void;
  const stopSignal = new Promise<IteratorReturnResult<undefined>>((resolve) => (signalStop = resolve));
  const end = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    signalStop(DONE);
    onEnd();
    try {
      await inner.unsubscribe();
    } finally {
      inner.destroy();
    }
  };
  const iterator: Subscription & AsyncIterableIterator<RecordedEvent> = {
    [Symbol.asyncIterator]() {
      return iterator;
    },
    async next(): Promise<IteratorResult<RecordedEvent>> {
      while (!stopped) {
        const pending = source.next();
        pending.catch(() => undefined); // after a stop the losing read may reject; it is not ours to report
        const result = await Promise.race([pending, stopSignal]);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- `stopped` is set by stop() while the race awaits
        if (stopped) return DONE;
        if (result.done) {
          await end();
          return DONE;
        }
        const event = toRecorded(result.value);
        if (event && !isSystem(event.streamId, event.type) && matchesFilter(filter, event.streamId, event.type)) {
          return { done: false, value: event };
        }
      }
      return DONE;
    },
    async return(): Promise<IteratorResult<RecordedEvent>> {
      await end();
      return DONE;
    },
    unsubscribe: end,
  };
  return iterator;
}

export function openKurrentEventStore(options: KurrentEventStoreOptions): EventStore {
  const client = KurrentDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<Subscription>();

  async function collect(source: AsyncIterable<ResolvedEvent | AllStreamResolvedEvent>, skipSystem: boolean): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    for await (const resolved of source) {
      const event = toRecorded(resolved);
      if (event && !(skipSystem && isSystem(event.streamId, event.type))) out.push(event);
    }
    return out;
  }

  async function readStream(streamId: string, readOptions?: ReadStreamOptions): Promise<RecordedEvent[]> {
    checkStreamId(streamId);
    const fromRevision = readOptions?.fromRevision ?? START;
    checkReadStreamFrom(fromRevision);
    checkMaxCount(readOptions?.maxCount);
    try {
      return await collect(
        client.readStream(streamId, {
          direction: readOptions?.direction === 'backwards' ? BACKWARDS : FORWARDS,
          fromRevision,
          maxCount: readOptions?.maxCount ?? Number.MAX_SAFE_INTEGER,
        }),
        false,
      );
    } catch (error) {
      throw mapReadError(error, streamId);
    }
  }

  /** Revision of the last event, undefined when the stream does not exist (or is deleted). */
  async function currentRevision(streamId: string): Promise<bigint | undefined> {
    try {
      const [last] = await readStream(streamId, { direction: 'backwards', fromRevision: 'end', maxCount: 1 });
      return last?.revision;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
    }
  }

  async function readAll(readOptions?: ReadAllOptions): Promise<RecordedEvent[]> {
    const from = readOptions?.fromPosition ?? START;
    checkReadAllFrom(from);
    checkMaxCount(readOptions?.maxCount);
    const maxCount = readOptions?.maxCount ?? Number.MAX_SAFE_INTEGER;
    const read = (direction: 'forwards' | 'backwards', fromPosition: typeof from, count: number) =>
      collect(
        client.readAll({
          direction: direction === 'backwards' ? BACKWARDS : FORWARDS,
          fromPosition,
          maxCount: count,
          filter: excludeSystemEvents(),
        }),
        true,
      );
    if (maxCount === 0) return [];
    if (readOptions?.direction !== 'backwards' || typeof from === 'string')
      return read(readOptions?.direction ?? 'forwards', from, maxCount);
    // Our reads are inclusive in both directions; make sure the event at `from` itself is included once.
    const [atFrom] = await read('forwards', from, 1);
    const before = await read('backwards', from, maxCount);
    if (!atFrom || comparePositions(atFrom.position, from) !== 0 || before.some((e) => e.id === atFrom.id)) return before;
    return [atFrom, ...before].slice(0, maxCount);
  }

  return {
    async appendToStream(streamId: string, events: readonly EventToAppend[], appendOptions?: AppendOptions): Promise<AppendResult> {
      const expected = appendOptions?.expectedRevision ?? 'any';
      checkStreamId(streamId);
      checkExpectedRevision(expected);
      checkEvents(events);
      if (events.length === 0) {
        // Check and report the stream's state ourselves: the server's answer for an empty append is unspecified.
        const current = await currentRevision(streamId);
        const ok =
          expected === 'any' ||
          (expected === 'no_stream' ? current === undefined : expected === 'stream_exists' ? current !== undefined : current === expected);
        if (!ok) throw new WrongExpectedVersionError(streamId, expected, current);
        if (current === undefined) return { nextExpectedRevision: -1n, position: NO_POSITION };
        const [last] = await readStream(streamId, { direction: 'backwards', fromRevision: current, maxCount: 1 });
        return { nextExpectedRevision: current, position: last?.position ?? NO_POSITION };
      }
      const streamState: AppendStreamState = expected;
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata ?? {} })),
          { streamState },
        );
        return { nextExpectedRevision: result.nextExpectedRevision, position: result.position ?? NO_POSITION };
      } catch (error) {
        throw mapWriteError(error, streamId, expected, events[0]!.id);
      }
    },

    readStream,
    readAll,

    subscribeToAll(subscribeOptions?: SubscribeToAllOptions): Subscription {
      const fromPosition = subscribeOptions?.fromPosition ?? START;
      checkReadAllFrom(fromPosition);
      const filter = subscribeOptions?.filter;
      const inner = client.subscribeToAll({ fromPosition: fromPosition === 'end' ? END : fromPosition, filter: serverFilter(filter) });
      const subscription = wrapSubscription(inner, filter, () => subscriptions.delete(subscription));
      subscriptions.add(subscription);
      return subscription;
    },

    async deleteStream(streamId: string, deleteOptions?: DeleteOptions): Promise<void> {
      const expected = deleteOptions?.expectedRevision ?? 'any';
      checkStreamId(streamId);
      checkExpectedRevision(expected);
      let expectedRevision: StreamState;
      if (expected === 'stream_exists') {
        // The delete RPC has no "stream exists" option: pin the revision we just saw (the server re-checks it).
        const current = await currentRevision(streamId);
        if (current === undefined) throw new WrongExpectedVersionError(streamId, expected, undefined);
        expectedRevision = current;
      } else {
        expectedRevision = expected;
      }
      try {
        await client.deleteStream(streamId, { expectedRevision });
      } catch (error) {
        const type = errorType(error);
        if (type === 'stream-not-found' || type === 'stream-deleted') {
          if (expected === 'any' || expected === 'no_stream') return;
          throw new WrongExpectedVersionError(streamId, expected, undefined);
        }
        if (type === 'wrong-expected-version') {
          throw new WrongExpectedVersionError(streamId, expected, toActual((error as KurrentWrongExpectedVersionError).actualState));
        }
        throw error;
      }
    },

    async close(): Promise<void> {
      await Promise.all([...subscriptions].map((s) => s.unsubscribe().catch(() => undefined)));
      await client.dispose();
    },
  };
}
