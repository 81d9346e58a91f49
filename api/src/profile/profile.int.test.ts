import { profileView, submissionState } from '@forge/contracts';
import { registerLearner, signIn, useTestPlatform } from '../testing/testPlatform';
import { javascriptSum, solve, sums } from '../rejudge/rejudgeTestKit';

const test = useTestPlatform({}, { timeout: 180_000 });

describe('GET /api/profile/:userId (issue 35)', () => {
  it('shows what a learner solved, how often they submit, in which languages and tags, to any signed-in learner', async () => {
    const admin = await signIn(test);
    const problem = { ...sums(), difficulty: 'medium', tags: 'array' };
    const problemId: string = (await admin.post('/api/problem/create').send(problem).expect(201)).body.problem._id;
    const learner = await registerLearner(test, 'Ada');
    const before = Date.now();
    const wrong = await learner.agent
      .post(`/api/submission/submit/${problemId}`)
      .send({ code: 'console.log(0)', language: 'javascript' })
      .expect(200);
    expect(wrong.body.accepted).toBe(false);
    const accepted = await solve(learner.agent, problemId, 'javascript', javascriptSum);

    const other = await registerLearner(test, 'Bob');
    const res = await other.agent.get(`/api/profile/${learner.user._id}?tz=Pacific/Kiritimati`).expect(200);
    const profile = profileView.parse(res.body);
    expect(profile.user).toEqual({ _id: learner.user._id, firstName: 'Ada' });
    expect(JSON.stringify(res.body)).not.toContain(learner.emailId);
    expect(profile.solved).toEqual({ easy: 0, medium: 1, hard: 0, total: 1 });
    expect(profile.totals).toEqual({ easy: 0, medium: 1, hard: 0 });
    expect(profile.acceptanceRate).toBe(50);
    expect(profile.languages).toEqual([{ language: 'javascript', submissions: 2, solved: 1 }]);
    expect(profile.tags).toEqual([{ tag: 'array', solved: 1, total: 1 }]);
    expect(profile.recentAccepted).toEqual([
      expect.objectContaining({ submissionId: accepted, problemId, title: problem.title, language: 'javascript' }),
    ]);
    // Kiritimati is 14 hours ahead of UTC: today there is the date 14 hours from now.
    const kiritimati = (ms: number) => new Date(ms + 14 * 3600_000).toISOString().slice(0, 10);
    expect([kiritimati(before), kiritimati(Date.now())]).toContain(profile.calendar!.at(-1)!.date);
    expect(profile.calendar!.reduce((sum, day) => sum + day.submissions, 0)).toBe(2);
    expect(profile.streak).toEqual({ current: 1, longest: 1 });
  });

  it('answers 404 for an unknown account, 400 for an unknown time zone, 401 signed out', async () => {
    const learner = await registerLearner(test, 'Cyd');
    await learner.agent
      .get('/api/profile/no-such-user')
      .expect(404)
      .expect((res) => expect(res.body.message).toBe('User not found'));
    await learner.agent
      .get(`/api/profile/${learner.user._id}?tz=Mars/Olympus`)
      .expect(400)
      .expect((res) => expect(res.body.errors).toEqual([{ path: 'tz', message: 'Unknown time zone' }]));
    const fresh = await learner.agent.get(`/api/profile/${learner.user._id}`).expect(200);
    expect(fresh.body).toMatchObject({
      solved: { total: 0 },
      calendar: [],
      streak: { current: 0, longest: 0 },
      acceptanceRate: 0,
      recentAccepted: [],
    });
    await test.agent().get(`/api/profile/${learner.user._id}`).expect(401);
  });
});

describe('GET /api/submission/:id of an Accepted submission (issue 35)', () => {
  it('tells where it stands among the accepted submissions of its problem in its language, and a wrong one nothing', async () => {
    const admin = await signIn(test);
    const problemId: string = (await admin.post('/api/problem/create').send(sums()).expect(201)).body.problem._id;
    const first = await registerLearner(test, 'Eve');
    const second = await registerLearner(test, 'Fay');
    await solve(first.agent, problemId, 'javascript', javascriptSum);
    const mine = await solve(second.agent, problemId, 'javascript', javascriptSum);
    const wrong = await second.agent
      .post(`/api/submission/submit/${problemId}`)
      .send({ code: 'console.log(0)', language: 'javascript' })
      .expect(200);

    const res = await second.agent.get(`/api/submission/${mine}`).expect(200);
    const { distribution } = submissionState.parse(res.body);
    expect(distribution).toBeDefined();
    expect([0, 100]).toContain(distribution!.runtimeBeats);
    expect([0, 100]).toContain(distribution!.memoryBeats);
    expect(distribution!.runtimeHistogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(2);
    expect(distribution!.memoryHistogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(2);
    const runtime = (res.body as { result: { runtime: number } }).result.runtime;
    expect(distribution!.runtimeHistogram.some((bin) => bin.from <= runtime && runtime < bin.to)).toBe(true);

    const refused = await second.agent.get(`/api/submission/${wrong.body.submissionId as string}`).expect(200);
    expect(refused.body.distribution).toBeUndefined();
  });
});
