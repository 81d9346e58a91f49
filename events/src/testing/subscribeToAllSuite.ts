/**
 * The EventStore suite's subscriptions: catching up, going live, filters and positions. Run by
 * describeEventStoreSuite (eventStoreSuite.ts) inside its own describe, on the store each test opens.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { comparePositions, type EventStore, type EventToAppend, type RecordedEvent, type SubscriptionFilter } from '../store/eventStore';
import { event, events, expectStrictlyIncreasing, ids, take, unique, type SuiteTest } from './eventStoreSuiteKit';

export function describeSubscribeToAll(current: () => SuiteTest): void {
  describe('subscribeToAll', () => {
    let store: EventStore;
    let cat: string;
    const stream = (suffix: string = randomUUID()) => `${cat}-${suffix}`;
    beforeEach(() => {
      ({ store, cat } = current());
    });

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
        expect(received.filter((e) => e.streamId === s).map((e) => e.revision)).toEqual(Array.from({ length: 1000 }, (_, i) => BigInt(i)));
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
}
