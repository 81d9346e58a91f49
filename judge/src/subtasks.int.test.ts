import { Status, type TestCase } from './api';
import { judgeWithReports, useJudge } from './judgeTestKit';

/** One slot: cases start one after another, so which were skipped does not depend on timing. */
const judge = useJudge({ slots: 1 });

/** Loops forever on "slow", prints the input back otherwise. */
const program = `const input = require('fs').readFileSync(0, 'utf8'); if (input.startsWith('slow')) for (;;) {} process.stdout.write(input);`;
const test = (input: string): TestCase => ({ input, expectedOutput: input });

describe('a scored problem’s subtasks in the judge', () => {
  it('skips the cases of a subtask that has failed, and of those depending on it, and runs the others', async () => {
    const tests = [test('a\n'), test('slow\n'), test('b\n'), test('c\n'), test('d\n'), test('e\n')];
    const subtasks = [
      { name: 'big', points: 40, cases: [1, 2] },
      { name: 'small', points: 30, cases: [0, 3] },
      { name: 'full', points: 30, cases: [4, 5], dependsOn: ['big'] },
    ];
    const { result, reported } = await judgeWithReports(judge(), {
      language: 'javascript',
      code: program,
      tests,
      subtasks,
      limits: { cpuSeconds: 0.5 },
    });
    expect(result.tests.map((t) => [t.index, t.statusId])).toEqual([
      [0, Status.Accepted],
      [1, Status.TimeLimitExceeded],
      [3, Status.Accepted],
    ]);
    expect(reported.map((t) => t.index)).toEqual([0, 1, 3]);
    expect(result.statusId).toBe(Status.TimeLimitExceeded);
  }, 120_000);

  it('runs every case when every subtask passes', async () => {
    const tests = [test('a\n'), test('b\n'), test('c\n')];
    const { result } = await judgeWithReports(judge(), {
      language: 'javascript',
      code: program,
      tests,
      subtasks: [
        { name: 'one', points: 50, cases: [0] },
        { name: 'two', points: 50, cases: [1, 2], dependsOn: ['one'] },
      ],
    });
    expect(result.statusId).toBe(Status.Accepted);
    expect(result.tests).toHaveLength(3);
  }, 120_000);
});
