/**
 * A problem's input validator (the Kattis input validator interface) judged as a program of the
 * role `inputValidator`: the input on stdin, exit 42 when it is valid; anything else says it is not,
 * with what the validator printed.
 */
import { Status, type TestCase } from '../api';
import { nonce, useJudge } from '../judgeTestKit';

const judge = useJudge();

/** "n, then n integers between -10^9 and 10^9", a line each, nothing more. */
const header = String.raw`#pragma once
#include <bits/stdc++.h>
[[noreturn]] inline void invalid(const std::string &why) { std::printf("%s\n", why.c_str()); std::exit(43); }
inline long long readNumber(std::istream &in, long long lo, long long hi, const char *what) {
  std::string token;
  if (!(in >> token)) invalid(std::string("expected ") + what);
  size_t used = 0;
  long long value = 0;
  try { value = std::stoll(token, &used); } catch (...) { invalid(std::string(what) + " is not a number: " + token); }
  if (used != token.size()) invalid(std::string(what) + " is not a number: " + token);
  if (value < lo || value > hi) invalid(std::string(what) + " out of range: " + token);
  return value;
}
`;
const validator = String.raw`#include "numbers.h"
int main() {
  long long n = readNumber(std::cin, 1, 100000, "n");
  for (long long i = 0; i < n; i++) readNumber(std::cin, -1000000000, 1000000000, "a value");
  std::string extra;
  if (std::cin >> extra) invalid("trailing input: " + extra);
  return 42;
}
`;
const inputs = (...texts: string[]): TestCase[] => texts.map((input) => ({ input, expectedOutput: '' }));

describe('an input validator', () => {
  it('accepts the inputs it exits 42 on and rejects the others with its message, from a header of its own', async () => {
    const result = await judge().judge({
      language: 'cpp',
      code: `${validator}// ${nonce()}\n`,
      files: [{ name: 'numbers.h', content: header }],
      role: 'inputValidator',
      tests: inputs('3\n1 2 3\n', 'abc\n', '2\n5 99999999999\n', '1\n7\n8\n'),
    });
    expect(result.tests.map((t) => [t.statusId, t.checkerMessage])).toEqual([
      [Status.Accepted, undefined],
      [Status.WrongAnswer, 'n is not a number: abc'],
      [Status.WrongAnswer, 'a value out of range: 99999999999'],
      [Status.WrongAnswer, 'trailing input: 8'],
    ]);
    expect(result.tests[1]?.description).toBe('Wrong Answer (the input is not valid)');
  }, 120_000);

  it('in Python too; a validator that crashes or runs out of time has not confirmed the input, its own verdict says how', async () => {
    const code = `# ${nonce()}
import sys
data = sys.stdin.read().split()
if data == ['loop']:
    while True:
        pass
n = int(data[0])
sys.exit(42 if n == len(data) - 1 else 43)
`;
    const result = await judge().judge({
      language: 'python',
      code,
      role: 'inputValidator',
      tests: inputs('2\n1 2\n', '3\n1\n', 'x\n', 'loop\n'),
      limits: { cpuSeconds: 1 },
    });
    expect(result.tests.map((t) => t.statusId)).toEqual([
      Status.Accepted,
      Status.WrongAnswer,
      Status.RuntimeErrorNZEC,
      Status.TimeLimitExceeded,
    ]);
    expect(result.tests[2]?.checkerMessage).toMatch(/ValueError: invalid literal for int/);
    expect(result.tests[3]?.checkerMessage).toBe('Time Limit Exceeded');
  }, 120_000);

  it('is an Internal Error when asked to check its output as well', async () => {
    const result = await judge().judge({
      language: 'python',
      code: 'raise SystemExit(42)\n',
      role: 'inputValidator',
      validation: { kind: 'exact' },
      tests: inputs('1\n'),
    });
    expect(result.statusId).toBe(Status.InternalError);
  }, 120_000);
});
