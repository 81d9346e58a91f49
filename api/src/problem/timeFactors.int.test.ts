import { problemHistory } from '@forge/contracts';
import { fiveLanguageProblem, pythonSpinning, pythonSum } from '../testing/fiveLanguages';
import { countEvents, createProblemAsAdmin, registerLearner, signIn, useProblem, useTestPlatform } from '../testing/testPlatform';
import { reportWhenDone } from '../rejudge/rejudgeTestKit';

/**
 * A problem's per-language time factor (issue 32), end to end on the real judge. The Python
 * program here spins until it has used 2.1 s of CPU time and then answers right: with the 2 s
 * limit it is Time Limit Exceeded, with `{ Python: 5 }` (10 s) it is Accepted, however fast the
 * machine. (The wall clock, the CPU limit and a second, leaves a loaded machine's Python a fifth
 * of a core; a 1 s limit would hold the JVM's start too close.)
 */
// Every program is judged for real on a machine that may be busy: each test's time is the judge's.
jest.setTimeout(180_000);
const test = useTestPlatform({}, { timeout: 180_000 });

const slow = pythonSpinning(2.1);
const factor = { Python: 5 };
const twoSeconds = (overrides: Parameters<typeof fiveLanguageProblem>[0] = {}, python = pythonSum) =>
  fiveLanguageProblem({ timeLimitSeconds: 2, ...overrides }, { python });

describe('a problem that gives Python five times its 2 s limit', () => {
  const problemId = useProblem(test, () => twoSeconds({ timeFactors: factor }), 180_000);

  it('shows its factors with its limits', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent.get(`/api/problem/problemById/${problemId()}`).expect(200);
    expect(res.body).toMatchObject({ timeLimitSeconds: 2, timeFactors: { Python: 5 } });
  });

  it('accepts the slow Python program on run and submit, and a rejudge keeps it accepted', async () => {
    const { agent } = await registerLearner(test);
    const run = await agent.post(`/api/submission/run/${problemId()}`).send({ code: slow, language: 'python' }).expect(200);
    expect(run.body).toMatchObject({ success: true, error: null });
    const submit = await agent.post(`/api/submission/submit/${problemId()}`).send({ code: slow, language: 'python' }).expect(200);
    expect(submit.body).toMatchObject({ accepted: true, error: null });

    const admin = await signIn(test);
    await admin.post(`/api/admin/problem/${problemId()}/rejudge`).expect(202);
    expect(await reportWhenDone(admin, problemId())).toMatchObject({ total: 1, stillAccepted: 1, nowFailing: [] });
  });

  it('does not give the factor to another language: C++ that spins as long is Time Limit Exceeded', async () => {
    const { agent } = await registerLearner(test);
    const spinning =
      '#include <bits/stdc++.h>\nint main() { long long a, b; std::cin >> a >> b;\n' +
      '  while ((double)clock() / CLOCKS_PER_SEC < 2.1) {}\n  std::cout << a + b << "\\n"; }\n';
    const submit = await agent.post(`/api/submission/submit/${problemId()}`).send({ code: spinning, language: 'cpp' }).expect(200);
    expect(submit.body).toMatchObject({ accepted: false, error: 'Time Limit Exceeded on hidden test 1' });
  });
});

describe('a problem without factors, then with one dropped', () => {
  it('gives the slow Python program Time Limit Exceeded, and a rejudge after the factor is dropped finds it failing', async () => {
    const admin = await signIn(test);
    const plain = await createProblemAsAdmin(test, twoSeconds());
    const { agent, user, emailId } = await registerLearner(test);
    const submit = await agent.post(`/api/submission/submit/${plain}`).send({ code: slow, language: 'python' }).expect(200);
    expect(submit.body).toMatchObject({ accepted: false, error: 'Time Limit Exceeded on hidden test 1' });

    const withFactor = twoSeconds({ timeFactors: factor });
    const problemId = await createProblemAsAdmin(test, withFactor);
    const accepted = await agent.post(`/api/submission/submit/${problemId}`).send({ code: slow, language: 'python' }).expect(200);
    expect(accepted.body.accepted).toBe(true);
    const { timeFactors: _dropped, ...without } = withFactor;
    await admin.put(`/api/problem/update/${problemId}`).send(without).expect(200);
    await admin.post(`/api/admin/problem/${problemId}/rejudge`).expect(202);
    const report = await reportWhenDone(admin, problemId);
    expect(report.nowFailing).toEqual([
      {
        language: 'python',
        count: 1,
        submissions: [
          {
            _id: accepted.body.submissionId,
            userId: user._id,
            user: { _id: user._id, firstName: 'Learner', emailId },
            status: 'error',
            errorMessage: 'Time Limit Exceeded on test case 1',
          },
        ],
      },
    ]);

    // The history tells the factor set at creation and dropped by the update.
    const history = problemHistory.parse((await admin.get(`/api/admin/problem/${problemId}/history`).expect(200)).body);
    const changes = history.entries.flatMap((entry) => entry.changes.filter((c) => c.field === 'timeFactors'));
    expect(changes).toEqual([
      { field: 'timeFactors', kind: 'added', after: { Python: 5 } },
      { field: 'timeFactors', kind: 'removed', before: { Python: 5 } },
    ]);
  });
});

describe('the proof on save and the custom inputs', () => {
  it('refuses a slow Python reference under the 2 s limit, recording nothing, and proves it with the factor', async () => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const res = await admin.post('/api/problem/create').send(twoSeconds({}, slow)).expect(400);
    expect(res.body.message).toBe('Reference solution in Python fails visible test case 1: Time Limit Exceeded');
    expect(await countEvents(test)).toBe(before);

    const problemId = await createProblemAsAdmin(test, twoSeconds({ timeFactors: factor }, slow));
    // The slow reference computes a custom input's expected output within its own factor.
    const { agent } = await registerLearner(test);
    const run = await agent
      .post(`/api/submission/run/${problemId}`)
      .send({ code: pythonSum, language: 'python', customTestCases: [{ input: '20 22\n' }] })
      .expect(200);
    expect(run.body.customTestCases).toEqual([
      { stdin: '20 22\n', expected_output: '42\n', stdout: '42\n', stderr: '', status_id: 3, note: null },
    ]);
  });
});

describe("the admin's preview", () => {
  it.each([
    [undefined, 5],
    [factor, 3],
  ])('judges the slow Python program with factors %j: status %i on each case', async (timeFactors, statusId) => {
    const admin = await signIn(test);
    const body = {
      language: 'Python',
      code: slow,
      visibleTestCases: [{ input: '1 2\n', output: '3\n' }],
      timeLimitSeconds: 2,
      ...(timeFactors ? { timeFactors } : {}),
    };
    const res = await admin.post('/api/problem/preview').send(body).expect(200);
    expect(res.body.cases.map((c: { status_id: number }) => c.status_id)).toEqual([statusId]);
  });
});
