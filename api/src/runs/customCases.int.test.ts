import { streams } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { INVALID_CUSTOM_INPUT, MAX_CUSTOM_INPUT_BYTES } from '@forge/contracts';
import { registerLearner, useTestPlatform, useProblem } from '../testing/testPlatform';
import { forgePlatform, given, registeredAccount } from '../testing/platformSpecification';
import { NO_REFERENCE } from '../runs/customCases';

// The reference solutions' secret: what they print and write when they fail must never reach the learner.
const SECRET = 'REFERENCE-SECRET-41c9';
const sum = "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n";
/** Right on small numbers (every visible case), wrong from 100 on. */
const smallOnly =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a < 100 ? a + b : 0);\n";
const wrongCpp = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';
/** A sum that refuses a negative first number: it leaks its secret to stdout and stderr, and fails. */
const jsReference = `const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
if (a < -100) { console.log('${SECRET} partial'); console.error('${SECRET} ' + a); process.exit(3); }
console.log(a + b);
`;
const problem = () =>
  sampleProblem({
    title: `Custom sums ${Date.now()}`,
    referenceSolution: sampleProblem().referenceSolution.map((r) =>
      r.language === 'JavaScript' ? { ...r, completeCode: jsReference } : r,
    ),
  });

const test = useTestPlatform({}, { timeout: 120_000 });
const problemId = useProblem(test, () => problem());

async function run(code: string, language: string, inputs: readonly string[]) {
  const { agent } = await registerLearner(test);
  return agent.post(`/api/submission/run/${problemId()}`).send({ code, language, customTestCases: inputs.map((input) => ({ input })) });
}

describe('a run with inputs of the learner own', () => {
  it('judges each against the reference solution in the same language, after the visible cases', async () => {
    const res = await run(sum, 'javascript', ['10 20\n', '7 -3\n']);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: null, failure: null });
    expect(res.body.testCases).toHaveLength(2);
    expect(res.body.customTestCases).toEqual([
      { stdin: '10 20\n', expected_output: '30\n', stdout: '30\n', stderr: '', status_id: 3, note: null },
      { stdin: '7 -3\n', expected_output: '4\n', stdout: '4\n', stderr: '', status_id: 3, note: null },
    ]);
  });

  it("shows a wrong answer with the reference's output as the expected one", async () => {
    const res = await run(smallOnly, 'javascript', ['1 1\n', '100 1\n']);
    expect(res.status).toBe(200);
    expect(res.body.testCases.map((t: { status_id: number }) => t.status_id)).toEqual([3, 3]);
    expect(res.body.customTestCases).toEqual([
      { stdin: '1 1\n', expected_output: '2\n', stdout: '2\n', stderr: '', status_id: 3, note: null },
      { stdin: '100 1\n', expected_output: '101\n', stdout: '0\n', stderr: '', status_id: 4, note: null },
    ]);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toBe('Wrong Answer on custom case 2');
    expect(res.body.failure).toEqual({
      kind: 'case',
      statusId: 4,
      status: 'Wrong Answer',
      caseNumber: 2,
      hidden: false,
      detail: null,
      custom: true,
    });
  });

  it('reports the visible cases first when they fail too, and still judges the custom ones (C++)', async () => {
    const res = await run(wrongCpp, 'cpp', ['10 20\n']);
    expect(res.body.error).toMatch(/^Wrong Answer on test case 1/);
    expect(res.body.customTestCases).toEqual([
      { stdin: '10 20\n', expected_output: '30\n', stdout: '-10\n', stderr: '', status_id: 4, note: null },
    ]);
  });

  it('calls an input that makes the reference fail not valid, and gives nothing of the reference', async () => {
    const res = await run(sum, 'javascript', ['-500 1\n', '2 2\n']);
    expect(res.status).toBe(200);
    expect(res.body.customTestCases).toEqual([
      { stdin: '-500 1\n', expected_output: null, stdout: '', stderr: '', status_id: null, note: INVALID_CUSTOM_INPUT },
      { stdin: '2 2\n', expected_output: '4\n', stdout: '4\n', stderr: '', status_id: 3, note: null },
    ]);
    expect(INVALID_CUSTOM_INPUT).toBe('This input is not valid for this problem');
    expect(res.body.success).toBe(true);
    const said = JSON.stringify(res.body);
    expect(said).not.toContain(SECRET);
    expect(said).not.toContain('process.exit(3)');
    expect(said).not.toMatch(/partial|exit code|code 3/);
  });

  it("shows the learner's own stderr and runtime error on their input", async () => {
    const crashes =
      "const input = require('fs').readFileSync(0, 'utf8');\nif (input.startsWith('9')) { console.error('mine: ' + input.trim()); process.exit(2); }\nconsole.log(input.trim().split(' ').map(Number).reduce((a, b) => a + b));\n";
    const res = await run(crashes, 'javascript', ['9 9\n']);
    expect(res.body.customTestCases).toEqual([
      { stdin: '9 9\n', expected_output: '18\n', stdout: '', stderr: 'mine: 9 9\n', status_id: 11, note: null },
    ]);
    expect(res.body.error).toBe('Runtime Error (NZEC) on custom case 1\nmine: 9 9');
  });

  it('takes an input of exactly 64 kB', async () => {
    const input = `3 4\n${' '.repeat(MAX_CUSTOM_INPUT_BYTES - 5)}\n`;
    expect(Buffer.byteLength(input)).toBe(MAX_CUSTOM_INPUT_BYTES);
    const res = await run(sum, 'javascript', [input]);
    expect(res.status).toBe(200);
    expect(res.body.customTestCases[0]).toMatchObject({ expected_output: '7\n', stdout: '7\n', status_id: 3 });
  });
});

describe('the limits of custom cases', () => {
  it.each([
    ['more than ten cases', Array.from({ length: 11 }, () => '1 1\n'), 'At most 10 custom test cases'],
    ['an input over 64 kB', ['1 1\n' + 'x'.repeat(MAX_CUSTOM_INPUT_BYTES)], 'A custom test case input is too long (at most 64 kB)'],
    // Bytes, not characters: 32,769 two-byte characters are over the limit.
    ['an input over 64 kB in UTF-8', ['é'.repeat(MAX_CUSTOM_INPUT_BYTES / 2 + 1)], 'A custom test case input is too long (at most 64 kB)'],
  ])('refuses %s with 400 and says why', async (_, inputs, message) => {
    const res = await run(sum, 'javascript', inputs);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'VALIDATION' });
  });

  it('refuses a case that is not { input }', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent
      .post(`/api/submission/run/${problemId()}`)
      .send({ code: sum, language: 'javascript', customTestCases: [{ input: 1 }] });
    expect(res.status).toBe(400);
  });

  it('is for runs only: a submit with custom cases is refused', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent
      .post(`/api/submission/submit/${problemId()}`)
      .send({ code: sum, language: 'javascript', customTestCases: [{ input: '1 1\n' }] });
    expect(res.status).toBe(400);
  });
});

// Problems written before every language needed a reference solution may lack one: a history written here.
describe('a problem without a reference solution in the learner language', () => {
  const learner = { userId: 'u1', email: 'ada@forge.test', password: 'ada-password' };
  const cppOnly = sampleProblem().referenceSolution.filter((r) => r.language === 'C++');
  const history = (referenceSolution: ReturnType<typeof sampleProblem>['referenceSolution']) => [
    ...registeredAccount(learner),
    given(streams.problem('p1'), {
      type: 'ProblemCreated',
      data: { problemId: 'p1', ...sampleProblem({ referenceSolution }), createdBy: 'a1', createdAt: '2026-01-05T10:00:00.000Z' },
    }),
  ];
  const body = { code: sum, language: 'javascript', customTestCases: [{ input: '20 22\n' }] };

  it.each([
    [
      "takes the expected output from another language's reference, and says so",
      cppOnly,
      { expected_output: '42\n', status_id: 3, note: 'Expected output from the C++ reference solution' },
    ],
    [
      'with no reference at all, shows the learner output and says the expected one cannot be computed',
      [],
      { expected_output: null, status_id: null, note: NO_REFERENCE },
    ],
  ])('%s', async (_, referenceSolution, expected) => {
    await forgePlatform
      .given(history(referenceSolution))
      .as(learner)
      .when((http) => http.post('/api/submission/run/p1').send(body))
      .then({
        status: 200,
        body: expect.objectContaining({ success: true, customTestCases: [{ stdin: '20 22\n', stdout: '42\n', stderr: '', ...expected }] }),
        appended: [],
      });
  });
});
