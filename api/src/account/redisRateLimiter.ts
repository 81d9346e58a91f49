import type { RedisClientType } from 'redis';
import type { RateLimitDecision, RateLimiter } from './rateLimiter';
import { closeRedisClient, execTransaction, openRedisClient } from '@forge/redis-kit';

export interface RedisRateLimiterOptions {
  /** Prepended to every counter key; defaults to `ratelimit:`. */
  readonly keyPrefix?: string;
}

export interface RedisRateLimiter extends RateLimiter {
  /** Closes the connection if the limiter opened it from a URL; a client passed in is left to its owner. */
  close(): Promise<void>;
}

/**
 * One hit, atomically: count it, start the window on the first hit of a window, and answer the count with
 * the time left. A counter that somehow lost its expiry gets one again rather than limiting forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const decide = (count: number, limit: number, ttlMs: number): RateLimitDecision => ({
  allowed: count <= limit,
  retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
});

/**
 * Fixed-window counters in Redis, shared by every API replica: one key per limited thing, INCR'd per hit,
 * expiring (PEXPIRE) when its window ends. Same decisions as memoryRateLimiter.
 */
export function redisRateLimiter(connection: string | RedisClientType, options: RedisRateLimiterOptions = {}): RedisRateLimiter {
  // A client passed in is its owner's to connect, listen to and close.
  const owned = typeof connection === 'string';
  const client = owned ? openRedisClient(connection) : connection;
  const prefix = options.keyPrefix ?? 'ratelimit:';
  const counter = (key: string) => `${prefix}${key}`;

  return {
    async hit(key, limit, windowMs) {
      // Script arguments go to Redis as strings.
      const windowArg = String(Math.max(1, Math.ceil(windowMs)));
      const [count, ttl] = (await client.eval(HIT_SCRIPT, { keys: [counter(key)], arguments: [windowArg] })) as [number, number];
      return decide(count, limit, ttl);
    },
    async peek(key, limit) {
      const [value, ttl] = await execTransaction(client.multi().get(counter(key)).pTTL(counter(key)));
      if (typeof value !== 'string') return { allowed: true, retryAfterSeconds: 0 };
      return decide(Number(value) + 1, limit, typeof ttl === 'number' ? ttl : 0);
    },
    async reset(key) {
      await client.del(counter(key));
    },
    async close() {
      if (owned) await closeRedisClient(client);
    },
  };
}
