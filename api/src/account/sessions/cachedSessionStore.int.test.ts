import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useRedisServer } from '@forge/testing';
import { describeSessionStoreSuite } from '../../testing/sessionStoreSuite';
import { cachedSessionStore } from './cachedSessionStore';
import { openRedisSessionStore } from './redisSessionStore';
import type { Session, SessionStore } from './sessionStore';
import { openSqliteSessionStore } from './sqliteSessionStore';

const HOUR = 3_600_000;
const redis = useRedisServer();

// The cache keeps every promise of the port, over either store.
describeSessionStoreSuite('cached sqlite', async (clock) => {
  const dir = mkdtempSync(join(tmpdir(), 'forge-cached-sessions-'));
  const file = join(dir, 'sessions.sqlite');
  const store = cachedSessionStore(openSqliteSessionStore(file, clock), { maxAgeMs: HOUR, clock });
  return {
    store,
    // What the store wrote: the database and its WAL, raw (the cache itself writes nothing).
    persisted: async () =>
      [file, `${file}-wal`]
        .filter((f) => existsSync(f))
        .map((f) => readFileSync(f).toString('latin1'))
        .join('\n'),
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describeSessionStoreSuite('cached redis', async (clock) => {
  const keyPrefix = `cached-sessions:${randomUUID()}:`;
  const store = cachedSessionStore(openRedisSessionStore(redis.url(), clock, { keyPrefix }), { maxAgeMs: 1000, clock });
  return {
    store,
    async persisted() {
      const keys = await redis.keysUnder(keyPrefix);
      return [...keys, ...(keys.length > 0 ? await redis.admin().mGet(keys) : [])].join('\n');
    },
    async cleanup() {
      await store.close();
      await redis.deleteKeysUnder(keyPrefix);
    },
  };
});

/** A store in memory that counts its lookups; `holdNextLookup` makes the next one wait, once it has read, until released. */
function countingStore() {
  const sessions = new Map<string, Session>();
  let next = 0;
  let gate: Promise<void> | undefined;
  const store: SessionStore & { lookups: number; holdNextLookup(): () => void } = {
    lookups: 0,
    holdNextLookup() {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    async create(userId, ttlMs) {
      const token = `token-${++next}`;
      sessions.set(token, { userId, expiresAt: Date.now() + ttlMs });
      return token;
    },
    async get(token) {
      store.lookups++;
      const session = sessions.get(token);
      const wait = gate;
      gate = undefined;
      if (wait) await wait;
      return session;
    },
    async revoke(token) {
      sessions.delete(token);
    },
    async revokeAllOf(userId, exceptToken) {
      for (const [token, session] of sessions) if (session.userId === userId && token !== exceptToken) sessions.delete(token);
    },
    async close() {},
  };
  return store;
}

describe('the session cache', () => {
  it('answers a session it has looked up from memory, and asks the store again once its max age is past', async () => {
    const inner = countingStore();
    let now = 0;
    const cache = cachedSessionStore(inner, { maxAgeMs: 1000, monotonic: () => now });
    const token = await inner.create('alice', HOUR);
    for (let i = 0; i < 5; i++) expect((await cache.get(token))?.userId).toBe('alice');
    expect(inner.lookups).toBe(1);
    now += 999;
    await cache.get(token);
    expect(inner.lookups).toBe(1);
    now += 1;
    await cache.get(token);
    expect(inner.lookups).toBe(2);
  });

  it('does not remember tokens the store does not know', async () => {
    const inner = countingStore();
    const cache = cachedSessionStore(inner, { maxAgeMs: HOUR });
    expect(await cache.get('forged')).toBeUndefined();
    expect(await cache.get('forged')).toBeUndefined();
    expect(inner.lookups).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('never answers a session past its expiry, however young the entry', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const clock = () => new Date(now);
    const dir = mkdtempSync(join(tmpdir(), 'forge-cached-sessions-'));
    const cache = cachedSessionStore(openSqliteSessionStore(join(dir, 'sessions.sqlite'), clock), { maxAgeMs: 10 * HOUR, clock });
    try {
      const token = await cache.create('alice', HOUR);
      expect((await cache.get(token))?.userId).toBe('alice');
      now += HOUR;
      expect(await cache.get(token)).toBeUndefined();
    } finally {
      await cache.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('forgets a session at once when it is revoked here, and every session of a user but the kept one', async () => {
    const inner = countingStore();
    const cache = cachedSessionStore(inner, { maxAgeMs: HOUR });
    const [a1, a2, kept, other] = [
      await inner.create('alice', HOUR),
      await inner.create('alice', HOUR),
      await inner.create('alice', HOUR),
      await inner.create('bob', HOUR),
    ];
    for (const token of [a1, a2, kept, other]) await cache.get(token);

    await cache.revoke(a1);
    expect(await cache.get(a1)).toBeUndefined();
    await cache.revokeAllOf('alice', kept);
    expect(await cache.get(a2)).toBeUndefined();
    expect((await cache.get(kept))?.userId).toBe('alice');
    expect((await cache.get(other))?.userId).toBe('bob');
    await cache.revokeAllOf('alice');
    expect(await cache.get(kept)).toBeUndefined();
  });

  it('does not keep what a lookup read before a revocation that overtook it', async () => {
    const inner = countingStore();
    const cache = cachedSessionStore(inner, { maxAgeMs: HOUR });
    const token = await inner.create('alice', HOUR);
    const release = inner.holdNextLookup();
    // The lookup reads the session, then waits; the logout happens meanwhile.
    const lookup = cache.get(token);
    await cache.revoke(token);
    release();
    expect((await lookup)?.userId).toBe('alice');
    expect(await cache.get(token)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('keeps no more sessions than it may, dropping the oldest first', async () => {
    const inner = countingStore();
    const cache = cachedSessionStore(inner, { maxAgeMs: HOUR, maxEntries: 2 });
    const [t1, t2, t3] = [await inner.create('u1', HOUR), await inner.create('u2', HOUR), await inner.create('u3', HOUR)];
    await cache.get(t1);
    await cache.get(t2);
    await cache.get(t3);
    expect(cache.size()).toBe(2);
    const before = inner.lookups;
    await cache.get(t2);
    await cache.get(t3);
    expect(inner.lookups).toBe(before);
    await cache.get(t1);
    expect(inner.lookups).toBe(before + 1);
  });

  it("sees another replica's logout over a shared Redis within its max age", async () => {
    const keyPrefix = `cached-sessions:${randomUUID()}:`;
    const maxAgeMs = 300;
    const replica = () => cachedSessionStore(openRedisSessionStore(redis.url(), undefined, { keyPrefix }), { maxAgeMs });
    const [a, b] = [replica(), replica()];
    try {
      const token = await a.create('alice', HOUR);
      expect((await b.get(token))?.userId).toBe('alice');
      await a.revoke(token);
      expect(await a.get(token)).toBeUndefined();
      // B answered from memory a moment ago; within its max age it asks Redis again and hears of the logout.
      const deadline = Date.now() + 10_000;
      while ((await b.get(token)) !== undefined) {
        if (Date.now() > deadline) throw new Error('replica B still takes a session replica A ended');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await a.close();
      await b.close();
      await redis.deleteKeysUnder(keyPrefix);
    }
  });
});
