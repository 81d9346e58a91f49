export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly retryAfterSeconds: number;
}

/** Fixed-window counters per key. */
export interface RateLimiter {
  /** Counts one hit and says whether it is within `limit` hits per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /** Looks without counting. */
  peek(key: string, limit: number): Promise<RateLimitDecision>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(clock: () => Date = () => new Date()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const now = clock().getTime();
    const window = windows.get(key);
    if (window && window.resetAt > now) return { window, now };
    windows.delete(key);
    return { window: undefined, now };
  };
  const decide = (count: number, limit: number, resetAt: number, now: number): RateLimitDecision => ({
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  });
  return {
    async hit(key, limit, windowMs) {
      const { window, now } = current(key);
      const next = window ? { count: window.count + 1, resetAt: window.resetAt } : { count: 1, resetAt: now + windowMs };
      windows.set(key, next);
      if (windows.size > 100_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      return decide(next.count, limit, next.resetAt, now);
    },
    async peek(key, limit) {
      const { window, now } = current(key);
      return window ? decide(window.count + 1, limit, window.resetAt, now) : { allowed: true, retryAfterSeconds: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
