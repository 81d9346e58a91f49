import { randomUUID } from 'node:crypto';
import { useRedisServer } from '@forge/testing';
import { describeReadModelStoreSuite } from '../testing/readModelStoreSuite';
import { openRedisReadModelStore } from './redisReadModelStore';

const redis = useRedisServer();
const keysUnder = (prefix: string) => redis.keysUnder(prefix);

// Each test gets its own key prefix on the shared server, and removes its keys afterwards.
describeReadModelStoreSuite('redis', async () => {
  const keyPrefix = `contract:${randomUUID()}:`;
  const store = openRedisReadModelStore(redis.url(), { keyPrefix });
  return {
    store,
    async cleanup() {
      await store.close();
      await redis.deleteKeysUnder(keyPrefix);
    },
  };
});

describe('Redis read model store specifics', () => {
  const pos = (n: bigint) => ({ commit: n, prepare: n });

  it('a commit by one process is visible to another connection (projections writer, API readers)', async () => {
    const keyPrefix = `shared:${randomUUID()}:`;
    const writer = openRedisReadModelStore(redis.url(), { keyPrefix });
    const reader = openRedisReadModelStore(redis.url(), { keyPrefix });
    try {
      await writer.commit([{ collection: 'users', id: 'u1', doc: { id: 'u1' } }], new Map([['users', { position: pos(5n), version: 1 }]]));
      expect(await reader.get('users', 'u1')).toEqual({ id: 'u1' });
      expect(await reader.list('users')).toEqual([{ id: 'u1' }]);
      expect(await reader.checkpoint('users')).toEqual({ position: pos(5n), version: 1 });
    } finally {
      await writer.close();
      await reader.close();
    }
  });

  it('key prefixes isolate deployments sharing one server, and every key is under the prefix', async () => {
    const a = `iso-a:${randomUUID()}:`;
    const b = `iso-b:${randomUUID()}:`;
    const storeA = openRedisReadModelStore(redis.url(), { keyPrefix: a });
    const storeB = openRedisReadModelStore(redis.url(), { keyPrefix: b });
    try {
      await storeA.commit([{ collection: 'users', id: 'u1', doc: { from: 'a' } }], new Map([['users', { position: pos(1n), version: 1 }]]));
      expect(await storeB.get('users', 'u1')).toBeUndefined();
      expect(await storeB.list('users')).toEqual([]);
      expect(await storeB.checkpoint('users')).toBeUndefined();

      await storeB.reset('users');
      expect(await storeA.get('users', 'u1')).toEqual({ from: 'a' });

      const keys = await keysUnder(a);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((k) => k.startsWith(a))).toBe(true);
      expect(await keysUnder(b)).toEqual([]);
    } finally {
      await storeA.close();
      await storeB.close();
    }
  });

  it('removes the collection keys entirely when reset, rather than leaving empty structures', async () => {
    const keyPrefix = `reset:${randomUUID()}:`;
    const store = openRedisReadModelStore(redis.url(), { keyPrefix });
    try {
      await store.commit([{ collection: 'alpha', id: 'a', doc: 1 }], new Map([['alpha', { position: pos(1n), version: 1 }]]));
      await store.reset('alpha');
      // Only the checkpoints hash can remain, and it no longer has the projection.
      const keys = await keysUnder(keyPrefix);
      for (const key of keys) expect(key).toBe(`${keyPrefix}rm:checkpoints`);
      for (const key of keys) expect(await redis.admin().hExists(key, 'alpha')).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('surfaces an error Redis reports inside the transaction instead of pretending the commit worked', async () => {
    const keyPrefix = `clobbered:${randomUUID()}:`;
    const store = openRedisReadModelStore(redis.url(), { keyPrefix });
    try {
      // Someone overwrote the collection's id index with a plain string: ZADD answers WRONGTYPE.
      await redis.admin().set(`${keyPrefix}rm:ids:users`, 'not a sorted set');
      await expect(store.commit([{ collection: 'users', id: 'u1', doc: {} }], new Map())).rejects.toThrow(/WRONGTYPE/);
    } finally {
      await store.close();
      await redis.deleteKeysUnder(keyPrefix);
    }
  });
});
