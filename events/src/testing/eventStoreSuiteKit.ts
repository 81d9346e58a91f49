/**
 * What the EventStore suite's tests share: events to append, the opened store, and the waits and
 * checks on what comes back. It uses jest globals: import it from tests only.
 */
import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
  type Subscription,
} from '../store/eventStore';
import { WrongExpectedVersionError } from '../store/errors';

export interface OpenedEventStore {
  store: EventStore;
  cleanup(): Promise<void>;
}

/** A fresh, unique name fragment: letters and digits only, so it works as a stream category and a type prefix. */
export const unique = (): string => randomUUID().replace(/-/g, '').slice(0, 16);

export function event(type: string, data: unknown = { n: 1 }, metadata?: Record<string, unknown>): EventToAppend {
  return metadata ? { id: randomUUID(), type, data, metadata } : { id: randomUUID(), type, data };
}

export function events(count: number, type = 'ThingHappened', from = 0): EventToAppend[] {
  return Array.from({ length: count }, (_, i) => event(type, { n: from + i }));
}

export async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail, but it succeeded');
    },
    (error: unknown) => error,
  );
}

export async function expectWrongExpectedVersion(
  promise: Promise<unknown>,
  streamId: string,
  expected: ExpectedRevision,
  actual: bigint | undefined,
): Promise<void> {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  const wev = error as WrongExpectedVersionError;
  expect(wev.streamId).toBe(streamId);
  expect(wev.expected).toBe(expected);
  expect(wev.actual).toBe(actual);
}

/** Takes `count` events from a subscription (it may be called again on the same subscription). */
export async function take(subscription: Subscription, count: number, timeoutMs = 15_000): Promise<RecordedEvent[]> {
  const iterator = subscription[Symbol.asyncIterator]();
  const out: RecordedEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  while (out.length < count) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`subscription delivered ${out.length} of ${count} events in ${timeoutMs} ms`)),
        Math.max(0, deadline - Date.now()),
      );
    });
    try {
      const result = await Promise.race([iterator.next(), timeout]);
      if (result.done) break;
      out.push(result.value);
    } finally {
      clearTimeout(timer);
    }
  }
  return out;
}

export const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);

export function expectStrictlyIncreasing(list: readonly RecordedEvent[]): void {
  for (let i = 1; i < list.length; i++) expect(comparePositions(list[i - 1]!.position, list[i]!.position)).toBe(-1);
}

/** The store the running test opened, and its stream category (unique per test). */
export interface SuiteTest {
  readonly store: EventStore;
  readonly cat: string;
}
