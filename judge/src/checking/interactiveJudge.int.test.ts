import type { OutputValidation } from '@forge/contracts';
import { Status, type TestCase } from '../api';
import { judgeWithReports, nonce, useJudge } from '../judgeTestKit';
import { transcriptBytes } from './interactiveCase';

/**
 * Guess the secret in [1, n]: the input file holds n and the secret (the program never sees it),
 * the answer file the questions allowed. The interactor answers each guess with <, > or =.
 */
const guessInteractor = String.raw`#include <bits/stdc++.h>
int main(int argc, char **argv) {
  long long n, secret, allowed;
  std::ifstream(argv[1]) >> n >> secret;
  std::ifstream(argv[2]) >> allowed;
  std::string feedback = argv[3];
  auto verdict = [&](int code, const std::string &message) {
    std::ofstream(feedback + "/judgemessage.txt") << message << "\n";
    std::exit(code);
  };
  std::cout << n << std::endl;
  for (long long asked = 1;; asked++) {
    long long guess;
    if (!(std::cin >> guess)) verdict(43, asked == 1 ? "no guess at all" : "the program stopped before finding the secret");
    if (guess < 1 || guess > n) verdict(43, "guess " + std::to_string(guess) + " is outside [1, " + std::to_string(n) + "]");
    if (asked > allowed) verdict(43, "more than " + std::to_string(allowed) + " guesses");
    if (guess == secret) {
      std::cout << "=" << std::endl;
      verdict(42, "found in " + std::to_string(asked));
    }
    std::cout << (guess < secret ? "<" : ">") << std::endl;
  }
}
`;
const interactor = (source = guessInteractor): OutputValidation => ({ kind: 'interactor', language: 'cpp', source });

const tests: TestCase[] = [
  { input: '1000 777\n', expectedOutput: '11\n' },
  { input: '1000 1\n', expectedOutput: '11\n' },
  { input: '5 5\n', expectedOutput: '4\n' },
];

/** Reads n, then guesses by `next(lo, hi)` until told "=". */
const guesser = (next: string) => `
const lines = require('readline').createInterface({ input: process.stdin });
let n = null, lo = 1, hi = 0, guess = 0;
const ask = () => { guess = ${next}; console.log(guess); };
lines.on('line', (line) => {
  if (n === null) { n = Number(line); hi = n; return ask(); }
  if (line === '=') return lines.close();
  if (line === '<') lo = guess + 1; else hi = guess - 1;
  ask();
});
`;
const programs = {
  bisect: guesser('(lo + hi) >> 1'),
  linear: guesser('lo'),
  outOfRange: guesser('hi + 5'),
};

const judge = useJudge();
const judgeGuess = (code: string, validation = interactor(), cases = tests) =>
  judgeWithReports(judge(), { language: 'javascript', code, tests: cases, validation, limits: { cpuSeconds: 1 } });

describe('an interactive problem in the judge (the Kattis interactive interface)', () => {
  it('accepts a program that finds the secret, each case with its transcript and the program’s own time', async () => {
    const { result, reported } = await judgeGuess(programs.bisect);
    expect(result.statusId).toBe(Status.Accepted);
    expect(reported).toHaveLength(3);
    const first = result.tests[0]!;
    expect(first.transcript?.[0]).toEqual({ from: 'interactor', text: '1000' });
    expect(first.transcript?.[1]).toEqual({ from: 'program', text: '500' });
    expect(first.transcript?.at(-1)).toEqual({ from: 'interactor', text: '=' });
    expect(first.stdout.split('\n')[0]).toBe('500');
    expect(first.time).toBeLessThan(1);
    expect(first.memory).toBeGreaterThan(0);
  }, 120_000);

  it('rejects a program that asks too many questions, with the interactor’s message', async () => {
    const { result } = await judgeGuess(programs.linear);
    expect(result.statusId).toBe(Status.WrongAnswer);
    expect(result.tests[0]).toMatchObject({ statusId: Status.WrongAnswer, checkerMessage: 'more than 11 guesses' });
  }, 120_000);

  it('rejects a program that breaks the protocol', async () => {
    const { result } = await judgeGuess(programs.outOfRange, interactor(), tests.slice(0, 1));
    expect(result.tests[0]).toMatchObject({ statusId: Status.WrongAnswer, checkerMessage: 'guess 1005 is outside [1, 1000]' });
  }, 120_000);

  it('rejects a program that closes its output at once', async () => {
    const { result } = await judgeGuess('process.stdout.end(); setTimeout(() => {}, 100);', interactor(), tests.slice(0, 1));
    expect(result.tests[0]).toMatchObject({ statusId: Status.WrongAnswer, checkerMessage: 'no guess at all' });
  }, 120_000);

  it('stops a program that never reads at the wall clock: Time Limit Exceeded', async () => {
    const { result } = await judgeGuess('console.log(500); setInterval(() => {}, 1000);', interactor(), tests.slice(0, 1));
    expect(result.tests[0]).toMatchObject({ statusId: Status.TimeLimitExceeded });
  }, 120_000);

  it('cuts off a program that floods the interactor at its output limit, the transcript capped', async () => {
    // An interactor that reads all it is sent: the program's flood reaches it until the judge cuts the program off.
    const swallow = String.raw`#include <bits/stdc++.h>
int main(int argc, char **argv) {
  while (std::cin.get() != EOF) {}
  std::ofstream(std::string(argv[3]) + "/judgemessage.txt") << "read to the end";
  return 43;
}
`;
    const flood = `const chunk = '1\\n'.repeat(1 << 19); const more = () => { while (process.stdout.write(chunk)); process.stdout.once('drain', more); }; more();`;
    const { result } = await judgeGuess(flood, interactor(swallow), tests.slice(0, 1));
    expect(result.tests[0]).toMatchObject({ description: 'Runtime Error (output limit exceeded)' });
    const kept = (result.tests[0]?.transcript ?? []).reduce((sum, line) => sum + line.text.length + 1, 0);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(transcriptBytes);
  }, 120_000);

  it('makes an interactor that never exits an Internal Error, never the learner’s verdict', async () => {
    const stuck = guessInteractor.replace('verdict(42, "found in " + std::to_string(asked));', 'for (;;) {}');
    const { result } = await judgeGuess(programs.bisect, interactor(stuck), tests.slice(0, 1));
    expect(result.statusId).toBe(Status.InternalError);
    expect(result.description).toMatch(/interactor/);
  }, 120_000);

  it('makes an interactor that does not compile an Internal Error, with the compiler’s output for admins', async () => {
    const { result, reported } = await judgeGuess(programs.bisect, interactor(`int main() { return nope${nonce().replace(/\W/g, '')}; }`));
    expect(result).toMatchObject({ statusId: Status.InternalError, description: 'Internal Error (the interactor does not compile)' });
    expect(result.checkerCompileOutput).toMatch(/nope/);
    expect(reported).toEqual([]);
  }, 120_000);
});
