import { contestDetailView, contestView, scoreboardView, type ScoreboardView } from '@forge/contracts';
import { sampleProblem } from '@forge/domain/testing';
import { registerLearner, signIn, useProblem, useTestPlatform } from '../testing/testPlatform';

/**
 * Contests through the real HTTP app, the real log and the real judge (issue 36), on a clock the
 * test moves: the contest opens ten minutes after the test starts and lasts an hour, its last 30
 * minutes frozen.
 */
const startedAt = Date.parse('2026-03-01T09:00:00.000Z');
let now = startedAt;
const test = useTestPlatform({}, { timeout: 120_000, overrides: { clock: () => new Date(now) } });
const problemId = useProblem(test);
const otherProblemId = useProblem(test, () => sampleProblem({ title: 'Add Two Numbers Again' }));

const startTime = new Date(startedAt + 10 * 60_000).toISOString();
const atMinute = (m: number) => (now = Date.parse(startTime) + m * 60_000);
const correct = { language: 'javascript', code: sampleProblem().referenceSolution[2]!.completeCode };
const wrong = { language: 'javascript', code: 'console.log(0);\n' };
const contestBody = (overrides: object = {}) => ({
  title: 'Weekly Contest 1',
  description: 'Two sums',
  type: 'weekly',
  difficulty: 'easy',
  startTime,
  durationMinutes: 60,
  maxParticipants: 3,
  prizes: ['A mug'],
  rules: 'icpc',
  problemIds: [problemId()],
  freezeMinutes: 30,
  rated: true,
  ...overrides,
});
const contestEvents = async (contestId: string) => (await test.platform.deps.store.readStream(`contest-${contestId}`)).map((e) => e.type);

describe('a contest', () => {
  let contestId: string;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let learners: Awaited<ReturnType<typeof registerLearner>>[];

  beforeAll(async () => {
    now = startedAt;
    admin = await signIn(test);
    learners = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => registerLearner(test, `Learner${n}`)));
  }, 120_000);

  it('is set by an admin, every change an event on its stream', async () => {
    const learner = learners[0]!.agent;
    await learner.post('/api/admin/contest').send(contestBody()).expect(403);
    await admin
      .post('/api/admin/contest')
      .send(contestBody({ freezeMinutes: 90 }))
      .expect(400);
    const created = await admin.post('/api/admin/contest').send(contestBody()).expect(201);
    contestId = created.body.contestId;
    await admin
      .put(`/api/admin/contest/${contestId}`)
      .send(contestBody({ problemIds: [problemId(), otherProblemId()] }))
      .expect(200);
    expect(await contestEvents(contestId)).toEqual(['ContestCreated', 'ContestProblemsSet', 'ContestProblemsSet']);
  });

  it('is listed with the spec’s fields, its status and participants from its times and registrations', async () => {
    const [listed] = (await learners[0]!.agent.get('/api/contest').expect(200)).body;
    contestView.parse(listed);
    expect(listed).toMatchObject({
      _id: contestId,
      title: 'Weekly Contest 1',
      status: 'upcoming',
      startTime,
      endTime: new Date(Date.parse(startTime) + 3_600_000).toISOString(),
      duration: 60,
      maxParticipants: 3,
      currentParticipants: 0,
      type: 'weekly',
      difficulty: 'easy',
      prizes: ['A mug'],
      registered: false,
    });
  });

  it('takes registrations released at the same moment up to its maximum, and no more', async () => {
    const answers = await Promise.all(learners.slice(0, 5).map(({ agent }) => agent.post(`/api/contest/${contestId}/register`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(['This contest is full', 'This contest is full']);
    const registered = (await contestEvents(contestId)).filter((type) => type === 'ContestantRegistered');
    expect(registered).toHaveLength(3);
    const [listed] = (await admin.get('/api/contest').expect(200)).body;
    expect(listed.currentParticipants).toBe(3);
    learners = answers
      .flatMap((a, i) => (a.status === 200 ? [learners[i]!] : []))
      .concat(answers.flatMap((a, i) => (a.status === 409 ? [learners[i]!] : [])));
  });

  it('hides its problems and refuses submissions before the start', async () => {
    const detail = (await learners[0]!.agent.get(`/api/contest/${contestId}`).expect(200)).body;
    expect(detail).toMatchObject({ status: 'upcoming', registered: true, problems: [] });
    const refused = await learners[0]!.agent.post(`/api/contest/${contestId}/submit/${problemId()}`).send(correct).expect(403);
    expect(refused.body.message).toBe('This contest has not started yet');
  });

  it('judges a registered learner’s submissions inside it, and they count for practice too', async () => {
    atMinute(5);
    const { agent } = learners[0]!;
    const detail = contestDetailView.parse((await agent.get(`/api/contest/${contestId}`).expect(200)).body);
    expect(detail.problems.map((p: { problemId: string }) => p.problemId)).toEqual([problemId(), otherProblemId()]);
    const outsider = await learners[3]!.agent.post(`/api/contest/${contestId}/submit/${problemId()}`).send(correct).expect(403);
    expect(outsider.body.message).toBe('You are not registered for this contest');
    expect((await agent.post(`/api/contest/${contestId}/submit/${problemId()}`).send(wrong).expect(200)).body.accepted).toBe(false);
    atMinute(12);
    // The field on the spec's own submit does the same.
    const res = await agent
      .post(`/api/submission/submit/${problemId()}`)
      .send({ ...correct, contestId })
      .expect(200);
    expect(res.body.accepted).toBe(true);
    expect((await agent.get('/api/user/check').expect(200)).body.user.problemSolved).toContain(problemId());
    const board = scoreboardView.parse((await learners[1]!.agent.get(`/api/contest/${contestId}/scoreboard`).expect(200)).body);
    expect(board.frozen).toBe(false);
    expect(board.rows[0]).toMatchObject({
      rank: 1,
      userId: learners[0]!.user._id,
      name: 'Learner1',
      solved: 1,
      penalty: 12 + 20,
      problems: [
        { problemId: problemId(), tries: 2, acceptedAtMinute: 12, pending: false, firstToSolve: true },
        { problemId: otherProblemId(), tries: 0, acceptedAtMinute: null },
      ],
    });
    expect(board.rows.slice(1).map((r: { rank: number; solved: number }) => [r.rank, r.solved])).toEqual([
      [2, 0],
      [2, 0],
    ]);
  }, 120_000);

  it('freezes: others’ results from the freeze on show as pending, but not to their owner or admins, until unfrozen after the end', async () => {
    atMinute(40);
    const second = learners[1]!;
    expect((await second.agent.post(`/api/contest/${contestId}/submit/${otherProblemId()}`).send(correct).expect(200)).body.accepted).toBe(
      true,
    );
    const row = (board: ScoreboardView) => board.rows.find((r) => r.userId === second.user._id)!;
    const seenByOther = (await learners[0]!.agent.get(`/api/contest/${contestId}/scoreboard`).expect(200)).body;
    expect(seenByOther.frozen).toBe(true);
    expect(row(seenByOther)).toMatchObject({ solved: 0, problems: [{ pending: false }, { pending: true }] });
    expect(row((await second.agent.get(`/api/contest/${contestId}/scoreboard`).expect(200)).body).solved).toBe(1);
    expect(row((await admin.get(`/api/contest/${contestId}/scoreboard`).expect(200)).body).solved).toBe(1);
    await learners[0]!.agent.get(`/api/contest/${contestId}/scoreboard?at=10`).expect(403);
    await admin.post(`/api/admin/contest/${contestId}/unfreeze`).send({}).expect(409);

    atMinute(61);
    expect(row((await learners[0]!.agent.get(`/api/contest/${contestId}/scoreboard`).expect(200)).body).solved).toBe(0);
    const at10 = (await learners[0]!.agent.get(`/api/contest/${contestId}/scoreboard?at=10`).expect(200)).body;
    expect(at10.rows.every((r: { solved: number }) => r.solved === 0)).toBe(true);
    await admin.post(`/api/admin/contest/${contestId}/unfreeze`).send({ userId: second.user._id, problemId: otherProblemId() }).expect(200);
    const unfrozen = (await learners[0]!.agent.get(`/api/contest/${contestId}/scoreboard`).expect(200)).body;
    expect(row(unfrozen).solved).toBe(1);
    expect(unfrozen.rows.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3]);
    await admin.post(`/api/admin/contest/${contestId}/unfreeze`).send({}).expect(200);
    expect((await learners[0]!.agent.get(`/api/contest/${contestId}/scoreboard`).expect(200)).body.frozen).toBe(false);
    expect(await contestEvents(contestId)).toEqual(expect.arrayContaining(['ContestEnded', 'ContestResultUnfrozen', 'ContestUnfrozen']));
    const late = await learners[0]!.agent.post(`/api/contest/${contestId}/submit/${problemId()}`).send(correct).expect(403);
    expect(late.body.message).toBe('This contest has ended');
  }, 120_000);
});
