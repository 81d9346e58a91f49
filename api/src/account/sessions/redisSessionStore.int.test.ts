import { createHash, randomUUID } from 'node:crypto';
import { useRedisServer } from '@forge/testing';
import { describeSessionStoreSuite } from '../../testing/sessionStoreSuite';
import { openRedisSessionStore } from './redisSessionStore';

const redis = useRedisServer();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describeSessionStoreSuite('redis', async (clock) => {
  const keyPrefix = `sessions:${randomUUID()}:`;
  const store = openRedisSessionStore(redis.url(), clock, { keyPrefix });
  return {
    store,
    async persisted() {
      // Every key of this store and every value behind it.
      const keys = await redis.keysUnder(keyPrefix);
      const values = keys.length > 0 ? await redis.admin().mGet(keys) : [];
      return [...keys, ...values].join('\n');
    },
    async cleanup() {
      await store.close();
      await redis.deleteKeysUnder(keyPrefix);
    },
  };
});

describe('Redis session store specifics', () => {
  let keyPrefix: string;
  beforeEach(() => {
    keyPrefix = `sessions-specific:${randomUUID()}:`;
  });

  it('keys a session by the SHA-256 of its token and lets Redis expire it after the ttl', async () => {
    const store = openRedisSessionStore(redis.url(), undefined, { keyPrefix });
    try {
      const token = await store.create('user-1', 60_000);
      const key = `${keyPrefix}session:${createHash('sha256').update(token).digest('hex')}`;
      // Beside it, the user's set of session digests, so all of them can be ended at once.
      expect((await redis.keysUnder(keyPrefix)).sort()).toEqual([key, `${keyPrefix}user-sessions:user-1`].sort());
      const pttl = await redis.admin().pTTL(key);
      expect(pttl).toBeGreaterThan(55_000);
      expect(pttl).toBeLessThanOrEqual(60_000);
    } finally {
      await store.close();
    }
  });

  it('is gone from Redis itself once the ttl passes in real time', async () => {
    const store = openRedisSessionStore(redis.url(), undefined, { keyPrefix });
    try {
      const token = await store.create('user-1', 200);
      expect((await store.get(token))?.userId).toBe('user-1');
      await sleep(400);
      expect(await store.get(token)).toBeUndefined();
      expect(await redis.keysUnder(keyPrefix)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('deletes the key when the clock says the session has expired before Redis does', async () => {
    let now = Date.now();
    const store = openRedisSessionStore(redis.url(), () => new Date(now), { keyPrefix });
    try {
      const token = await store.create('user-1', 60_000);
      now += 60_000;
      expect(await store.get(token)).toBeUndefined();
      expect(await redis.keysUnder(keyPrefix)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('shares sessions between API replicas: one creates, another reads and revokes', async () => {
    const replicaA = openRedisSessionStore(redis.url(), undefined, { keyPrefix });
    const replicaB = openRedisSessionStore(redis.url(), undefined, { keyPrefix });
    try {
      const token = await replicaA.create('user-1', 60_000);
      expect((await replicaB.get(token))?.userId).toBe('user-1');
      await replicaB.revoke(token);
      expect(await replicaA.get(token)).toBeUndefined();
    } finally {
      await replicaA.close();
      await replicaB.close();
    }
  });

  it('a non-positive ttl yields a session that is already expired', async () => {
    const store = openRedisSessionStore(redis.url(), undefined, { keyPrefix });
    try {
      const token = await store.create('user-1', 0);
      expect(await store.get(token)).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
