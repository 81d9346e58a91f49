/**
 * `npm run bench:judge`: the judge against running the same solutions bare (no sandbox, one
 * plain compile, tests one after another) and against Judge0's way (a plain compile per
 * test), for C++, Java and JavaScript on a problem of 10 tests of 10^6 numbers; then C++
 * submissions per minute with the judge saturated. One line per figure.
 */
import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Status, type LanguageId, type TestCase } from '../contract';
import { createJudge, type ForgeJudge } from '../judge';
import { sumSolutions, sumTests } from './sumProblem';

/** The bare ways to build and run each language: the toolchain's plain defaults. */
const bare: Record<LanguageId, { file: string; compile: string[] | null; run: string[] }> = {
  cpp: { file: 'main.cpp', compile: ['g++', '-O2', '-std=c++17', 'main.cpp', '-o', 'main'], run: ['./main'] },
  java: { file: 'Main.java', compile: ['javac', 'Main.java'], run: ['java', '-cp', '.', 'Main'] },
  javascript: { file: 'main.js', compile: null, run: ['node', 'main.js'] },
};
const targets: Record<LanguageId, { ratio: number; perTest: number | null }> = {
  cpp: { ratio: 0.35, perTest: 20 },
  java: { ratio: 1.0, perTest: null },
  javascript: { ratio: 1.0, perTest: null },
};

const repeats = Math.max(1, Number(process.env.BENCH_REPEATS ?? 3));
const perTestRepeats = Math.ceil(repeats / 2);

async function main(): Promise<void> {
  const cacheDir = path.join(os.tmpdir(), 'forge-judge-bench-cache');
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-judge-bench-'));
  const tests = sumTests(10, 1_000_000);
  const judge = await createJudge({ cacheDir, log: () => undefined });
  if (!judge.health.ok) throw new Error(`the judge is unhealthy: ${judge.health.reason}`);
  const failures: string[] = [];
  try {
    print('setup', `${os.availableParallelism()} cores, slots = cores, cgroups ${judge.health.cgroups}, PCH ${judge.health.precompiledHeader}`);
    print('repeats', `best of ${repeats} for judge and bare, of ${perTestRepeats} for compile-per-test (BENCH_REPEATS; other load on the machine only adds)`);
    for (const language of ['cpp', 'java', 'javascript'] as const) {
      // Warms the page cache for the toolchain, as on a judge that has been serving.
      await judgeOnce(judge, language, tests.slice(0, 1), 'warm-up');
      const judgedRuns = [];
      const plainRuns = [];
      // Interleaved, each judge with a new source (so it compiles), each bare run from scratch.
      for (let i = 0; i < repeats; i++) {
        judgedRuns.push(await judgeOnce(judge, language, tests, `judge-${i}-${Date.now()}`));
        plainRuns.push(await runBare(work, language, tests, 1));
      }
      const perTestRuns = [];
      for (let i = 0; i < perTestRepeats; i++) perTestRuns.push(await runBare(work, language, tests, tests.length));
      const judged = judgedRuns.reduce((best, run) => (run.seconds < best.seconds ? run : best));
      const plain = Math.min(...plainRuns);
      const perTest = Math.min(...perTestRuns);
      const ratio = judged.seconds / plain;
      const speedup = perTest / judged.seconds;
      print(`${language} judge`, `${fmt(judged.seconds)} s end to end (compiled: ${judged.compiled}, compile ${fmt(judged.compileCpu)} s CPU, 10 tests in parallel)`);
      print(`${language} bare`, `${fmt(plain)} s (plain compile once, 10 runs one after another, no sandbox)`);
      print(`${language} compile-per-test`, `${fmt(perTest)} s (plain compile + run, 10 times, no sandbox)`);
      const target = targets[language];
      print(`${language} judge/bare`, `${ratio.toFixed(2)} (target <= ${target.ratio.toFixed(2)})${ratio <= target.ratio ? '' : '  MISSED'}`);
      const perTestTarget = target.perTest === null ? '' : ` (target >= ${target.perTest}x)${speedup >= target.perTest ? '' : '  MISSED'}`;
      print(`${language} compilePerTest/judge`, `${speedup.toFixed(1)}x${perTestTarget}`);
      if (ratio > target.ratio) failures.push(`${language} judge/bare ${ratio.toFixed(2)}`);
      if (target.perTest !== null && speedup < target.perTest) failures.push(`${language} compilePerTest/judge ${speedup.toFixed(1)}`);
    }
    const saturation = await saturate(judge, tests, 20);
    print('cpp saturation', `${saturation.count} concurrent submissions (10 tests each) in ${fmt(saturation.seconds)} s = ${saturation.perMinute.toFixed(1)} submissions/min`);
  } finally {
    await judge.close();
    await fs.rm(work, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    print('targets missed', failures.join('; '));
    process.exitCode = 1;
  }
}

async function judgeOnce(judge: ForgeJudge, language: LanguageId, tests: TestCase[], tag: string) {
  const started = performance.now();
  const result = await judge.judge({ language, code: sumSolutions[language](tag), tests });
  const seconds = (performance.now() - started) / 1000;
  if (result.statusId !== Status.Accepted) {
    throw new Error(`${language} was not accepted: ${result.description} ${result.compileOutput ?? ''} ${result.tests.find((t) => t.statusId !== 3)?.stderr ?? ''}`);
  }
  return { seconds, compiled: result.build?.compiled ?? false, compileCpu: result.build?.cpuSeconds ?? 0 };
}

/** `compiles` plain compiles spread over the tests (1: once up front; tests.length: one per test). */
async function runBare(work: string, language: LanguageId, tests: TestCase[], compiles: number): Promise<number> {
  const dir = await fs.mkdtemp(path.join(work, `${language}-`));
  const way = bare[language];
  await fs.writeFile(path.join(dir, way.file), sumSolutions[language](`bare-${Date.now()}`));
  const started = performance.now();
  for (const [index, test] of tests.entries()) {
    if (way.compile && index % Math.ceil(tests.length / compiles) === 0) run(dir, way.compile, '');
    const output = run(dir, way.run, test.input);
    if (output.trim() !== test.expectedOutput.trim()) throw new Error(`bare ${language} printed ${output}`);
  }
  return (performance.now() - started) / 1000;
}

function run(cwd: string, [command = '', ...args]: string[], input: string): string {
  const result = spawnSync(command, args, { cwd, input, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr?.toString() ?? result.error?.message}`);
  return result.stdout.toString();
}

/** Many distinct C++ submissions at once through one judge: each compiles, then 10 tests. */
async function saturate(judge: ForgeJudge, tests: TestCase[], count: number) {
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) => judge.judge({ language: 'cpp', code: sumSolutions.cpp(`load-${i}-${Date.now()}`), tests })),
  );
  const seconds = (performance.now() - started) / 1000;
  if (results.some((result) => result.statusId !== Status.Accepted)) throw new Error('a submission under load was not accepted');
  return { count, seconds, perMinute: (count / seconds) * 60 };
}

function print(figure: string, value: string): void {
  console.log(`${figure}: ${value}`);
}

function fmt(seconds: number): string {
  return seconds.toFixed(3);
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
