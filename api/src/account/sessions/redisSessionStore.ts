import { randomBytes } from 'node:crypto';
import { closeRedisClient, execTransaction, openRedisClient } from '@forge/redis-kit';
import { sessionDigest as digest, type Session, type SessionStore } from './sessionStore';

export interface RedisSessionStoreOptions {
  /** Prepended to every key (e.g. `forge:`), so several deployments can share one Redis. */
  readonly keyPrefix?: string;
}

/**
 * Sessions in Redis, shared by every API replica. The key is the SHA-256 of the token (the token itself is
 * never stored), the value the user and the expiry. Redis expires the key on its own (PX); the expiry is
 * also checked against the injected clock, so the store agrees with the rest of the app on what "now" is.
 */
export function openRedisSessionStore(
  url: string,
  clock: () => Date = () => new Date(),
  options: RedisSessionStoreOptions = {},
): SessionStore {
  const prefix = options.keyPrefix ?? '';
  const client = openRedisClient(url);
  const keyOf = (tokenDigest: string) => `${prefix}session:${tokenDigest}`;
  const key = (token: string) => keyOf(digest(token));
  /** The digests of a user's sessions, so all of them can be ended at once; it lives as long as the newest. */
  const userKey = (userId: string) => `${prefix}user-sessions:${userId}`;

  return {
    async create(userId, ttlMs) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = clock().getTime() + ttlMs;
      // PX wants a positive integer; a non-positive ttl gives a session that is already expired by the clock.
      const px = Math.max(1, Math.ceil(ttlMs));
      await execTransaction(
        client
          .multi()
          .set(key(token), JSON.stringify({ userId, expiresAt }), { expiration: { type: 'PX', value: px } })
          .sAdd(userKey(userId), digest(token))
          .pExpire(userKey(userId), px, 'GT')
          .pExpire(userKey(userId), px, 'NX'),
      );
      return token;
    },
    async get(token): Promise<Session | undefined> {
      const json = await client.get(key(token));
      if (json === null) return undefined;
      const session = JSON.parse(json) as Session;
      if (session.expiresAt <= clock().getTime()) {
        await execTransaction(client.multi().del(key(token)).sRem(userKey(session.userId), digest(token)));
        return undefined;
      }
      return { userId: session.userId, expiresAt: session.expiresAt };
    },
    async revoke(token) {
      const json = await client.get(key(token));
      const userId = json === null ? undefined : (JSON.parse(json) as Session).userId;
      await (userId === undefined
        ? client.del(key(token))
        : execTransaction(client.multi().del(key(token)).sRem(userKey(userId), digest(token))));
    },
    async revokeAllOf(userId, exceptToken) {
      const keep = exceptToken === undefined ? undefined : digest(exceptToken);
      const ended = (await client.sMembers(userKey(userId))).filter((d) => d !== keep);
      if (ended.length === 0) return;
      await execTransaction(client.multi().del(ended.map(keyOf)).sRem(userKey(userId), ended));
    },
    async close() {
      await closeRedisClient(client);
    },
  };
}
