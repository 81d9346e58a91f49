import { randomUUID } from 'node:crypto';
import { heldWork, useRedisServer } from '@forge/testing';
import { closeRedisClient, openRedisClient, type RedisClient } from './client';
import { startConsumerGroup, type ConsumerGroup, type Delivery } from './consumerGroup';
import { redisFairFeed, type FairFeedKeys } from './fairFeed';

const redis = useRedisServer();
const place = (n: number) => ({ commit: BigInt(n), prepare: BigInt(n) });

describe('a log fed to a consumer group by turns between owners', () => {
  let client: RedisClient;
  let keys: FairFeedKeys;
  const consumers: ConsumerGroup[] = [];
  beforeEach(() => {
    client = openRedisClient(redis.url());
    const prefix = `fair:${randomUUID()}`;
    keys = { stream: `${prefix}:stream`, group: 'workers', room: `${prefix}:room` };
  });
  afterEach(async () => {
    await Promise.all(consumers.splice(0).map((c) => c.stop()));
    await closeRedisClient(client);
  });

  /** Consumers whose entries each wait until released; `started` is the order they began in, across consumers. */
  const heldJobs = () => heldWork(({ entry }: Delivery) => entry.message['job']!);

  const startConsumer = async (name: string, handle: (d: Delivery) => Promise<void>) => {
    const feed = redisFairFeed(client, keys, 'job');
    const consumer = await startConsumerGroup({
      client,
      stream: keys.stream,
      group: keys.group,
      consumer: name,
      concurrency: 1,
      blockMs: 100,
      handle,
      beforeRead: (free) => feed.take(free),
      log: () => undefined,
    });
    consumers.push(consumer);
  };

  it("starts a newcomer's entry before any flooder's second, with two consumers sharing the stream", async () => {
    const work = heldJobs();
    await startConsumer('one', work.handle);
    await startConsumer('two', work.handle);
    const feed = redisFairFeed(client, keys, 'job');
    let at = 0;
    // The holder's first two fill both consumers; then the floods, then a newcomer, all in log order.
    for (const rank of [1, 2, 3]) await feed.feed('holder', `holder#${rank}`, place(++at));
    await work.until(2);
    for (const rank of [1, 2, 3]) for (const f of ['f1', 'f2', 'f3']) await feed.feed(f, `${f}#${rank}`, place(++at));
    await feed.feed('newcomer', 'newcomer#1', place(at + 1));
    expect(work.started.sort()).toEqual(['holder#1', 'holder#2']);

    for (let n = 3; n <= 3 + 9 + 1; n++) {
      work.release(work.started[n - 3]!);
      await work.until(n);
    }
    const newcomerAt = work.started.indexOf('newcomer#1');
    const firstSecond = work.started.findIndex((job) => /^f\d#2$/.test(job));
    expect(newcomerAt).toBeLessThan(firstSecond);
    for (const job of work.started.slice(-2)) work.release(job);
  });

  it('feeds each event once, however many feeders feed it, and checkpoints with the same script', async () => {
    const one = redisFairFeed(client, keys, 'job');
    const other = redisFairFeed(client, keys, 'job');
    expect(await one.checkpoint.load()).toBeUndefined();
    await one.feed('u', 'a', place(3));
    await other.feed('u', 'a', place(3));
    await other.feed('v', 'b', place(7));
    await one.feed('u', 'a', place(3));
    expect(await one.checkpoint.load()).toEqual(place(7));
    // The stream was empty: the first went straight in; the second waits in the room until a take.
    expect(await client.xLen(keys.stream)).toBe(1);
    expect(await one.take(10)).toBe(1);
    expect(await one.take(10)).toBe(0);
    const entries = await client.xRange(keys.stream, '-', '+');
    expect(entries.map((e) => e.message['job'])).toEqual(['a', 'b']);
  });

  it('keeps no more in the stream than the readers asked for', async () => {
    const feed = redisFairFeed(client, keys, 'job');
    await client.xGroupCreate(keys.stream, keys.group, '0', { MKSTREAM: true });
    // Nothing undelivered: the first goes straight in; the rest wait in the room.
    for (let n = 1; n <= 5; n++) await feed.feed(`u${n}`, `j${n}`, place(n));
    expect(await client.xLen(keys.stream)).toBe(1);
    // One undelivered already: a take of one adds nothing, a take of three adds two.
    expect(await feed.take(1)).toBe(0);
    expect(await feed.take(3)).toBe(2);
    expect(await client.xLen(keys.stream)).toBe(3);
  });
});
