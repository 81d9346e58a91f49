import { streams } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { connectSocket, listenWithSockets, registeredCookie } from '../testing/liveServer';
import { useStarted } from '../testing/lifecycle';
import { appendPendingSubmission, registerLearner, signIn, startTestPlatform, useTestPlatform, useProblem } from '../testing/testPlatform';
import { JUDGE_DONE, JUDGE_PROGRESS, type JudgeDonePayload, type JudgeProgressPayload } from '@forge/contracts';

const solutions = Object.fromEntries(sampleProblem().referenceSolution.map((s) => [s.language, s.completeCode]));
const accepted = { cpp: solutions['C++']!, java: solutions['Java']!, javascript: solutions['JavaScript']! };
const wrongCpp = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';

const test = useTestPlatform({}, { timeout: 120_000 });
const problemId = useProblem(test);

describe('run', () => {
  it.each(Object.entries(accepted))('judges the visible cases of an accepted %s solution', async (language, code) => {
    const { agent } = await registerLearner(test);
    const res = await agent.post(`/api/submission/run/${problemId()}`).send({ code, language }).expect(200);
    expect(res.body).toEqual({
      success: true,
      runtime: expect.any(Number),
      memory: expect.any(Number),
      error: null,
      failure: null,
      testCases: [
        { stdin: '1 2\n', expected_output: '3\n', stdout: '3\n', status_id: 3 },
        { stdin: '-5 5\n', expected_output: '0\n', stdout: '0\n', status_id: 3 },
      ],
    });
    expect(res.body.memory).toBeGreaterThan(0);
  });

  it('reports a wrong answer per case and records nothing', async () => {
    const { agent } = await registerLearner(test);
    const before = (await test.platform.deps.store.readAll()).length;
    const res = await agent.post(`/api/submission/run/${problemId()}`).send({ code: wrongCpp, language: 'cpp' }).expect(200);
    expect(res.body.success).toBe(false);
    expect(res.body.testCases.map((t: { status_id: number; stdout: string }) => [t.status_id, t.stdout])).toEqual([
      [4, '-1\n'],
      [4, '-10\n'],
    ]);
    expect(res.body.error).toMatch(/^Wrong Answer on test case 1/);
    // The same, as fields the browser reads.
    expect(res.body.failure).toEqual({ kind: 'case', statusId: 4, status: 'Wrong Answer', caseNumber: 1, hidden: false, detail: null });
    expect((await test.platform.deps.store.readAll()).length).toBe(before);
  });

  it('shows the compiler output for code that does not compile', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent
      .post(`/api/submission/run/${problemId()}`)
      .send({ code: 'int main() { return x; }', language: 'cpp' })
      .expect(200);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/^Compilation Error\n[\s\S]*[‘']x[’'] was not declared/);
    expect(res.body.testCases.every((t: { status_id: number }) => t.status_id === 6)).toBe(true);
    expect(res.body.failure).toMatchObject({
      kind: 'compile',
      statusId: 6,
      status: 'Compilation Error',
      caseNumber: null,
      detail: expect.stringMatching(/[‘']x[’'] was not declared/),
    });
  });

  it.each([
    [{ code: 'x', language: 'ruby' }, 400, 'Language must be javascript, java, cpp, python or c'],
    // Issue 32: a language the judge knows but this problem has no start code for.
    [{ code: 'x', language: 'python' }, 400, 'This problem is not offered in Python'],
    [{ code: '', language: 'cpp' }, 400, 'Code is required'],
    [{ code: 'x'.repeat(65_537), language: 'cpp' }, 400, 'Code is too long (at most 65536 characters)'],
    [{ code: 'x', language: 'cpp', extra: 1 }, 400, 'Unrecognized key: "extra"'],
  ])('refuses %j', async (body, status, message) => {
    const { agent } = await registerLearner(test);
    const res = await agent.post(`/api/submission/run/${problemId()}`).send(body).expect(status);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for an unknown problem and 401 when signed out', async () => {
    const { agent } = await registerLearner(test);
    await agent
      .post('/api/submission/run/nope')
      .send({ code: 'x', language: 'cpp' })
      .expect(404, { message: 'Problem not found', code: 'NOT_FOUND' });
    await test.agent().post(`/api/submission/submit/${problemId()}`).send({ code: 'x', language: 'cpp' }).expect(401);
  });
});

describe('submit', () => {
  it('records an accepted submission: history, solved list and reference solutions follow', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent.post(`/api/submission/submit/${problemId()}`).send({ code: accepted.java, language: 'java' }).expect(200);
    expect(res.body).toMatchObject({ accepted: true, passedTestCases: 2, totalTestCases: 2, error: null });
    const history = await agent.get(`/api/problem/submittedProblem/${problemId()}`).expect(200);
    expect(history.body).toEqual([
      expect.objectContaining({
        _id: res.body.submissionId,
        status: 'accepted',
        language: 'java',
        testCasesPassed: 2,
        testCasesTotal: 2,
        errorMessage: null,
      }),
    ]);
    expect((await agent.get('/api/user/check')).body.user.problemSolved).toEqual([problemId()]);
    expect((await agent.get(`/api/problem/problemById/${problemId()}`)).body.referenceSolution).toHaveLength(3);
  });

  it('records a wrong submission as attempted, with how many hidden cases passed', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent.post(`/api/submission/submit/${problemId()}`).send({ code: wrongCpp, language: 'cpp' }).expect(200);
    // a - b is right for "0 0" only, the second hidden test: the submission stops at the first.
    expect(res.body).toMatchObject({ accepted: false, passedTestCases: 0, totalTestCases: 2, error: 'Wrong Answer on hidden test 1' });
    const [submission] = (await agent.get(`/api/problem/submittedProblem/${problemId()}`)).body;
    expect(submission).toMatchObject({ status: 'wrong', testCasesPassed: 0, errorMessage: 'Wrong Answer on hidden test 1' });
    const me = (await agent.get('/api/user/check')).body.user;
    expect(me).toMatchObject({ problemSolved: [], attemptedProblems: [problemId()] });
  });

  it('finishes a submission left pending by a crash, exactly once, when the platform starts again', async () => {
    const { user } = await registerLearner(test);
    const submissionId = `crashed-${Date.now()}`;
    await appendPendingSubmission(test, {
      submissionId,
      userId: user._id,
      problemId: problemId(),
      code: accepted.javascript,
      testCasesTotal: 2,
    });
    await test.restart();
    const deadline = Date.now() + 30_000;
    let types: string[] = [];
    while (Date.now() < deadline) {
      types = (await test.platform.deps.store.readStream(streams.submission(submissionId))).map((e) => e.type);
      if (types.includes('SubmissionJudged')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // The judge reactor caught up from its checkpoint: the same loop as a live submission, not a special path.
    expect(types).toEqual([
      'SubmissionRequested',
      'SubmissionJudgingStarted',
      'SubmissionCaseJudged',
      'SubmissionCaseJudged',
      'SubmissionJudged',
    ]);
    // Starting once more finds nothing pending and records nothing more.
    await test.restart();
    await new Promise((r) => setTimeout(r, 300));
    expect((await test.platform.deps.store.readStream(streams.submission(submissionId))).map((e) => e.type)).toEqual(types);
  }, 60_000);
});

describe('live verdicts over Socket.IO', () => {
  const live = useStarted(() => listenWithSockets(test));
  const socketFor = (cookie: string | undefined) => connectSocket(live().base, cookie);

  const signedInCookie = () => registeredCookie(live().base, 'Socket');

  it('refuses a socket without a session', async () => {
    await expect(socketFor(undefined)).rejects.toThrow('Please log in to continue');
  });

  it('sends every test result before the HTTP response, then the same result as the response', async () => {
    const cookie = await signedInCookie();
    const socket = await socketFor(cookie);
    const seen: { at: number; event: string; payload: JudgeProgressPayload | JudgeDonePayload }[] = [];
    socket.on(JUDGE_PROGRESS, (payload) => seen.push({ at: Date.now(), event: JUDGE_PROGRESS, payload }));
    socket.on(JUDGE_DONE, (payload) => seen.push({ at: Date.now(), event: JUDGE_DONE, payload }));
    const res = await fetch(`${live().base}/api/submission/submit/${problemId()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code: accepted.cpp, language: 'cpp', requestId: 'req-42' }),
    });
    const answeredAt = Date.now();
    const body = (await res.json()) as { submissionId: string } & Record<string, unknown>;
    await new Promise((r) => setTimeout(r, 50));
    socket.close();
    const progress = seen.filter((s) => s.event === JUDGE_PROGRESS).map((s) => s.payload as JudgeProgressPayload);
    expect(progress.map((p) => p.index).sort()).toEqual([0, 1]);
    for (const p of progress)
      expect(p).toMatchObject({
        requestId: 'req-42',
        kind: 'submit',
        problemId: problemId(),
        submissionId: body.submissionId,
        total: 2,
        statusId: 3,
      });
    // Each hidden case's verdict alone (issue 29); runtime means the slowest case's CPU time, as the log records it.
    for (const p of progress) expect(Object.keys(p).filter((k) => k === 'time' || k === 'memory')).toEqual([]);
    const recorded = await test.platform.deps.store.readStream(streams.submission(body.submissionId));
    const times = recorded.filter((e) => e.type === 'SubmissionCaseJudged').map((e) => (e.data as { time: number }).time);
    expect(body.runtime).toBe(Math.max(...times));
    for (const s of seen) expect(s.at).toBeLessThanOrEqual(answeredAt);
    const done = seen.find((s) => s.event === JUDGE_DONE)!.payload as JudgeDonePayload;
    expect(done).toEqual({
      requestId: 'req-42',
      kind: 'submit',
      problemId: problemId(),
      submissionId: body.submissionId,
      result: { ...body, submissionId: undefined },
    });
  });

  it("never sends one user's verdicts to another user", async () => {
    const [mine, theirs] = [await signedInCookie(), await signedInCookie()];
    const eavesdropper = await socketFor(theirs);
    const overheard: unknown[] = [];
    eavesdropper.onAny((...args) => overheard.push(args));
    await fetch(`${live().base}/api/submission/run/${problemId()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: mine },
      body: JSON.stringify({ code: accepted.javascript, language: 'javascript' }),
    });
    await new Promise((r) => setTimeout(r, 100));
    eavesdropper.close();
    expect(overheard).toEqual([]);
  });
});

describe('the queue', () => {
  it("answers a user's burst beyond the limit at once, without recording it", async () => {
    const busy = await startTestPlatform({ JUDGE_QUEUE_PER_USER: '1', JUDGE_CONCURRENCY: '1' });
    try {
      const admin = await signIn(busy);
      const id = (await admin.post('/api/problem/create').send(sampleProblem()).expect(201)).body.problem._id;
      const { agent } = await registerLearner(busy);
      const before = (await busy.platform.deps.store.readAll()).length;
      const [first, second] = await Promise.all([
        agent.post(`/api/submission/submit/${id}`).send({ code: accepted.java, language: 'java' }),
        new Promise((r) => setTimeout(r, 50)).then(() =>
          agent.post(`/api/submission/submit/${id}`).send({ code: accepted.java, language: 'java' }),
        ),
      ]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(429);
      expect(second.body.message).toBe('You already have 1 job being judged; wait for one to finish');
      const types = (await busy.platform.deps.store.readAll()).slice(before).map((e) => e.type);
      expect(types.filter((t) => t !== 'SubmissionCaseJudged')).toEqual([
        'SubmissionRequested',
        'SubmissionJudgingStarted',
        'SubmissionJudged',
      ]);
    } finally {
      await busy.close();
    }
  }, 60_000);
});
