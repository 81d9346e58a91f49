import { REJUDGE_POLICY } from '@forge/contracts';
import { streams } from '@forge/domain';
import { registerLearner, signIn, useTestPlatform } from '../testing/testPlatform';
import { cppWithInt, eventsOfType, holdableJudge, javascriptSum, reportWhenDone, solve, sums, withLargeCase } from './rejudgeTestKit';

const judge = holdableJudge();
const test = useTestPlatform({}, { timeout: 180_000, overrides: { judge: judge.judge } });

describe('rejudging a problem whose hidden cases changed', () => {
  it('judges every accepted submission again, reports the ones that now fail by language, and takes no progress away', async () => {
    const admin = await signIn(test);
    const problem = sums();
    const problemId: string = (await admin.post('/api/problem/create').send(problem).expect(201)).body.problem._id;
    const cppLearner = await registerLearner(test, 'Cee');
    const jsLearner = await registerLearner(test, 'Jay');
    const cppSubmission = await solve(cppLearner.agent, problemId, 'cpp', cppWithInt);
    const jsSubmission = await solve(jsLearner.agent, problemId, 'javascript', javascriptSum);
    await admin.put(`/api/problem/update/${problemId}`).send(withLargeCase(problem)).expect(200);

    const started = await admin.post(`/api/admin/problem/${problemId}/rejudge`).expect(202);
    expect(started.body).toMatchObject({ problemId, status: 'running', total: 2, judged: 0, stillAccepted: 0, nowFailing: [] });
    expect(started.body.requestedBy).toMatchObject({ emailId: 'admin@forge.test' });
    expect(started.body.policy).toBe(REJUDGE_POLICY);

    const report = await reportWhenDone(admin, problemId);
    expect(report).toMatchObject({ rejudgeId: started.body.rejudgeId, status: 'done', total: 2, judged: 2, stillAccepted: 1 });
    expect(report.nowFailing).toEqual([
      {
        language: 'cpp',
        count: 1,
        submissions: [
          {
            _id: cppSubmission,
            userId: cppLearner.user._id,
            // The report names the learner (issue 33), not only their id.
            user: { _id: cppLearner.user._id, firstName: 'Cee', emailId: cppLearner.emailId },
            status: 'wrong',
            errorMessage: 'Wrong Answer on hidden test 3',
          },
        ],
      },
    ]);
    expect(report.policy).toBe(REJUDGE_POLICY);

    // The outcome is in the rejudge's stream; the submissions' own verdicts are untouched.
    const rejudged = await test.platform.deps.store.readStream(streams.rejudge(report.rejudgeId));
    expect(rejudged.map((e) => e.type)).toEqual(['RejudgeRequested', 'SubmissionRejudged', 'SubmissionRejudged', 'RejudgeCompleted']);
    const judgedAgain = rejudged
      .filter((e) => e.type === 'SubmissionRejudged')
      .map((e) => e.data as { submissionId: string; status: string });
    expect(Object.fromEntries(judgedAgain.map((e) => [e.submissionId, e.status]))).toEqual({
      [cppSubmission]: 'wrong',
      [jsSubmission]: 'accepted',
    });
    const verdicts = await test.platform.deps.store.readStream(streams.submission(cppSubmission));
    expect(verdicts.filter((e) => e.type === 'SubmissionJudged').map((e) => (e.data as { status: string }).status)).toEqual(['accepted']);
    await cppLearner.agent
      .get(`/api/submission/${cppSubmission}`)
      .expect(200)
      .expect((res) => expect(res.body.status).toBe('accepted'));

    // The policy: a failed rejudge does not take a solved problem away.
    const check = await cppLearner.agent.get('/api/user/check').expect(200);
    expect(check.body.user.problemSolved).toContain(problemId);
  });

  it("records a scored problem's score now, out of its full marks, for a submission that no longer earns them all", async () => {
    const admin = await signIn(test);
    const base = sums();
    const subtasks = [
      { name: 'small', points: 40, cases: [0, 1] },
      { name: 'large', points: 60, cases: [2] },
    ];
    const problem = { ...base, hiddenTestCases: [...base.hiddenTestCases, { input: '1 1\n', output: '2\n' }], subtasks };
    const problemId: string = (await admin.post('/api/problem/create').send(problem).expect(201)).body.problem._id;
    const learner = await registerLearner(test, 'Scored');
    const submission = await solve(learner.agent, problemId, 'cpp', cppWithInt);
    const large = { input: '2000000000 2000000000\n', output: '4000000000\n' };
    const updated = { ...problem, hiddenTestCases: [...base.hiddenTestCases, large] };
    await admin.put(`/api/problem/update/${problemId}`).send(updated).expect(200);

    await admin.post(`/api/admin/problem/${problemId}/rejudge`).expect(202);
    const report = await reportWhenDone(admin, problemId);
    expect(report).toMatchObject({ status: 'done', total: 1, judged: 1, stillAccepted: 0 });
    expect(report.nowFailing).toEqual([
      {
        language: 'cpp',
        count: 1,
        submissions: [
          {
            _id: submission,
            userId: learner.user._id,
            user: { _id: learner.user._id, firstName: 'Scored', emailId: learner.emailId },
            status: 'wrong',
            // Its visible cases come first in a rejudge; the failure is told as the hidden test it is.
            errorMessage: 'Wrong Answer on hidden test 3',
            score: 40,
            maxScore: 100,
          },
        ],
      },
    ]);
  });

  it('reports a problem with no accepted submissions as done at once, and refuses a second rejudge while one runs', async () => {
    const admin = await signIn(test);
    const problemId: string = (await admin.post('/api/problem/create').send(sums()).expect(201)).body.problem._id;
    const empty = await admin.post(`/api/admin/problem/${problemId}/rejudge`).expect(202);
    expect(empty.body).toMatchObject({ status: 'done', total: 0, judged: 0, stillAccepted: 0, nowFailing: [] });
    await admin
      .get(`/api/admin/problem/${problemId}/rejudge`)
      .expect(200)
      .expect((res) => expect(res.body.rejudgeId).toBe(empty.body.rejudgeId));

    const learner = await registerLearner(test);
    await solve(learner.agent, problemId, 'javascript', javascriptSum);
    // The rejudge stays running until released.
    judge.holdAfter(judge.backgroundCalls());
    try {
      const running = await admin.post(`/api/admin/problem/${problemId}/rejudge`).expect(202);
      expect(running.body).toMatchObject({ status: 'running', total: 1, judged: 0 });
      expect(running.body.rejudgeId).not.toBe(empty.body.rejudgeId);
      const before = (await eventsOfType(test, 'RejudgeRequested')).length;
      await admin
        .post(`/api/admin/problem/${problemId}/rejudge`)
        .expect(409)
        .expect((res) => expect(res.body.message).toBe('A rejudge of this problem is already running'));
      expect(await eventsOfType(test, 'RejudgeRequested')).toHaveLength(before);
    } finally {
      judge.release();
    }
    // Once done, a new one may start.
    expect(await reportWhenDone(admin, problemId)).toMatchObject({ total: 1, stillAccepted: 1, nowFailing: [] });
    await admin.post(`/api/admin/problem/${problemId}/rejudge`).expect(202);
  });

  it('gives the history page an overview that answers 200 before any rejudge, with how many accepted submissions a rejudge would judge', async () => {
    const admin = await signIn(test);
    const problemId: string = (await admin.post('/api/problem/create').send(sums()).expect(201)).body.problem._id;
    await admin.get(`/api/admin/problem/${problemId}/rejudge/overview`).expect(200, { latest: null, accepted: 0 });
    const learner = await registerLearner(test);
    await solve(learner.agent, problemId, 'javascript', javascriptSum);
    await admin.get(`/api/admin/problem/${problemId}/rejudge/overview`).expect(200, { latest: null, accepted: 1 });
    const started = await admin.post(`/api/admin/problem/${problemId}/rejudge`).expect(202);
    await reportWhenDone(admin, problemId);
    const overview = await admin.get(`/api/admin/problem/${problemId}/rejudge/overview`).expect(200);
    expect(overview.body).toMatchObject({ accepted: 1, latest: { rejudgeId: started.body.rejudgeId, status: 'done', total: 1 } });
    await learner.agent.get(`/api/admin/problem/${problemId}/rejudge/overview`).expect(403);
    await admin.get('/api/admin/problem/no-such-problem/rejudge/overview').expect(404);
  });

  it('is for admins only, and for problems that exist', async () => {
    const admin = await signIn(test);
    const problemId: string = (await admin.post('/api/problem/create').send(sums()).expect(201)).body.problem._id;
    const learner = await registerLearner(test);
    const requested = (await eventsOfType(test, 'RejudgeRequested')).length;
    await test.agent().post(`/api/admin/problem/${problemId}/rejudge`).expect(401);
    await test.agent().get(`/api/admin/problem/${problemId}/rejudge`).expect(401);
    await learner.agent.post(`/api/admin/problem/${problemId}/rejudge`).expect(403);
    await learner.agent.get(`/api/admin/problem/${problemId}/rejudge`).expect(403);
    await admin.get(`/api/admin/problem/${problemId}/rejudge`).expect(404);
    await admin
      .post('/api/admin/problem/no-such-problem/rejudge')
      .expect(404)
      .expect((res) => expect(res.body.message).toBe('Problem not found'));
    await admin.delete(`/api/problem/delete/${problemId}`).expect(200);
    await admin
      .post(`/api/admin/problem/${problemId}/rejudge`)
      .expect(404)
      .expect((res) => expect(res.body.message).toBe('Problem not found'));
    expect(await eventsOfType(test, 'RejudgeRequested')).toHaveLength(requested);
  });
});
