/**
 * The checking figures of `npm run bench:judge` (issue 31): what the token rule and a problem's own
 * checker (the Kattis output validator interface, built once and cached) cost a case over the
 * exact rule, the same program judged on the same cases all three ways in one run. Run alone:
 * `node judge/dist/bench/checkingBench.js [cases]`.
 */
import os from 'node:os';
import path from 'node:path';
import type { OutputValidation } from '@forge/contracts';
import { Status, type TestCase } from '../api';
import { createJudge, type ForgeJudge } from '../judge';

type Print = (figure: string, value: string) => void;

/** Prints the sum of the two numbers of its input. */
const program = `#include <cstdio>
int main() {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) == 2) printf("%lld\\n", a + b);
}
`;

/** The same rule as a checker of the problem's own: the output's one number must be the answer's. */
const validator = `#include <cstdio>
#include <string>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *answer = fopen(argv[2], "r");
  long long expected, got;
  if (!answer || fscanf(answer, "%lld", &expected) != 1) return 1;
  bool ok = scanf("%lld", &got) == 1 && got == expected;
  if (!ok) {
    FILE *message = fopen((std::string(argv[3]) + "/judgemessage.txt").c_str(), "w");
    if (message) fprintf(message, "expected %lld\\n", expected);
  }
  return ok ? 42 : 43;
}
`;

const ways: { readonly label: string; readonly validation: OutputValidation }[] = [
  { label: 'exact', validation: { kind: 'exact' } },
  { label: 'tokens', validation: { kind: 'tokens', flags: 'float_tolerance 1e-6' } },
  { label: 'custom checker', validation: { kind: 'checker', protocol: 'kattis', language: 'cpp', source: validator } },
];

/** The target of issue 31: a cached custom checker adds at most this a case. */
const checkerTargetMs = 2;

function cases(count: number): TestCase[] {
  return Array.from({ length: count }, (_, i) => ({ input: `${i} ${i * 7}\n`, expectedOutput: `${i * 8}\n` }));
}

/** Seconds of one judge call, the program (and checker) already built. */
async function judged(judge: ForgeJudge, tests: TestCase[], validation: OutputValidation): Promise<number> {
  const started = process.hrtime.bigint();
  const result = await judge.judge({ language: 'cpp', code: program, tests, validation });
  if (result.statusId !== Status.Accepted) throw new Error(`not accepted by ${validation.kind}: ${result.description}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * Per case: each way's best wall time over `repeats` calls, times the slots the cases spread over,
 * over the count of cases (a slot's time a case); the ways interleaved, so load hits each alike.
 */
export async function checkingFigures(judge: ForgeJudge, print: Print, count = 200, repeats = 5): Promise<{ missed: string | null }> {
  const tests = cases(count);
  const slots = os.availableParallelism();
  for (const way of ways) await judged(judge, tests.slice(0, 2), way.validation);
  const best = new Map<string, number>();
  for (let i = 0; i < repeats; i++) {
    for (const way of ways) {
      const seconds = await judged(judge, tests, way.validation);
      best.set(way.label, Math.min(best.get(way.label) ?? Infinity, seconds));
    }
  }
  const perCaseMs = (label: string) => ((best.get(label)! * slots) / count) * 1000;
  const exact = perCaseMs('exact');
  print(
    'checking: exact',
    `${exact.toFixed(2)} ms a case (${count} cases of a C++ a+b on ${slots} slots, best of ${repeats}, built beforehand)`,
  );
  let missed: string | null = null;
  for (const label of ['tokens', 'custom checker']) {
    const over = perCaseMs(label) - exact;
    const target = label === 'custom checker' ? ` (target <= ${checkerTargetMs} ms)${over <= checkerTargetMs ? '' : '  MISSED'}` : '';
    if (label === 'custom checker' && over > checkerTargetMs) missed = `custom checker ${over.toFixed(2)} ms a case over exact`;
    print(`checking: ${label}`, `${perCaseMs(label).toFixed(2)} ms a case, ${over.toFixed(2)} ms over exact${target}`);
  }
  // A checker in a sandbox of its own costs a case at least one more sandboxed run of a small
  // program: what exact's case costs whole (the a+b program's run is about nothing else).
  print(
    'checking: custom checker floor',
    `${exact.toFixed(2)} ms a case over exact: one more sandboxed run a case, as exact's whole case (a sandboxed a+b) costs here`,
  );
  return { missed };
}

if (require.main === module) {
  const count = Number(process.argv[2] ?? 200);
  void (async () => {
    const judge = await createJudge({ cacheDir: path.join(os.tmpdir(), 'forge-judge-bench-cache'), log: () => undefined });
    try {
      if (!judge.health.ok) throw new Error(`the judge is unhealthy: ${judge.health.reason}`);
      const { missed } = await checkingFigures(judge, (figure, value) => process.stdout.write(`${figure}: ${value}\n`), count);
      if (missed) process.exitCode = 1;
    } finally {
      await judge.close();
    }
  })().catch((error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  });
}
