import { randomUUID } from 'node:crypto';
import { positionFromString, positionToString, type Position } from '@forge/events';
import { closeRedisClient, openRedisClient, type RedisClient } from '@forge/redis-kit';

/**
 * Decides admissions to the judge's queue one at a time across every replica, so requests released at
 * the same moment cannot all see the same count of pending submissions. `admit` runs alone: it is
 * handed the log position of the last admission (which its read of what is pending must include) and
 * returns the position of its own append, if it made one.
 */
export interface AdmissionGate {
  exclusive<T>(
    admit: (last: Position | undefined) => Promise<{ readonly value: T; readonly appendedAt?: Position | undefined }>,
  ): Promise<T>;
  close(): Promise<void>;
}

export class AdmissionBusyError extends Error {
  override readonly name = 'AdmissionBusyError';
}

/** One process: admissions wait for each other in a chain. */
export function localAdmissionGate(): AdmissionGate {
  let tail: Promise<unknown> = Promise.resolve();
  let last: Position | undefined;
  return {
    exclusive(admit) {
      const turn = tail.then(async () => {
        const { value, appendedAt } = await admit(last);
        if (appendedAt) last = appendedAt;
        return value;
      });
      tail = turn.catch(() => undefined);
      return turn;
    },
    close: async () => undefined,
  };
}

/** KEYS: lock, last position. ARGV: token, position ('' for none). Releases the lock only if still held by this token. */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] ~= '' then redis.call('SET', KEYS[2], ARGV[2]) end
redis.call('DEL', KEYS[1])
return 1
`;

export interface RedisAdmissionOptions {
  readonly keyPrefix?: string;
  /** A holder that died frees the lock after this long. Default 10 s. */
  readonly leaseMs?: number;
  /** How long a request waits for its turn before it is answered busy. Default 10 s. */
  readonly waitMs?: number;
}

/**
 * Scaled out: a lock in Redis (SET NX with a lease, released only by its holder) and, beside it, the
 * position of the last admission, which the next holder's replica waits to see in its read models.
 */
export function redisAdmissionGate(url: string, options: RedisAdmissionOptions = {}): AdmissionGate {
  const client: RedisClient = openRedisClient(url);
  const prefix = options.keyPrefix ?? 'admission';
  const keys = { lock: `${prefix}:lock`, last: `${prefix}:last-position` };
  const leaseMs = options.leaseMs ?? 10_000;
  const waitMs = options.waitMs ?? 10_000;

  async function acquire(token: string): Promise<void> {
    const giveUpAt = Date.now() + waitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      if ((await client.set(keys.lock, token, { NX: true, PX: leaseMs })) === 'OK') return;
      if (Date.now() > giveUpAt) throw new AdmissionBusyError('The judge is busy admitting submissions. Please try again shortly');
      await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause));
    }
  }

  return {
    async exclusive(admit) {
      const token = randomUUID();
      await acquire(token);
      let appended: Position | undefined;
      try {
        const stored = await client.get(keys.last);
        const { value, appendedAt } = await admit(stored ? positionFromString(stored) : undefined);
        appended = appendedAt;
        return value;
      } finally {
        await client
          .eval(RELEASE_SCRIPT, { keys: [keys.lock, keys.last], arguments: [token, appended ? positionToString(appended) : ''] })
          .catch(() => undefined);
      }
    },
    close: () => closeRedisClient(client),
  };
}
