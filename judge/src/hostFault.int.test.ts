import { HostFaultError, Status, type JudgeRequest, type TestCase, type TestResult } from './api';
import type { ForgeJudge } from './judge';
import { nonce, startJudge } from './judgeTestKit';
import { SandboxFaults } from './sandbox/faults';

const add: TestCase = { input: '2 3\n', expectedOutput: '5\n' };
const cases: TestCase[] = [add, { input: '10 -4\n', expectedOutput: '6\n' }, { input: '0 0\n', expectedOutput: '0\n' }];
const cppAdd = (tag = nonce()) =>
  `#include <bits/stdc++.h>\n// ${tag}\nint main() { long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n`;

/** Waits at most `ms` for `promise`; a generous bound, not a speed check. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A judge whose sandbox starts `faults` can fail (failing `failMs` from its own start, when over 0), its log kept in `lines`, closed after `use`. */
async function withFaultyJudge(failMs: number, use: (judge: ForgeJudge, faults: SandboxFaults, lines: string[]) => Promise<void>) {
  const faults = new SandboxFaults();
  if (failMs > 0) faults.failFor(failMs);
  const lines: string[] = [];
  const judge = await startJudge({ faults, log: (line) => lines.push(line) });
  try {
    await use(judge, faults, lines);
  } finally {
    await judge.close();
  }
}

describe('a sandbox that fails to start for a while (a host out of namespaces or processes)', () => {
  test('no job it fails is a verdict: the judge goes unhealthy, refuses work, checks again by itself, and judges right once it starts', async () => {
    await withFaultyJudge(0, async (judge, faults, lines) => {
      const built: JudgeRequest = { language: 'cpp', code: cppAdd(), tests: cases, stopOnFirstFailure: true };
      expect((await judge.judge(built)).statusId).toBe(Status.Accepted);

      faults.failFor(3000);
      // A built program's cases, and a compile: each fails as a host fault, nothing reported as a test.
      const fresh: JudgeRequest = { language: 'cpp', code: cppAdd(), tests: cases };
      for (const request of [built, fresh]) {
        const reported: TestResult[] = [];
        const failed = await judge.judge(request, (test) => reported.push(test)).catch((error: unknown) => error);
        expect(failed).toBeInstanceOf(HostFaultError);
        expect((failed as Error).message).toMatch(/Creating new namespace failed: Resource temporarily unavailable/);
        expect(reported).toEqual([]);
      }
      expect(judge.health.ok).toBe(false);
      expect(judge.health.reason).toMatch(/Creating new namespace failed/);
      expect(lines.join('\n')).toMatch(/unhealthy: .*Taking no work until a sandbox starts again/);
      // While unhealthy, a job is refused at once, without waiting for the sandbox.
      await expect(within(2000, judge.judge(built))).rejects.toThrow(HostFaultError);

      let healthyAgain = false;
      const waiting = judge.untilHealthy().then(() => (healthyAgain = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(healthyAgain).toBe(false);
      await within(30_000, waiting);
      expect(judge.health).toMatchObject({ ok: true });
      expect(judge.health.reason).toBeUndefined();
      expect(lines.join('\n')).toMatch(/healthy again .*taking work again/);

      // Once it starts, the same jobs are judged right.
      for (const request of [built, fresh]) expect((await judge.judge(request)).statusId).toBe(Status.Accepted);
      const wrong = await judge.judge({ language: 'cpp', code: cppAdd(), tests: [{ input: '1 1\n', expectedOutput: '3\n' }] });
      expect(wrong.statusId).toBe(Status.WrongAnswer);
    });
  }, 90_000);

  test('a judge whose sandbox fails at its start is unhealthy, keeps checking, and judges once it starts', async () => {
    await withFaultyJudge(2500, async (judge, _faults, lines) => {
      expect(judge.health.ok).toBe(false);
      expect(judge.health.reason).toMatch(/the sandbox cannot start: .*Creating new namespace failed/);
      expect(lines.join('\n')).toMatch(/SANDBOX UNAVAILABLE.*checking again by itself/);
      await expect(judge.judge({ language: 'cpp', code: cppAdd(), tests: [add] })).rejects.toThrow(HostFaultError);
      await within(30_000, judge.untilHealthy());
      expect(judge.health).toMatchObject({ ok: true, precompiledHeader: true });
      expect((await judge.judge({ language: 'cpp', code: cppAdd(), tests: cases })).statusId).toBe(Status.Accepted);
      expect((await judge.judge({ language: 'javascript', code: 'console.log(5)', tests: [add] })).statusId).toBe(Status.Accepted);
    });
  }, 90_000);

  test('waiting for health stops when its signal aborts, and when the judge closes', async () => {
    const faults = new SandboxFaults();
    faults.failFor(60_000);
    const judge = await startJudge({ faults });
    const aborted = new AbortController();
    const first = judge.untilHealthy(aborted.signal).catch((error: unknown) => error);
    aborted.abort(new Error('stopping'));
    expect(await first).toMatchObject({ message: 'stopping' });
    const second = judge.untilHealthy().catch((error: unknown) => error);
    await judge.close();
    expect(await second).toBeInstanceOf(HostFaultError);
  });
});
