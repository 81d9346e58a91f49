import Redis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import type { Session, SessionStore } from './sessionStore';

export interface RedisSessionStoreOptions {
  /** Prepended to every key (e.g. `forge:`), so several deployments can share one Redis. */
  readonly keyPrefix?: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

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
  const client = new Redis(url);
  // Without a listener a connection error would be an unhandled 'error' event; commands still reject.
  client.on('error', () => {});
  const key = (token: string) => `${prefix}session:${digest(token)}`;

  return {
    async create(userId, ttlMs) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = clock().getTime() + ttlMs;
      // PX wants a positive integer; a non-positive ttl gives a session that is already expired by the clock.
      await client.set(key(token), JSON.stringify({ userId, expiresAt }), 'PX', Math.max(1, Math.ceil(ttlMs)));
      return token;
    },
    async get(token): Promise<Session | undefined> {
      const json = await client.get(key(token));
      if (json === null) return undefined;
      const session = JSON.parse(json) as Session;
      if (session.expiresAt <= clock().getTime()) {
        await client.del(key(token));
        return undefined;
      }
      return { userId: session.userId, expiresAt: session.expiresAt };
    },
    async revoke(token) {
      await client.del(key(token));
    },
    async close() {
      await client.quit();
    },
  };
}
