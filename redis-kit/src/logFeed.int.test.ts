import { randomUUID } from 'node:crypto';
import { useRedisServer } from '@forge/testing';
import { closeRedisClient, openRedisClient, type RedisClient } from './client';
import { redisLogFeed } from './logFeed';

const redis = useRedisServer();

describe('a Redis stream fed from a log', () => {
  let client: RedisClient;
  let keys: { stream: string; checkpoint: string };
  beforeEach(() => {
    client = openRedisClient(redis.url());
    const prefix = `feed:${randomUUID()}`;
    keys = { stream: `${prefix}:stream`, checkpoint: `${prefix}:checkpoint` };
  });
  afterEach(() => closeRedisClient(client));

  const place = (n: number) => ({ commit: BigInt(n), prepare: BigInt(n) });

  it('takes each event once, however many feeders feed it, and checkpoints with the same script', async () => {
    const one = redisLogFeed(client, keys, 'job');
    const other = redisLogFeed(client, keys, 'job');
    expect(await one.checkpoint.load()).toBeUndefined();
    await one.feed('a', place(3));
    await other.feed('a', place(3));
    await other.feed('b', place(7));
    await one.feed('b', place(7));
    // An event before the last fed one (a feeder that fell behind) is not fed again.
    await one.feed('a', place(3));
    const entries = await client.xRange(keys.stream, '-', '+');
    expect(entries.map((e) => [e.id, e.message])).toEqual([
      ['3-3', { job: 'a' }],
      ['7-7', { job: 'b' }],
    ]);
    expect(await other.checkpoint.load()).toEqual(place(7));
  });

  it('a checkpoint that is not a log place is an error, not a silent restart from the beginning', async () => {
    await client.set(keys.checkpoint, 'garbage');
    await expect(redisLogFeed(client, keys, 'job').checkpoint.load()).rejects.toThrow('not a log place: stream entry id garbage');
  });
});
