/**
 * The suite every EventStore adapter passes. It uses jest globals, so it is NOT exported from the
 * package index: import it by path from an adapter's test. Stream names and event types carry a random
 * suffix per test, so the suite can run against a shared, long-lived server.
 */
import { randomUUID } from 'node:crypto';
import { comparePositions, type AppendResult, type EventStore, type EventToAppend, type ExpectedRevision } from '../store/eventStore';
import { IdempotencyViolationError, StreamNotFoundError, WrongExpectedVersionError } from '../store/errors';
import {
  event,
  events,
  expectStrictlyIncreasing,
  expectWrongExpectedVersion,
  failure,
  ids,
  take,
  unique,
  type OpenedEventStore,
} from './eventStoreSuiteKit';
import { describeSubscribeToAll } from './subscribeToAllSuite';

export { event, events, expectWrongExpectedVersion, failure, take, unique, type OpenedEventStore } from './eventStoreSuiteKit';

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

    describeSubscribeToAll(() => ({ store, cat }));

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
