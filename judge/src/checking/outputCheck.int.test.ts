import { Status } from '../api';
import { judgeWithReports, useJudge } from '../judgeTestKit';

/** Prints the mean of its input's numbers to the given number of decimals. */
const mean = (decimals: number) => `
const numbers = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log((numbers.reduce((a, b) => a + b, 0) / numbers.length).toFixed(${decimals}));
`;
const tests = [
  { input: '1 2\n', expectedOutput: '1.5\n' },
  { input: '1 1 2\n', expectedOutput: '1.333333333\n' },
];

const judge = useJudge();
/** The mean to `decimals` decimals, judged by tokens with the validator's `flags`. */
const byTokens = (decimals: number, flags: string) =>
  judge().judge({ language: 'javascript', code: mean(decimals), tests, validation: { kind: 'tokens', flags } });

describe('a problem judged by tokens with a tolerance (the Kattis default validator)', () => {
  it('accepts an answer within the tolerance that the exact rule rejects', async () => {
    const request = { language: 'javascript' as const, code: mean(6), tests };
    expect((await judge().judge(request)).statusId).toBe(Status.WrongAnswer);
    const { result, reported } = await judgeWithReports(judge(), {
      ...request,
      validation: { kind: 'tokens', flags: 'float_tolerance 1e-6' },
    });
    expect(result.statusId).toBe(Status.Accepted);
    expect(reported.map((t) => [t.statusId, t.checkerMessage])).toEqual([
      [Status.Accepted, undefined],
      [Status.Accepted, undefined],
    ]);
  }, 120_000);

  it('rejects an answer that lost precision, with the validator message on the case', async () => {
    const result = await byTokens(2, 'float_tolerance 1e-6');
    expect(result.statusId).toBe(Status.WrongAnswer);
    expect(result.tests[0]).toMatchObject({ statusId: Status.Accepted });
    expect(result.tests[1]!.statusId).toBe(Status.WrongAnswer);
    expect(result.tests[1]!.checkerMessage).toMatch(
      /^Wrong answer on line 1 of output .*\nToo large difference\.\n Judge: 1\.333333333\n User: 1\.33\n/s,
    );
  }, 120_000);

  it('judges nothing with flags the validator refuses: an Internal Error, no case run', async () => {
    const result = await byTokens(6, 'float_tolerance');
    expect(result.statusId).toBe(Status.InternalError);
    expect(result.tests).toEqual([]);
  }, 120_000);
});
