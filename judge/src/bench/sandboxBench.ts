/**
 * The sandbox's own figures for `npm run bench:judge` (issue 14): what a case costs over running
 * the same binary bare, and how steady the time reported for a CPU-bound program is, idle and
 * with every other slot busy. Kept apart from the rest of the bench so each can change alone.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Status, type TestCase } from '../api';
import { createJudge } from '../judge';

const execFileAsync = promisify(execFile);

type Print = (figure: string, value: string) => void;

/** The trivial program of the overhead figure: reads two numbers, prints their sum. */
const trivial = (tag: string) => `// ${tag}
#include <cstdio>
int main() { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); }
`;

/** A CPU-bound program of about 0.3 s that reads nothing and writes one line. */
const spinner = (tag: string) => `// ${tag}
#include <cstdio>
int main() {
  unsigned long long x = 88172645463325252ULL, sum = 0;
  for (long i = 0; i < 150000000L; i++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; sum += x & 1023; }
  printf("%llu\\n", sum % 10);
}
`;

/**
 * Runs a program bare `argv[1]` times, its output to /dev/null, and prints each run's CPU time
 * (user + system, microseconds) as wait4 reports it: what the sandbox's pid 1 reports for a case.
 */
const cpuTimer = `#include <cstdio>
#include <cstdlib>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
int main(int argc, char **argv) {
  if (argc < 3) return 2;
  for (int i = 0, runs = atoi(argv[1]); i < runs; i++) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      if (!freopen("/dev/null", "w", stdout)) _exit(126);
      execv(argv[2], argv + 2);
      _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
    printf("%ld\\n", (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000L + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
  }
}
`;

const overheadCases = 40;
const spreadRuns = 20;

/**
 * Per case over bare: one slot, a cached trivial C++ program, 40 cases, best of `repeats`
 * for both; bare runs the same g++ -O2 binary with spawnSync, one case after another.
 */
export async function caseOverhead(cacheDir: string, work: string, print: Print, repeats: number): Promise<{ overheadMs: number }> {
  const judge = await createJudge({ cacheDir, slots: 1, log: () => undefined });
  if (!judge.health.ok) throw new Error(`the judge is unhealthy: ${judge.health.reason}`);
  try {
    const code = trivial(`overhead-${Date.now()}`);
    const tests: TestCase[] = Array.from({ length: overheadCases }, (_, i) => ({ input: `${i} ${i * 7}\n`, expectedOutput: `${i * 8}\n` }));
    const first = await judge.judge({ language: 'cpp', code, tests: tests.slice(0, 1) });
    if (first.statusId !== Status.Accepted)
      throw new Error(`the trivial program was not accepted: ${first.compileOutput ?? first.description}`);
    const dir = await fs.mkdtemp(path.join(work, 'overhead-'));
    await fs.writeFile(path.join(dir, 'main.cpp'), code);
    buildBare(dir, 'main.cpp', 'main');
    let judged = Infinity;
    let bare = Infinity;
    for (let i = 0; i < repeats; i++) {
      const started = performance.now();
      const result = await judge.judge({ language: 'cpp', code, tests });
      judged = Math.min(judged, (performance.now() - started) / overheadCases);
      if (result.statusId !== Status.Accepted || result.build?.compiled) throw new Error(`cached run: ${result.description}`);
      const bareStarted = performance.now();
      for (const test of tests) {
        const ran = spawnSync('./main', [], { cwd: dir, input: test.input });
        if (ran.stdout.toString() !== test.expectedOutput) throw new Error(`bare printed ${ran.stdout.toString()}`);
      }
      bare = Math.min(bare, (performance.now() - bareStarted) / overheadCases);
    }
    print(
      'cpp per-case overhead',
      `${(judged - bare).toFixed(2)} ms per case over bare (judged ${judged.toFixed(2)} ms, bare ${bare.toFixed(2)} ms; cached trivial program, 1 slot, ${overheadCases} cases, best of ${repeats}) (target <= 3 ms)${judged - bare <= 3 ? '' : '  MISSED'}`,
    );
    return { overheadMs: judged - bare };
  } finally {
    await judge.close();
  }
}

/**
 * The CPU time reported for one CPU-bound program judged 20 times, one case at a time: idle
 * (nothing else runs), then at saturation (every other slot busy with another CPU-bound program).
 */
export async function timingSpread(cacheDir: string, work: string, print: Print): Promise<{ idle: number; saturated: number }> {
  const judge = await createJudge({ cacheDir, log: () => undefined });
  if (!judge.health.ok) throw new Error(`the judge is unhealthy: ${judge.health.reason}`);
  const slots = os.availableParallelism();
  try {
    const started = Date.now();
    const code = spinner(`spread-${started}`);
    const test: TestCase = { input: '', expectedOutput: '' };
    const warm = await judge.judge({ language: 'cpp', code, tests: [test] });
    const expected = warm.tests[0]?.stdout ?? '';
    const measured = { input: '', expectedOutput: expected };
    const series = async () => {
      const times: number[] = [];
      for (let i = 0; i < spreadRuns; i++) {
        const result = await judge.judge({ language: 'cpp', code, tests: [measured] });
        if (result.statusId !== Status.Accepted) throw new Error(`the spinner was not accepted: ${result.description}`);
        times.push(result.tests[0]?.time ?? 0);
      }
      return times;
    };
    const idle = spread(await series());
    print('cpp time spread idle', describe(idle));

    // Background load: another program (its own binary) on every other slot, for as long as the series runs.
    const load = () => judge.judge({ language: 'cpp', code: spinner(`spread-load-${started}`), tests: [test], owner: 'bench-load' });
    const saturated = await underLoad(slots, load, async () => {
      // Once the load's program is built.
      await load();
      return spread(await series());
    });
    print('cpp time spread at saturation', `${describe(saturated)}; median ${(saturated.median / idle.median).toFixed(3)}x idle`);
    const bare = await bareSpread(work, code, slots);
    print('cpp time spread bare idle', describe(bare.idle));
    print('cpp time spread bare at saturation', `${describe(bare.saturated)} (every other core running the same binary bare)`);
    const ok = (s: Spread) => s.maxDeviation <= 0.05;
    const percent = (s: Spread) => `${(s.maxDeviation * 100).toFixed(1)}%`;
    print(
      'cpp time spread',
      `${ok(idle) && ok(saturated) ? 'within' : 'NOT within'} 5% of the median, idle and at saturation (target); bare, the same program deviates ${percent(bare.idle)} idle and ${percent(bare.saturated)} at saturation`,
    );
    return { idle: idle.maxDeviation, saturated: saturated.maxDeviation };
  } finally {
    await judge.close();
  }
}

/**
 * The same spinner built bare (g++ -O2) and run 20 times with no sandbox, idle and then with every
 * other core running it too: how steady this machine's CPU time is before any judge is involved.
 */
async function bareSpread(work: string, code: string, slots: number): Promise<{ idle: Spread; saturated: Spread }> {
  const dir = await fs.mkdtemp(path.join(work, 'spread-'));
  await fs.writeFile(path.join(dir, 'spin.cpp'), code);
  await fs.writeFile(path.join(dir, 'timer.cpp'), cpuTimer);
  buildBare(dir, 'spin.cpp', 'spin');
  buildBare(dir, 'timer.cpp', 'timer');
  const spin = path.join(dir, 'spin');
  const series = async () => {
    const { stdout } = await execFileAsync(path.join(dir, 'timer'), [String(spreadRuns), spin]);
    return spread(
      stdout
        .trim()
        .split('\n')
        .map((micros) => Number(micros) / 1e6),
    );
  };
  const idle = await series();
  return { idle, saturated: await underLoad(slots, () => execFileAsync(spin), series) };
}

/** `measure` while `load` runs again and again on every slot but one. */
async function underLoad<T>(slots: number, load: () => Promise<unknown>, measure: () => Promise<T>): Promise<T> {
  let loading = true;
  const loaders = Array.from({ length: Math.max(1, slots - 1) }, async () => {
    while (loading) await load();
  });
  try {
    return await measure();
  } finally {
    loading = false;
    await Promise.all(loaders);
  }
}

/** A bare build of `source` in `dir`, as the bench's bare runs use: g++ -O2, no precompiled header. */
function buildBare(dir: string, source: string, binary: string): void {
  const built = spawnSync('g++', ['-O2', '-std=c++17', source, '-o', binary], { cwd: dir });
  if (built.status !== 0) throw new Error(`g++ ${source} failed: ${built.stderr.toString()}`);
}

interface Spread {
  readonly times: readonly number[];
  readonly median: number;
  readonly maxDeviation: number;
}

function spread(times: number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const maxDeviation = Math.max(...times.map((t) => Math.abs(t - median) / median));
  return { times, median, maxDeviation };
}

function describe(s: Spread): string {
  return `median ${s.median.toFixed(3)} s, min ${Math.min(...s.times).toFixed(3)}, max ${Math.max(...s.times).toFixed(3)}, max deviation ${(s.maxDeviation * 100).toFixed(1)}% of ${s.times.length} runs`;
}
