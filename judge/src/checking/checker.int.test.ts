import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputValidation } from '@forge/contracts';
import { Status, type TestCase } from '../api';
import { nonce, sharedCacheDir, useJudge } from '../judgeTestKit';

/** Print two positive integers that sum to n: many right answers. The answer file holds the jury's. */
const tests: TestCase[] = [
  { input: '10\n', expectedOutput: '5 5\n' },
  { input: '7\n', expectedOutput: '3 4\n' },
];
const pair = (a: string, b = 'n - a') => `const n = Number(require('fs').readFileSync(0, 'utf8')); const a = ${a}; console.log(a, ${b});`;
const programs = { half: pair('Math.floor(n / 2)'), one: pair('1'), zero: pair('0'), tooBig: pair('1', 'n') };

/** The problem's own helper, written beside the validator (a `files` entry). */
const validateHeader = String.raw`#pragma once
#include <bits/stdc++.h>
struct Validator {
  std::string feedback;
  Validator(int argc, char **argv) : feedback(argc > 3 ? argv[3] : "") {}
  [[noreturn]] void verdict(int code, const std::string &message) {
    std::ofstream(feedback + "judgemessage.txt") << message << "\n";
    std::exit(code);
  }
  [[noreturn]] void accept() { verdict(42, "ok"); }
  [[noreturn]] void reject(const std::string &message) { verdict(43, message); }
};
`;
const kattisValidator = String.raw`#include "validate.h"
int main(int argc, char **argv) {
  Validator v(argc, argv);
  long long n;
  std::ifstream(argv[1]) >> n;
  long long a, b;
  if (!(std::cin >> a >> b)) v.reject("expected two integers");
  std::string extra;
  if (std::cin >> extra) v.reject("trailing output: " + extra);
  if (a < 1 || b < 1) v.reject("both numbers must be positive, got " + std::to_string(a) + " and " + std::to_string(b));
  if (a + b != n) v.reject(std::to_string(a) + " + " + std::to_string(b) + " = " + std::to_string(a + b) + ", not " + std::to_string(n));
  v.accept();
}
`;
const kattis = (source: string, files = [{ name: 'validate.h', content: validateHeader }]): OutputValidation => ({
  kind: 'checker',
  protocol: 'kattis',
  language: 'cpp',
  source,
  files,
});

/** The same problem's checker written against testlib: the jury's pair must be right too (else it fails). */
const testlibChecker = String.raw`#include "testlib.h"
int main(int argc, char *argv[]) {
  registerTestlibCmd(argc, argv);
  long long n = inf.readLong();
  long long ja = ans.readLong(), jb = ans.readLong();
  if (ja + jb != n) quitf(_fail, "the jury's pair sums to %lld, not %lld", ja + jb, n);
  long long a = ouf.readLong(), b = ouf.readLong();
  if (a < 1 || b < 1) quitf(_wa, "both numbers must be positive, got %lld and %lld", a, b);
  if (a + b != n) quitf(_wa, "%lld + %lld = %lld, not %lld", a, b, a + b, n);
  quitf(_ok, "%lld + %lld = %lld", a, b, n);
}
`;
/** testlib.h's checker interface in a few lines of our own (testdata/miniTestlib.h), as the problem's `testlib.h`. */
const miniTestlib = readFileSync(path.join(__dirname, 'testdata', 'miniTestlib.h'), 'utf8');
const testlib: OutputValidation = {
  kind: 'checker',
  protocol: 'testlib',
  language: 'cpp',
  source: testlibChecker,
  files: [{ name: 'testlib.h', content: miniTestlib }],
};

const judge = useJudge();
const judgePair = (code: string, validation: OutputValidation, cases = tests) =>
  judge().judge({ language: 'javascript', code, tests: cases, validation });

describe('a Kattis output validator in C++, with a header of its own', () => {
  it('accepts any valid pair, not only the jury’s', async () => {
    for (const code of [programs.half, programs.one]) {
      const result = await judgePair(code, kattis(kattisValidator));
      expect(result.statusId).toBe(Status.Accepted);
      expect(result.tests.map((t) => [t.statusId, t.checkerMessage])).toEqual([
        [Status.Accepted, undefined],
        [Status.Accepted, undefined],
      ]);
    }
  }, 120_000);

  it('rejects a well-formed pair that is wrong, with its judge message', async () => {
    const result = await judgePair(programs.tooBig, kattis(kattisValidator));
    expect(result.statusId).toBe(Status.WrongAnswer);
    expect(result.tests[0]).toMatchObject({
      statusId: Status.WrongAnswer,
      description: 'Wrong Answer',
      checkerMessage: '1 + 10 = 11, not 10',
    });
    const zero = await judgePair(programs.zero, kattis(kattisValidator));
    expect(zero.tests[0]?.checkerMessage).toBe('both numbers must be positive, got 0 and 10');
  }, 120_000);

  it('judges a program that failed by its own verdict, without the validator', async () => {
    const result = await judgePair('process.exit(3);', kattis(kattisValidator));
    expect(result.tests[0]).toMatchObject({ statusId: Status.RuntimeErrorNZEC });
    expect(result.tests[0]?.checkerMessage).toBeUndefined();
  }, 120_000);
});

describe('a testlib checker', () => {
  it('says ok, wrong answer, and presentation error (a wrong answer), its message from stderr', async () => {
    expect((await judgePair(programs.one, testlib)).statusId).toBe(Status.Accepted);
    const wrong = await judgePair(programs.tooBig, testlib);
    expect(wrong.tests[0]).toMatchObject({
      statusId: Status.WrongAnswer,
      description: 'Wrong Answer',
      checkerMessage: 'wrong answer 1 + 10 = 11, not 10',
    });
    const words = await judgePair('console.log("five and five");', testlib);
    expect(words.tests[0]).toMatchObject({
      statusId: Status.WrongAnswer,
      description: 'Wrong Answer (presentation error)',
      checkerMessage: 'wrong output format expected an integer',
    });
  }, 120_000);

  it('makes its own failure an Internal Error, never the learner’s verdict', async () => {
    const result = await judgePair(programs.one, testlib, [{ input: '10\n', expectedOutput: '1 1\n' }]);
    expect(result).toMatchObject({ statusId: Status.InternalError, description: 'Internal Error (the checker reported its own failure)' });
    expect(result.tests[0]?.checkerMessage).toBe("FAIL the jury's pair sums to 2, not 10");
  }, 120_000);
});

describe('a checker that fails is an Internal Error with the reason, never Accepted nor Wrong Answer', () => {
  it.each([
    [
      'crashes',
      'int main(int argc, char **) { volatile int *p = argc > 0 ? nullptr : new int; return *p; }',
      'the checker was killed by SIGSEGV',
    ],
    ['exits with 7', 'int main() { return 7; }', 'the checker exited with 7, not 42 (accepted) or 43 (wrong answer)'],
    [
      'loops forever (stopped by its time limit)',
      'int main() { for (volatile unsigned long i = 0;; i++) {} }',
      'the checker ran out of time',
    ],
  ])(
    'one that %s',
    async (_name, source, reason) => {
      const result = await judgePair(programs.one, kattis(source, []), tests.slice(0, 1));
      expect(result).toMatchObject({ statusId: Status.InternalError, description: `Internal Error (${reason})` });
      expect(result.tests).toMatchObject([{ statusId: Status.InternalError, description: `Internal Error (${reason})` }]);
    },
    120_000,
  );

  it('one that does not compile, whether the learner’s program compiles or not; its compiler output is kept for admins', async () => {
    const broken = kattis(`int main() { return undeclared; } // ${nonce()}`, []);
    for (const code of [programs.one, 'console.log(;']) {
      const result = await judgePair(code, broken);
      expect(result).toMatchObject({
        statusId: Status.InternalError,
        description: 'Internal Error (the checker does not compile)',
        tests: [],
      });
      expect(result.compileOutput).toBeNull();
      expect(result.checkerCompileOutput).toMatch(/undeclared. was not declared/);
    }
  }, 120_000);
});

describe('the checker is built once', () => {
  it('for all the cases of a job, and for the next jobs of the problem', async () => {
    const validation = kattis(`${kattisValidator}// ${nonce()}\n`);
    const many = Array.from({ length: 6 }, (_, i) => ({ input: `${i + 2}\n`, expectedOutput: `1 ${i + 1}\n` }));
    const before = judge().compilations();
    const first = await judgePair(`${programs.half} // ${nonce()}`, validation, many);
    expect(first.statusId).toBe(Status.Accepted);
    expect(first.tests).toHaveLength(6);
    // The learner's program (node's check) and the checker.
    expect(judge().compilations() - before).toBe(2);
    const second = await judgePair(`${programs.one} // ${nonce()}`, validation, many);
    expect(second.statusId).toBe(Status.Accepted);
    expect(judge().compilations() - before).toBe(3);
  }, 120_000);
});

describe('a C or C++ checker', () => {
  /** Rejects every output, saying whether it was started without the dynamic loader (AT_BASE is the loader's address). */
  const linkage = (include: string, print: string) => `#include <${include}>
#include <sys/auxv.h>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *message = fopen(${print}, "w");
  fprintf(message, getauxval(AT_BASE) == 0 ? "static" : "dynamic");
  fclose(message);
  return 43;
}
`;
  it.each([
    [
      'cpp',
      linkage('cstdio', '(std::string(argv[3]) + "judgemessage.txt").c_str()').replace(
        '#include <cstdio>',
        '#include <cstdio>\n#include <string>',
      ),
    ],
    [
      'c',
      linkage('stdio.h', 'argv[3][0] ? strcat(strcpy(malloc(4096), argv[3]), "judgemessage.txt") : ""').replace(
        '#include <stdio.h>',
        '#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>',
      ),
    ],
  ] as const)(
    'in %s is linked statically: it starts on every case without the dynamic loader',
    async (language, source) => {
      const result = await judgePair(programs.half, { kind: 'checker', protocol: 'kattis', language, source: `${source}// ${nonce()}\n` });
      expect(result.tests[0]).toMatchObject({ statusId: Status.WrongAnswer, checkerMessage: 'static' });
    },
    120_000,
  );
});

describe('a checker in JavaScript', () => {
  const lib = `exports.verdict = (dir, code, message) => { require('fs').writeFileSync(dir + 'judgemessage.txt', message); process.exit(code); };`;
  const main = `
const { verdict } = require('./lib.js');
const fs = require('fs');
const [input, , feedback] = process.argv.slice(2);
const n = Number(fs.readFileSync(input, 'utf8'));
const [a, b, ...rest] = fs.readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
if (rest.length > 0 || !(a >= 1 && b >= 1) || a + b !== n) verdict(feedback, 43, 'not a pair of positive numbers summing to ' + n);
verdict(feedback, 42, 'ok');
`;
  const validation: OutputValidation = {
    kind: 'checker',
    protocol: 'kattis',
    language: 'javascript',
    source: main,
    files: [{ name: 'lib.js', content: lib }],
  };

  it('judges too, requiring a file of its own', async () => {
    expect((await judgePair(programs.half, validation)).statusId).toBe(Status.Accepted);
    const wrong = await judgePair(programs.tooBig, validation);
    expect(wrong.tests[0]).toMatchObject({ statusId: Status.WrongAnswer, checkerMessage: 'not a pair of positive numbers summing to 10' });
  }, 120_000);
});

describe("the checker's files", () => {
  /** Says what the program saw, then what the checker could write. */
  const snoop = `
const fs = require('fs');
console.log(['/data', '/data/input', '/data/answer', '/data/output', '/feedback', '/tmp/judgemessage.txt'].map((p) => { try { fs.statSync(p); return p + ':there'; } catch (e) { return p + ':' + e.code; } }).join(' '));
`;
  const echo = `
const fs = require('fs');
const tried = ['/data/answer', '/data/planted', '/box/planted'].map((p) => { try { fs.writeFileSync(p, 'x'); return p + ':written'; } catch (e) { return p + ':' + e.code; } });
fs.writeFileSync(process.argv[4] + 'judgemessage.txt', fs.readFileSync(0, 'utf8').trim() + '\\n' + tried.join(' '));
process.exit(43);
`;
  const validation: OutputValidation = { kind: 'checker', protocol: 'kattis', language: 'javascript', source: echo };

  it('are out of the program’s sight, read-only to the checker, and gone after the job', async () => {
    const result = await judgePair(snoop, validation, tests.slice(0, 1));
    const [seen, written] = (result.tests[0]?.checkerMessage ?? '').split('\n');
    expect(seen).toBe(
      '/data:ENOENT /data/input:ENOENT /data/answer:ENOENT /data/output:ENOENT /feedback:ENOENT /tmp/judgemessage.txt:ENOENT',
    );
    expect(written).toMatch(/^\/data\/answer:E(ROFS|ACCES) \/data\/planted:E(ROFS|ACCES) \/box\/planted:E(ROFS|ACCES)$/);
    const left = readdirSync(path.join(sharedCacheDir, 'scratch')).filter((name) => name.startsWith(`${process.pid}-check-`));
    expect(left).toEqual([]);
  }, 120_000);
});
