import { sampleProblem } from '@forge/domain/testing';
import { registerLearner, useProblem, useTestPlatform } from '../testing/testPlatform';
import { BAD_REPLACES } from './runCode';

/** Right except on a negative first number: the sample's second example (-5 5) is the one it fails. */
const wrongOnNegative =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a < 0 ? 1 : a + b);\n";

const test = useTestPlatform({}, { timeout: 120_000 });
// Examples: "1 2" (3) and "-5 5" (0).
const problemId = useProblem(test, () => sampleProblem({ title: `Edited examples ${Date.now()}` }));

async function run(customTestCases: readonly { input: string; replaces?: number }[]) {
  const { agent } = await registerLearner(test);
  return agent.post(`/api/submission/run/${problemId()}`).send({ code: wrongOnNegative, language: 'javascript', customTestCases });
}

describe('an edited example replaces that example in the run (issue 33)', () => {
  it('runs the edited input in its place and not the example as given', async () => {
    const plain = await run([]);
    expect(plain.body).toMatchObject({ success: false, error: 'Wrong Answer on test case 2' });

    const res = await run([{ input: '7 8\n', replaces: 1 }]);
    expect(res.status).toBe(200);
    // Example 2 as given would fail; it did not run, so the run passes.
    expect(res.body).toMatchObject({ success: true, error: null, failure: null });
    expect(res.body.testCases).toEqual([{ stdin: '1 2\n', expected_output: '3\n', stdout: '3\n', status_id: 3 }]);
    expect(res.body.customTestCases).toEqual([
      { stdin: '7 8\n', expected_output: '15\n', stdout: '15\n', stderr: '', status_id: 3, note: null, replaces: 1 },
    ]);
  });

  it('numbers a failing example by its own place when an earlier one was replaced, beside a custom input of the learner', async () => {
    const res = await run([{ input: '2 2\n', replaces: 0 }, { input: '10 10\n' }]);
    expect(res.status).toBe(200);
    expect(res.body.testCases).toEqual([{ stdin: '-5 5\n', expected_output: '0\n', stdout: '1\n', status_id: 4 }]);
    expect(res.body.error).toBe('Wrong Answer on test case 2');
    expect(res.body.failure).toMatchObject({ kind: 'case', statusId: 4, caseNumber: 2, hidden: false });
    expect(res.body.customTestCases).toEqual([
      { stdin: '2 2\n', expected_output: '4\n', stdout: '4\n', stderr: '', status_id: 3, note: null, replaces: 0 },
      { stdin: '10 10\n', expected_output: '20\n', stdout: '20\n', stderr: '', status_id: 3, note: null },
    ]);
  });

  it('refuses an edited example that names no example, or one named twice', async () => {
    for (const cases of [
      [{ input: '1 1\n', replaces: 2 }],
      [
        { input: '1 1\n', replaces: 0 },
        { input: '2 2\n', replaces: 0 },
      ],
    ]) {
      const res = await run(cases);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: BAD_REPLACES, code: 'BAD_REPLACES' });
    }
    const negative = await run([{ input: '1 1\n', replaces: -1 }]);
    expect(negative.status).toBe(400);
  });
});
