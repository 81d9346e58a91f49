import { describeRateLimiterSuite } from '../testing/rateLimiterSuite';
import { memoryRateLimiter } from './rateLimiter';

function fakeClock(start = Date.parse('2030-01-01T00:00:00Z')) {
  let now = start;
  return {
    clock: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describeRateLimiterSuite('memory', async () => {
  const time = fakeClock();
  return {
    limiter: memoryRateLimiter(time.clock),
    shortWindowMs: 60_000,
    async elapse(ms) {
      time.advance(ms);
    },
    async cleanup() {},
  };
});

describe('memory rate limiter specifics', () => {
  /** A limiter on a clock of the test's, hit once under a limit of one per `windowMs`, then `elapsedMs` later. */
  async function hitOnce(windowMs: number, elapsedMs: number) {
    const time = fakeClock();
    const limiter = memoryRateLimiter(time.clock);
    await limiter.hit('k', 1, windowMs);
    time.advance(elapsedMs);
    return { limiter, time };
  }

  it('ends the window exactly when its time is up, by the injected clock', async () => {
    const { limiter, time } = await hitOnce(1000, 999);
    expect(await limiter.hit('k', 1, 1000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1);
    expect(await limiter.hit('k', 1, 1000)).toEqual({ allowed: true, retryAfterSeconds: 1 });
  });

  it('counts the retry-after down as the window passes', async () => {
    const { limiter } = await hitOnce(10_000, 4_500);
    expect(await limiter.hit('k', 1, 10_000)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(await limiter.peek('k', 1)).toEqual({ allowed: false, retryAfterSeconds: 6 });
  });
});
