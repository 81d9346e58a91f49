/**
 * The suite every RateLimiter adapter passes (jest globals: import it by path from tests only).
 * `open` is called before every test and returns an empty limiter plus a way to let time pass: a fake
 * clock for the in-memory limiter, real waiting for a server that expires keys by its own clock.
 */
import type { RateLimiter } from '../account/rateLimiter';

export interface OpenedRateLimiter {
  limiter: RateLimiter;
  /** A window short enough to wait out in a test (e.g. 300 ms with real time). */
  shortWindowMs: number;
  /** Lets `ms` milliseconds pass for the limiter. */
  elapse(ms: number): Promise<void>;
  cleanup(): Promise<void>;
}

/** Long enough that no counting test can straddle two windows, even on a slow machine. */
const LONG_WINDOW = 60_000;

export function describeRateLimiterSuite(name: string, open: () => Promise<OpenedRateLimiter>): void {
  describe(`RateLimiter suite: ${name}`, () => {
    let opened: OpenedRateLimiter;
    let limiter: RateLimiter;

    beforeEach(async () => {
      opened = await open();
      limiter = opened.limiter;
    });
    afterEach(async () => {
      await opened.cleanup();
    });

    async function hits(key: string, count: number, limit: number, windowMs = LONG_WINDOW) {
      const decisions = [];
      for (let i = 0; i < count; i++) decisions.push(await limiter.hit(key, limit, windowMs));
      return decisions;
    }

    it('allows exactly `limit` hits in a window, then refuses with a retry-after within the window', async () => {
      const decisions = await hits('login:ip:1', 6, 3);
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false, false]);
      for (const refused of decisions.slice(3)) {
        expect(refused.retryAfterSeconds).toBeGreaterThan(0);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(LONG_WINDOW / 1000);
      }
    });

    it('says how long until the window ends, rounded up to whole seconds and at least 1', async () => {
      await hits('ten-seconds', 1, 1, 10_000);
      const refused = await limiter.hit('ten-seconds', 1, 10_000);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 10 });

      await hits('sub-second', 1, 1, 300);
      expect(await limiter.hit('sub-second', 1, 300)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    });

    it('a limit of 1 allows one hit; the window of a key is fixed by its first hit', async () => {
      expect((await limiter.hit('once', 1, LONG_WINDOW)).allowed).toBe(true);
      // A later hit with a shorter window does not shorten the window already running.
      const refused = await limiter.hit('once', 1, 2_000);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(2);
    });

    it('counts concurrent hits exactly', async () => {
      const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('burst', 5, LONG_WINDOW)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    });

    describe('peek', () => {
      it('on an untouched key allows, with nothing to wait for', async () => {
        expect(await limiter.peek('fresh', 3)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      });

      it('does not count: peeking never uses up the limit', async () => {
        for (let i = 0; i < 10; i++) expect((await limiter.peek('email:a', 2)).allowed).toBe(true);
        expect((await hits('email:a', 2, 2)).map((d) => d.allowed)).toEqual([true, true]);
        for (let i = 0; i < 3; i++) expect((await limiter.peek('email:a', 3)).allowed).toBe(true);
        expect((await limiter.hit('email:a', 3, LONG_WINDOW)).allowed).toBe(true);
        expect((await limiter.hit('email:a', 3, LONG_WINDOW)).allowed).toBe(false);
      });

      it('says whether the next hit would be allowed, and how long to wait if not', async () => {
        await hits('email:b', 1, 2, 10_000);
        expect((await limiter.peek('email:b', 2)).allowed).toBe(true);
        await hits('email:b', 1, 2, 10_000);
        const peeked = await limiter.peek('email:b', 2);
        expect(peeked).toEqual({ allowed: false, retryAfterSeconds: 10 });
        expect(await limiter.peek('email:b', 2)).toEqual(peeked);
        // A larger limit for the same counter would still allow.
        expect((await limiter.peek('email:b', 5)).allowed).toBe(true);
      });
    });

    it('reset clears the counter, so the full limit is available again', async () => {
      await hits('email:c', 4, 3);
      expect((await limiter.peek('email:c', 3)).allowed).toBe(false);
      await limiter.reset('email:c');
      expect(await limiter.peek('email:c', 3)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect((await hits('email:c', 4, 3)).map((d) => d.allowed)).toEqual([true, true, true, false]);
      await limiter.reset('never-hit');
    });

    it('keeps keys independent', async () => {
      await hits('login:ip:10.0.0.1', 3, 3);
      expect((await limiter.hit('login:ip:10.0.0.1', 3, LONG_WINDOW)).allowed).toBe(false);
      expect((await limiter.hit('login:ip:10.0.0.2', 3, LONG_WINDOW)).allowed).toBe(true);
      expect((await limiter.hit('login:ip:10.0.0.10', 3, LONG_WINDOW)).allowed).toBe(true);
      expect((await limiter.peek('login:ip:10.0.0.2', 3)).allowed).toBe(true);
      await limiter.reset('login:ip:10.0.0.2');
      expect((await limiter.hit('login:ip:10.0.0.1', 3, LONG_WINDOW)).allowed).toBe(false);
    });

    it('starts a new window once the current one has passed', async () => {
      const w = opened.shortWindowMs;
      expect((await hits('short', 3, 2, w)).map((d) => d.allowed)).toEqual([true, true, false]);
      await opened.elapse(w + Math.max(50, w / 2));
      expect(await limiter.peek('short', 2)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      // The new window counts from zero: the full limit again.
      expect((await hits('short', 3, 2, w)).map((d) => d.allowed)).toEqual([true, true, false]);
    });

    it('uses fixed windows: hits inside a window do not extend it', async () => {
      const w = opened.shortWindowMs;
      expect((await limiter.hit('fixed', 2, w)).allowed).toBe(true);
      await opened.elapse(w * 0.6);
      expect((await limiter.hit('fixed', 2, w)).allowed).toBe(true);
      await opened.elapse(w * 0.6);
      // 1.2 windows after the first hit: a sliding or extended window would refuse this third hit.
      expect((await limiter.hit('fixed', 2, w)).allowed).toBe(true);
    });
  });
}
