import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJudge, defaultLimits, Status } from '@forge/judge';
import { problemLimits } from '../judging/judging';
import { readBuiltinProblems } from '../problem/builtinProblems';

/**
 * `npm run bench:margins`: how much of Python's time limit (a problem's limit times its Python
 * factor, issue 32) each built-in problem's Python reference takes on its slowest case, judged as
 * submissions are (visible and hidden cases, CPU time). The factors are set so that it takes at most
 * half; the proof that the naive Python solutions still run out of time is in the test suite
 * (builtinProblems.int.test.ts). A benchmark, not a test: timings depend on the machine, so it
 * prints the figures, marks a problem over half its limit, and exits 0 whatever they are.
 */
async function main(): Promise<void> {
  const judge = await createJudge({ cacheDir: join(tmpdir(), 'forge-margins-judge-cache'), log: () => undefined });
  try {
    if (!judge.health.ok) throw new Error(`the judge cannot run: ${judge.health.reason}`);
    let over = 0;
    for (const { slug, content } of readBuiltinProblems()) {
      const python = content.referenceSolution.find((s) => s.language === 'Python');
      if (!python) continue;
      const limits = problemLimits(content, 'python');
      const limit = limits.cpuSeconds ?? defaultLimits.cpuSeconds;
      const cases = [...content.visibleTestCases, ...content.hiddenTestCases];
      const result = await judge.judge({
        language: 'python',
        code: python.completeCode,
        tests: cases.map((c) => ({ input: c.input, expectedOutput: c.output })),
        limits,
        ...(content.validation && { validation: content.validation }),
      });
      const slowest = Math.max(0, ...result.tests.map((t) => t.time));
      const share = slowest / limit;
      const verdict = result.statusId === Status.Accepted ? '' : `  (${result.description})`;
      if (share > 0.5) over++;
      process.stdout.write(
        `${slug}: Python reference ${slowest.toFixed(3)} s of ${limit.toFixed(2)} s = ${(share * 100).toFixed(0)} %${share > 0.5 ? '  OVER HALF' : ''}${verdict}\n`,
      );
    }
    process.stdout.write(`${over} problems over half of Python's limit (the factors' target: none)\n`);
  } finally {
    await judge.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
