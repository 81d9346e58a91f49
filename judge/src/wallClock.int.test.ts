import { Status } from './api';
import { nonce, useJudge } from './judgeTestKit';
import { wallSecondsFor } from './runCase';

const judge = useJudge();

describe('the wall clock', () => {
  it('ends a program that sleeps at its CPU limit plus one second', async () => {
    const code = `#include <unistd.h>\nint main() { for (;;) pause(); } // ${nonce()}`;
    const request = { language: 'cpp' as const, code, tests: [{ input: '', expectedOutput: '' }], limits: { cpuSeconds: 1 } };
    // Compiled first, so the timed judging is the run alone.
    expect((await judge().judge(request)).statusId).toBe(Status.TimeLimitExceeded);
    const started = performance.now();
    const result = await judge().judge(request);
    const seconds = (performance.now() - started) / 1000;
    console.log(`wall clock: a sleeper with a 1 s CPU limit was stopped after ${seconds.toFixed(2)} s`);
    expect(result.statusId).toBe(Status.TimeLimitExceeded);
    expect(wallSecondsFor(1)).toBe(2);
    // Not before its limit; and well before 3 × CPU + 1 (4 s), the old limit.
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThan(3.2);
  }, 30_000);
});
