import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { useRedisServer } from '@forge/testing';
import { describeRateLimiterSuite } from '../testing/rateLimiterSuite';
import { redisRateLimiter } from './redisRateLimiter';

const redis = useRedisServer();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Real Redis, real time: windows expire by Redis' own clock, so the short window is waited out.
 * `connect` gives the limiter its connection (a URL, or a client of the test's), and `release`
 * undoes what it made.
 */
const suiteOn = (name: string, connect: () => Promise<{ target: string | RedisClientType; release: () => Promise<void> }>) =>
  describeRateLimiterSuite(name, async () => {
    const keyPrefix = `rl:${randomUUID()}:`;
    const { target, release } = await connect();
    const limiter = redisRateLimiter(target, { keyPrefix });
    return {
      limiter,
      shortWindowMs: 300,
      elapse: sleep,
      async cleanup() {
        await limiter.close();
        await release();
        await redis.deleteKeysUnder(keyPrefix);
      },
    };
  });

suiteOn('redis (own connection from a URL)', async () => ({ target: redis.url(), release: async () => undefined }));

suiteOn('redis (shared client)', async () => {
  const client: RedisClientType = createClient({ url: redis.url(), RESP: 2 });
  client.on('error', () => undefined);
  await client.connect();
  return {
    target: client,
    async release() {
      // The limiter does not close a client it was given.
      expect(client.isReady).toBe(true);
      await client.close();
    },
  };
});

describe('Redis rate limiter specifics', () => {
  let keyPrefix: string;
  beforeEach(() => {
    keyPrefix = `rl-specific:${randomUUID()}:`;
  });

  it('keeps one counter key per limited key, expiring with its window', async () => {
    const limiter = redisRateLimiter(redis.url(), { keyPrefix });
    try {
      await limiter.hit('login:ip:1', 5, 60_000);
      await limiter.hit('login:ip:1', 5, 60_000);
      expect(await redis.keysUnder(keyPrefix)).toEqual([`${keyPrefix}login:ip:1`]);
      expect(await redis.admin().get(`${keyPrefix}login:ip:1`)).toBe('2');
      const pttl = await redis.admin().pTTL(`${keyPrefix}login:ip:1`);
      expect(pttl).toBeGreaterThan(55_000);
      expect(pttl).toBeLessThanOrEqual(60_000);

      await limiter.reset('login:ip:1');
      expect(await redis.keysUnder(keyPrefix)).toEqual([]);
    } finally {
      await limiter.close();
    }
  });

  it('shares counters between API replicas', async () => {
    const replicaA = redisRateLimiter(redis.url(), { keyPrefix });
    const replicaB = redisRateLimiter(redis.url(), { keyPrefix });
    try {
      expect((await replicaA.hit('login:email:x', 2, 60_000)).allowed).toBe(true);
      expect((await replicaB.hit('login:email:x', 2, 60_000)).allowed).toBe(true);
      expect((await replicaA.peek('login:email:x', 2)).allowed).toBe(false);
      expect((await replicaB.hit('login:email:x', 2, 60_000)).allowed).toBe(false);
      await replicaA.reset('login:email:x');
      expect((await replicaB.hit('login:email:x', 2, 60_000)).allowed).toBe(true);
    } finally {
      await replicaA.close();
      await replicaB.close();
    }
  });

  it('gives a counter that lost its expiry a new window instead of limiting forever', async () => {
    const limiter = redisRateLimiter(redis.url(), { keyPrefix });
    try {
      await redis.admin().set(`${keyPrefix}stuck`, '100');
      expect(await limiter.hit('stuck', 5, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 60 });
      const pttl = await redis.admin().pTTL(`${keyPrefix}stuck`);
      expect(pttl).toBeGreaterThan(55_000);
    } finally {
      await limiter.close();
    }
  });

  it('uses `ratelimit:` as the default key prefix', async () => {
    const key = `default-prefix-${randomUUID()}`;
    const limiter = redisRateLimiter(redis.url());
    try {
      await limiter.hit(key, 1, 60_000);
      expect(await redis.admin().exists(`ratelimit:${key}`)).toBe(1);
      await limiter.reset(key);
      expect(await redis.admin().exists(`ratelimit:${key}`)).toBe(0);
    } finally {
      await limiter.close();
    }
  });
});
