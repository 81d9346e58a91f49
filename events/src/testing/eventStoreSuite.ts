/**
 * The suite every EventStore adapter passes. It uses jest globals, so it is NOT exported from the
 * package index: import it by path from an adapter's test. Stream names and event types carry a random
 * suffix per test, so the suite can run against a shared, long-lived server.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  comparePositions,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
  type Subscription,
  type SubscriptionFilter,
} from '../store/eventStore';
import { IdempotencyViolationError, StreamNotFoundError, WrongExpectedVersionError } from '../store/errors';

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

const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);

function expectStrictlyIncreasing(list: readonly RecordedEvent[]): void {
  for (let i = 1; i < list.length; i++) expect(comparePositions(list[i - 1]!.position, list[i]!.position)).toBe(-1);
}

export function describeEventStoreSuite(name: string, open: () => Promise<OpenedEventStore>): void {
  describe(`EventStore suite: ${name}`, () => {
    let opened: OpenedEventStore;
    let store: EventStore;
    /** Unique per test: stream category and event type prefix. */
    let cat: string;
    const stream = (suffix: string = randomUUID()) => `${cat}-${suffix}`;

    beforeEach(async () => {
      opened = await open();
      store = opened.store;
      cat = `c${unique()}`;
    });
    afterEach(async () => {
      await opened.cleanup();
    });

    describe('append and read back', () => {
      it('numbers revisions from 0 and round-trips ids, types, data, metadata and created', async () => {
        const s = stream();
        const before = Date.now();
        const written = [
          event('Created', { title: 'Two Sum', tags: ['array', 'hash'], limits: { ms: 2000 }, ok: true, none: null }, { userId: 'u1' }),
          event('Renamed', { title: 'Two Sum II' }),
          event('Scored', [1, 2.5, 'x']),
        ];
        const result = await store.appendToStream(s, written);
        const read = await store.readStream(s);
        expect(ids(read)).toEqual(ids(written));
        expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
        expect(read.map((e) => e.type)).toEqual(['Created', 'Renamed', 'Scored']);
        expect(read.map((e) => e.streamId)).toEqual([s, s, s]);
        expect(read[0]!.data).toEqual(written[0]!.data);
        expect(read[2]!.data).toEqual([1, 2.5, 'x']);
        expect(read[0]!.metadata).toEqual({ userId: 'u1' });
        expect(read[1]!.metadata).toEqual({});
        for (const e of read) {
          expect(e.created).toBeInstanceOf(Date);
          expect(e.created.getTime()).toBeGreaterThanOrEqual(before - 60_000);
          expect(e.created.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
          expect(typeof e.position.commit).toBe('bigint');
          expect(typeof e.position.prepare).toBe('bigint');
        }
        expectStrictlyIncreasing(read);
        expect(result.nextExpectedRevision).toBe(2n);
        expect(comparePositions(result.position, read[2]!.position)).toBe(0);
      });

      it('orders later appends after earlier ones in $all', async () => {
        const s = stream();
        const first = await store.appendToStream(s, [event('A')]);
        const second = await store.appendToStream(stream(), [event('B')]);
        const third = await store.appendToStream(s, [event('C')]);
        expect(comparePositions(first.position, second.position)).toBe(-1);
        expect(comparePositions(second.position, third.position)).toBe(-1);
        expect(third.nextExpectedRevision).toBe(1n);
      });
    });

    describe('expected revision', () => {
      it("'any' (the default) appends to a new and to an existing stream", async () => {
        const s = stream();
        expect((await store.appendToStream(s, [event('A')])).nextExpectedRevision).toBe(0n);
        expect((await store.appendToStream(s, [event('B')], { expectedRevision: 'any' })).nextExpectedRevision).toBe(1n);
      });

      it("'no_stream' succeeds on a new stream and fails on an existing one", async () => {
        const s = stream();
        await store.appendToStream(s, events(2), { expectedRevision: 'no_stream' });
        await expectWrongExpectedVersion(store.appendToStream(s, [event('X')], { expectedRevision: 'no_stream' }), s, 'no_stream', 1n);
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it("'stream_exists' fails on a missing stream and succeeds on an existing one", async () => {
        const s = stream();
        await expectWrongExpectedVersion(
          store.appendToStream(s, [event('X')], { expectedRevision: 'stream_exists' }),
          s,
          'stream_exists',
          undefined,
        );
        await expect(store.readStream(s)).rejects.toBeInstanceOf(StreamNotFoundError);
        await store.appendToStream(s, [event('A')]);
        const result = await store.appendToStream(s, [event('B')], { expectedRevision: 'stream_exists' });
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it('an exact revision succeeds when it is current and fails otherwise, naming expected and actual', async () => {
        const s = stream();
        await expectWrongExpectedVersion(store.appendToStream(s, [event('X')], { expectedRevision: 0n }), s, 0n, undefined);
        await store.appendToStream(s, events(3), { expectedRevision: 'no_stream' });
        await expectWrongExpectedVersion(store.appendToStream(s, [event('X')], { expectedRevision: 1n }), s, 1n, 2n);
        await expectWrongExpectedVersion(store.appendToStream(s, [event('X')], { expectedRevision: 5n }), s, 5n, 2n);
        const result = await store.appendToStream(s, events(2), { expectedRevision: 2n });
        expect(result.nextExpectedRevision).toBe(4n);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
      });

      it('an empty append checks the expected revision and reports the current state', async () => {
        const s = stream();
        await expectWrongExpectedVersion(store.appendToStream(s, [], { expectedRevision: 'stream_exists' }), s, 'stream_exists', undefined);
        const written = await store.appendToStream(s, events(2));
        const empty = await store.appendToStream(s, [], { expectedRevision: 1n });
        expect(empty.nextExpectedRevision).toBe(1n);
        expect(comparePositions(empty.position, written.position)).toBe(0);
        await expectWrongExpectedVersion(store.appendToStream(s, [], { expectedRevision: 'no_stream' }), s, 'no_stream', 1n);
        await expectWrongExpectedVersion(store.appendToStream(s, [], { expectedRevision: 0n }), s, 0n, 1n);
        expect(await store.readStream(s)).toHaveLength(2);
      });
    });

    describe('idempotency', () => {
      /** The ids as they occur in the most recent part of $all. */
      async function occurrencesInAll(wanted: readonly string[]): Promise<number> {
        const recent = await store.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 200 });
        const set = new Set(wanted);
        return recent.filter((e) => set.has(e.id)).length;
      }

      it.each<[string, (s: string) => Promise<ExpectedRevision>]>([
        ['an exact revision', async (s) => (await store.appendToStream(s, events(2))).nextExpectedRevision],
        ["'no_stream'", async () => 'no_stream'],
        ["'any'", async () => 'any'],
      ])('re-appending the same ids with %s returns the original result and writes nothing', async (_label, setup) => {
        const s = stream();
        const expectedRevision = await setup(s);
        const batch = events(3, 'Retried');
        const original = await store.appendToStream(s, batch, { expectedRevision });
        const countBefore = (await store.readStream(s)).length;
        const retry = await store.appendToStream(s, batch, { expectedRevision });
        expect(retry.nextExpectedRevision).toBe(original.nextExpectedRevision);
        expect(comparePositions(retry.position, original.position)).toBe(0);
        expect(await store.readStream(s)).toHaveLength(countBefore);
        expect(await occurrencesInAll(ids(batch))).toBe(3);
      });

      it('a retry that repeats only some of the ids is an idempotency violation and writes nothing', async () => {
        const s = stream();
        const [a, b] = events(2);
        await store.appendToStream(s, [a!, b!]);
        const c = event('Other');
        const error = await failure(store.appendToStream(s, [a!, c]));
        expect(error).toBeInstanceOf(IdempotencyViolationError);
        expect((error as IdempotencyViolationError).streamId).toBe(s);
        expect(ids(await store.readStream(s))).toEqual([a!.id, b!.id]);
        expect(await occurrencesInAll([c.id])).toBe(0);
      });
    });

    describe('readStream', () => {
      let s: string;
      let written: EventToAppend[];
      beforeEach(async () => {
        s = stream();
        written = events(5);
        await store.appendToStream(s, written);
      });

      it('reads forwards from the start, from a revision (inclusive) and with maxCount', async () => {
        expect(ids(await store.readStream(s, { direction: 'forwards', fromRevision: 'start' }))).toEqual(ids(written));
        expect((await store.readStream(s, { fromRevision: 2n })).map((e) => e.revision)).toEqual([2n, 3n, 4n]);
        expect((await store.readStream(s, { fromRevision: 1n, maxCount: 2 })).map((e) => e.revision)).toEqual([1n, 2n]);
        expect(await store.readStream(s, { fromRevision: 5n })).toEqual([]);
        expect(await store.readStream(s, { fromRevision: 'end' })).toEqual([]);
      });

      it('reads backwards from the end, from a revision (inclusive) and with maxCount', async () => {
        expect(ids(await store.readStream(s, { direction: 'backwards', fromRevision: 'end' }))).toEqual(ids(written).reverse());
        expect((await store.readStream(s, { direction: 'backwards', fromRevision: 'end', maxCount: 1 })).map((e) => e.revision)).toEqual([
          4n,
        ]);
        expect((await store.readStream(s, { direction: 'backwards', fromRevision: 2n })).map((e) => e.revision)).toEqual([2n, 1n, 0n]);
        expect((await store.readStream(s, { direction: 'backwards', fromRevision: 3n, maxCount: 2 })).map((e) => e.revision)).toEqual([
          3n,
          2n,
        ]);
      });

      it('throws StreamNotFoundError for a stream that never existed', async () => {
        const missing = stream();
        const error = await failure(store.readStream(missing));
        expect(error).toBeInstanceOf(StreamNotFoundError);
        expect((error as StreamNotFoundError).streamId).toBe(missing);
        await expect(store.readStream(missing, { direction: 'backwards', fromRevision: 'end' })).rejects.toBeInstanceOf(
          StreamNotFoundError,
        );
      });
    });

    describe('readAll', () => {
      it('reads forwards from a position (inclusive) with maxCount', async () => {
        const s = stream();
        await store.appendToStream(s, events(1));
        const written = events(3);
        await store.appendToStream(s, written);
        const [first] = await store.readStream(s, { fromRevision: 1n, maxCount: 1 });
        const read = await store.readAll({ direction: 'forwards', fromPosition: first!.position, maxCount: 3 });
        expect(ids(read)).toEqual(ids(written));
        expectStrictlyIncreasing(read);
        const two = await store.readAll({ fromPosition: first!.position, maxCount: 2 });
        expect(ids(two)).toEqual(ids(written).slice(0, 2));
      });

      it('reads backwards from a position (inclusive) with maxCount', async () => {
        const s = stream();
        const written = events(3);
        await store.appendToStream(s, written);
        await store.appendToStream(s, events(1));
        const [third] = await store.readStream(s, { fromRevision: 2n, maxCount: 1 });
        const read = await store.readAll({ direction: 'backwards', fromPosition: third!.position, maxCount: 3 });
        expect(ids(read)).toEqual(ids(written).reverse());
        expect(ids(await store.readAll({ direction: 'backwards', fromPosition: third!.position, maxCount: 1 }))).toEqual([written[2]!.id]);
      });

      it('reads from the start forwards and from the end backwards, in order', async () => {
        const s = stream();
        const result = await store.appendToStream(s, events(3));
        const forwards = await store.readAll({ fromPosition: 'start', maxCount: 3 });
        expect(forwards).toHaveLength(3);
        expectStrictlyIncreasing(forwards);
        const backwards = await store.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 3 });
        expect(backwards).toHaveLength(3);
        expectStrictlyIncreasing([...backwards].reverse());
        expect(comparePositions(backwards[0]!.position, result.position)).toBeGreaterThanOrEqual(0);
        expect(await store.readAll({ fromPosition: 'end' })).toEqual([]);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up, then goes live while appends continue, with no gap and no duplicate (2,000 events)', async () => {
        const streams = [stream('one'), stream('two')];
        let appended = 0;
        const appendRound = async (round: number) => {
          // 100 appends of 10 events, alternating between the two streams, each awaited.
          for (let i = 0; i < 100; i++) {
            await store.appendToStream(streams[i % 2]!, events(10, 'Tick', round * 1000 + i * 10));
            appended++;
          }
        };
        await appendRound(0);
        const subscription = store.subscribeToAll({ fromPosition: 'start', filter: { streamNamePrefix: [`${cat}-`] } });
        // The second half is appended while the subscription catches up on the first: consuming starts
        // once a few of those appends have landed and 90 are still to come.
        let appendFailed = false;
        const appending = appendRound(1).catch((error: unknown) => {
          appendFailed = true;
          throw error;
        });
        while (appended < 110 && !appendFailed) await new Promise((resolve) => setTimeout(resolve, 2));
        const received: RecordedEvent[] = [];
        while (received.length < 2000) {
          const page = await take(subscription, 100, 30_000);
          if (page.length < 100) throw new Error(`subscription ended after ${received.length + page.length} events`);
          received.push(...page);
          await nextTurn(); // a consumer that yields, so appends interleave with catch-up
        }
        await appending;
        await subscription.unsubscribe();

        expect(received).toHaveLength(2000);
        expect(new Set(ids(received)).size).toBe(2000);
        expectStrictlyIncreasing(received);
        const all = [...(await store.readStream(streams[0]!)), ...(await store.readStream(streams[1]!))].sort((a, b) =>
          comparePositions(a.position, b.position),
        );
        expect(ids(received)).toEqual(ids(all));
        for (const s of streams) {
          expect(received.filter((e) => e.streamId === s).map((e) => e.revision)).toEqual(
            Array.from({ length: 1000 }, (_, i) => BigInt(i)),
          );
        }
      });

      it('starts after fromPosition (exclusive)', async () => {
        const s = stream();
        const written = events(3);
        await store.appendToStream(s, written);
        const later = events(2);
        const [first] = await store.readStream(s, { maxCount: 1 });
        const fromFirst = store.subscribeToAll({ fromPosition: first!.position, filter: { streamNamePrefix: [s] } });
        const [, , third] = await store.readStream(s);
        const fromThird = store.subscribeToAll({ fromPosition: third!.position, filter: { streamNamePrefix: [s] } });
        await store.appendToStream(s, later);
        expect(ids(await take(fromFirst, 4))).toEqual([written[1]!.id, written[2]!.id, ...ids(later)]);
        expect(ids(await take(fromThird, 2))).toEqual(ids(later));
        await fromFirst.unsubscribe();
        await fromThird.unsubscribe();
      });

      it("from 'end' delivers only events appended after subscribing", async () => {
        const s = stream();
        await store.appendToStream(s, events(3));
        const subscription = store.subscribeToAll({ fromPosition: 'end', filter: { streamNamePrefix: [s] } });
        // A server resolves 'end' when its subscription call arrives, which the synchronous API cannot
        // await; give it a moment (the SQLite suite also checks an append made right away).
        await new Promise((resolve) => setTimeout(resolve, 300));
        const live = events(2);
        await store.appendToStream(s, live);
        expect(ids(await take(subscription, 2))).toEqual(ids(live));
        await subscription.unsubscribe();
      });

      it('filters by stream name prefix, event type prefix and type regex, every given criterion matching', async () => {
        const t = `T${unique()}`;
        const alpha = `${cat}alpha-1`;
        const beta = `${cat}beta-1`;
        const marker = await store.appendToStream(stream(), [event(`${t}Marker`)]);
        const subscriptionOf = (filter: SubscriptionFilter) => store.subscribeToAll({ fromPosition: marker.position, filter });
        const aCreated = event(`${t}Created`);
        const aUpdated = event(`${t}Updated`);
        const bCreated = event(`${t}Created`);
        const bDeleted = event(`${t}Deleted`);
        const aDeleted = event(`${t}Deleted`);
        const cases: [SubscriptionFilter, EventToAppend[]][] = [
          [{ streamNamePrefix: [`${cat}alpha`] }, [aCreated, aUpdated, aDeleted]],
          [{ eventTypePrefix: [`${t}Cre`] }, [aCreated, bCreated]],
          [{ eventTypeRegex: new RegExp(`^${t}(Updated|Deleted)$`) }, [aUpdated, bDeleted, aDeleted]],
          [{ streamNamePrefix: [`${cat}beta`], eventTypePrefix: [`${t}Cre`] }, [bCreated]],
          [{ streamNamePrefix: [`${cat}beta`], eventTypeRegex: /Deleted$/ }, [bDeleted]],
          [{ streamNamePrefix: [`${cat}alpha`, `${cat}beta`] }, [aCreated, aUpdated, bCreated, bDeleted, aDeleted]],
        ];
        const subscriptions = cases.map(([filter]) => subscriptionOf(filter));
        await store.appendToStream(alpha, [aCreated, aUpdated]);
        await store.appendToStream(beta, [bCreated, bDeleted]);
        await store.appendToStream(alpha, [aDeleted]);
        for (const [i, [, expected]] of cases.entries()) {
          expect(ids(await take(subscriptions[i]!, expected.length))).toEqual(ids(expected));
        }
        // Nothing else matched: the next event each one delivers is the first terminator it matches.
        const t1 = event(`${t}Updated`);
        const t2 = event(`${t}CreatedDeleted`);
        await store.appendToStream(alpha, [t1]);
        await store.appendToStream(beta, [t2]);
        const next = [t1, t2, t1, t2, t2, t1];
        for (const [i, subscription] of subscriptions.entries()) {
          expect(ids(await take(subscription, 1))).toEqual([next[i]!.id]);
          await subscription.unsubscribe();
        }
      });

      it('unsubscribe() ends an iteration that is waiting for live events', async () => {
        const s = stream();
        await store.appendToStream(s, events(1));
        const subscription = store.subscribeToAll({ fromPosition: 'end', filter: { streamNamePrefix: [s] } });
        const iterator = subscription[Symbol.asyncIterator]();
        const pending = iterator.next();
        await new Promise((resolve) => setTimeout(resolve, 50));
        const started = Date.now();
        await subscription.unsubscribe();
        const result = await pending;
        expect(result.done).toBe(true);
        expect(Date.now() - started).toBeLessThan(2000);
        expect((await iterator.next()).done).toBe(true);
      });

      it('breaking out of for-await ends the subscription', async () => {
        const s = stream();
        await store.appendToStream(s, events(5));
        const subscription = store.subscribeToAll({ filter: { streamNamePrefix: [s] } });
        let seen = 0;
        for await (const e of subscription) {
          expect(e.streamId).toBe(s);
          if (++seen === 2) break;
        }
        expect(seen).toBe(2);
        expect((await subscription[Symbol.asyncIterator]().next()).done).toBe(true);
      });
    });

    describe('deleteStream (soft delete)', () => {
      it('hides the stream from readStream but keeps its events in $all and subscriptions', async () => {
        const s = stream();
        const written = events(3);
        await store.appendToStream(s, written);
        const [first] = await store.readStream(s, { maxCount: 1 });
        const subscription = store.subscribeToAll({ fromPosition: 'start', filter: { streamNamePrefix: [s] } });
        await store.deleteStream(s);
        await expect(store.readStream(s)).rejects.toBeInstanceOf(StreamNotFoundError);
        expect(ids(await store.readAll({ fromPosition: first!.position, maxCount: 3 }))).toEqual(ids(written));
        expect(ids(await take(subscription, 3))).toEqual(ids(written));
        await subscription.unsubscribe();
      });

      it.each<ExpectedRevision>(['no_stream', 'any'])(
        "a later append with '%s' recreates the stream and revisions continue after the deleted ones",
        async (expectedRevision) => {
          const s = stream();
          await store.appendToStream(s, events(3));
          await store.deleteStream(s);
          const fresh = events(2);
          const result = await store.appendToStream(s, fresh, { expectedRevision });
          expect(result.nextExpectedRevision).toBe(4n);
          const read = await store.readStream(s);
          expect(ids(read)).toEqual(ids(fresh));
          expect(read.map((e) => e.revision)).toEqual([3n, 4n]);
          expect((await store.readStream(s, { direction: 'backwards', fromRevision: 'end' })).map((e) => e.revision)).toEqual([4n, 3n]);
          expect((await store.appendToStream(s, events(1), { expectedRevision: 4n })).nextExpectedRevision).toBe(5n);
        },
      );

      it("'stream_exists' on a deleted stream fails", async () => {
        const s = stream();
        await store.appendToStream(s, events(2));
        await store.deleteStream(s);
        await expectWrongExpectedVersion(
          store.appendToStream(s, [event('X')], { expectedRevision: 'stream_exists' }),
          s,
          'stream_exists',
          undefined,
        );
        await expect(store.readStream(s)).rejects.toBeInstanceOf(StreamNotFoundError);
      });

      it('checks the expected revision of the delete', async () => {
        const s = stream();
        await store.appendToStream(s, events(3));
        await expectWrongExpectedVersion(store.deleteStream(s, { expectedRevision: 1n }), s, 1n, 2n);
        await expectWrongExpectedVersion(store.deleteStream(s, { expectedRevision: 'no_stream' }), s, 'no_stream', 2n);
        expect(await store.readStream(s)).toHaveLength(3);
        await store.deleteStream(s, { expectedRevision: 2n });
        await expect(store.readStream(s)).rejects.toBeInstanceOf(StreamNotFoundError);
      });
    });

    describe('concurrent appends (group commit)', () => {
      it('decides each concurrent append on its own: the failures reject, the others land, counts exact', async () => {
        const contested = Array.from({ length: 40 }, (_, i) => stream(`contested${i}`));
        const free = Array.from({ length: 40 }, (_, i) => stream(`free${i}`));
        await Promise.all(contested.map((s) => store.appendToStream(s, [event('Opened')], { expectedRevision: 'no_stream' })));

        const attempts: { kind: 'contested' | 'free' | 'taken'; stream: string; promise: Promise<AppendResult> }[] = [];
        for (let i = 0; i < 40; i++) {
          for (let k = 0; k < 3; k++) {
            attempts.push({
              kind: 'contested',
              stream: contested[i]!,
              promise: store.appendToStream(contested[i]!, events(2), { expectedRevision: 0n }),
            });
          }
          attempts.push({ kind: 'free', stream: free[i]!, promise: store.appendToStream(free[i]!, events(3)) });
          attempts.push({
            kind: 'taken',
            stream: contested[i]!,
            promise: store.appendToStream(contested[i]!, events(1), { expectedRevision: 'no_stream' }),
          });
        }
        const settled = await Promise.allSettled(attempts.map((a) => a.promise));
        const outcome = (kind: string, status: string) =>
          settled.filter((r, i) => attempts[i]!.kind === kind && r.status === status).length;
        expect(outcome('contested', 'fulfilled')).toBe(40);
        expect(outcome('contested', 'rejected')).toBe(80);
        expect(outcome('free', 'fulfilled')).toBe(40);
        expect(outcome('taken', 'rejected')).toBe(40);
        for (const [i, r] of settled.entries()) {
          if (r.status === 'rejected') {
            expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
            expect((r.reason as WrongExpectedVersionError).streamId).toBe(attempts[i]!.stream);
          }
        }
        for (const s of contested) expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
        for (const s of free) expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      });
    });
  });
}
