import type { OutputValidation } from '@forge/contracts';
import { Status } from '@forge/judge';
import { sharedJudge } from '../../testing/testPlatform';
import { TESTLIB_SHIM_SOURCE, testlibAsKattis, testlibInside } from './testlibShim';
import { testlibSumChecker } from './testing/testlibSum';

const testlib = { source: testlibSumChecker.source, files: [...testlibSumChecker.files] };
/** What an export writes in output_validator/, as any Kattis judge would build and run it. */
const exported: OutputValidation = { kind: 'checker', protocol: 'kattis', language: 'cpp', ...testlibAsKattis(testlib) };

const sum = "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n";
const judged = async (print: string, expectedOutput = '5\n') =>
  (await sharedJudge()).judge({
    language: 'javascript',
    code: `${sum}console.log(${print});\n`,
    tests: [{ input: '2 3\n', expectedOutput }],
    validation: exported,
  });

describe('a testlib checker exported as a Kattis output validator', () => {
  it('accepts a right answer: exit 0 becomes 42', async () => {
    const result = await judged('a + b');
    expect(result.statusId).toBe(Status.Accepted);
  }, 120_000);

  it("rejects a wrong answer with testlib's message as the judge message: exit 1 becomes 43", async () => {
    const result = await judged('a - b');
    expect(result.statusId).toBe(Status.WrongAnswer);
    expect(result.tests[0]?.checkerMessage).toBe('wrong answer expected 5, got -1');
  }, 120_000);

  it('rejects output it cannot read, a presentation error: exit 2 becomes 43', async () => {
    const result = await judged("'five'");
    expect(result.statusId).toBe(Status.WrongAnswer);
    expect(result.tests[0]?.checkerMessage).toBe('wrong output format expected an integer');
  }, 120_000);

  it("says the checker failed, never the learner's verdict, when testlib quits with _fail", async () => {
    const result = await judged('a + b', '6\n');
    expect(result.statusId).toBe(Status.InternalError);
  }, 120_000);

  it('is found again by an import as the testlib checker inside, and nothing else is', () => {
    const program = { language: 'cpp' as const, source: exported.source, files: [...(exported.files ?? [])] };
    expect(testlibInside(program)).toEqual({ language: 'cpp', ...testlib });
    expect(testlibInside({ ...program, source: program.source.replace(/\n/g, '\r\n') })).toEqual({ language: 'cpp', ...testlib });
    expect(testlibInside({ ...program, source: `${TESTLIB_SHIM_SOURCE}// changed\n` })).toBeNull();
    expect(testlibInside({ ...program, files: program.files.filter((f) => f.name !== 'testlib_checker.h') })).toBeNull();
  });
});
