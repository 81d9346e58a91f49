import { contestHistory, contestView, scoreboardView, type ScoreboardView } from '@forge/contracts';
import { sampleProblem } from '@forge/domain/testing';
import { registerLearner, signIn, useProblem, useTestPlatform } from '../testing/testPlatform';

/**
 * Virtual participation and the scoreboard at a minute (issue 36 items 4 and 7) through the real
 * HTTP app, log and judge, on a clock the test moves: a 30-minute contest opening ten minutes in.
 */
const startedAt = Date.parse('2026-04-01T09:00:00.000Z');
let now = startedAt;
const test = useTestPlatform({}, { timeout: 120_000, overrides: { clock: () => new Date(now) } });
const problemId = useProblem(test);

const startTime = new Date(startedAt + 10 * 60_000).toISOString();
const atMinute = (m: number) => (now = Date.parse(startTime) + m * 60_000);
const correct = { language: 'javascript', code: sampleProblem().referenceSolution[2]!.completeCode };
const wrong = { language: 'javascript', code: 'console.log(0);\n' };
const body = {
  title: 'Virtual Round',
  description: 'One sum',
  type: 'weekly',
  difficulty: 'easy',
  startTime,
  durationMinutes: 30,
  maxParticipants: 5,
  prizes: [],
  rules: 'icpc',
  problemIds: [] as string[],
  freezeMinutes: 0,
  rated: false,
};

describe('a virtual run of a contest', () => {
  let contestId: string;
  let real: Awaited<ReturnType<typeof registerLearner>>;
  let runner: Awaited<ReturnType<typeof registerLearner>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  const url = (path = '') => `/api/contest/${contestId}${path}`;
  const rowOf = (board: ScoreboardView, userId: string) => board.rows.find((r) => r.userId === userId)!;

  beforeAll(async () => {
    now = startedAt;
    admin = await signIn(test);
    [real, runner] = await Promise.all([registerLearner(test, 'Realone'), registerLearner(test, 'Virtualone')]);
    contestId = (
      await admin
        .post('/api/admin/contest')
        .send({ ...body, problemIds: [problemId()] })
        .expect(201)
    ).body.contestId;
    await real.agent.post(url('/register')).expect(200);
    atMinute(5);
    expect(
      (
        await real.agent
          .post(url(`/submit/${problemId()}`))
          .send(correct)
          .expect(200)
      ).body.accepted,
    ).toBe(true);
  }, 120_000);

  it('is refused before the end, and the scoreboard at a minute with it', async () => {
    atMinute(20);
    const early = await runner.agent.post(url('/virtual')).expect(409);
    expect(early.body.message).toBe('A virtual run starts after the contest ends');
    await runner.agent.get(url('/scoreboard?at=3')).expect(403);
  });

  it('answers the standings at a minute after the end, and 400 for a minute that is not one', async () => {
    atMinute(40);
    const at4 = scoreboardView.parse((await runner.agent.get(url('/scoreboard?at=4')).expect(200)).body);
    expect(rowOf(at4, real.user._id)).toMatchObject({ solved: 0, problems: [{ tries: 0, acceptedAtMinute: null }] });
    const at5 = scoreboardView.parse((await runner.agent.get(url('/scoreboard?at=5')).expect(200)).body);
    expect(rowOf(at5, real.user._id)).toMatchObject({ solved: 1, problems: [{ acceptedAtMinute: 5 }] });
    for (const bad of ['-1', '2.5', 'soon', '']) await runner.agent.get(url(`/scoreboard?at=${bad}`)).expect(400);
  }, 60_000);

  it('starts once after the end, not for a real participant', async () => {
    atMinute(100);
    const refused = await real.agent.post(url('/virtual')).expect(409);
    expect(refused.body.message).toBe('You took part in this contest: its results are yours');
    const started = contestView.parse((await runner.agent.post(url('/virtual')).expect(200)).body);
    expect(started).toMatchObject({ status: 'completed', registered: false, virtualStartedAt: new Date(now).toISOString() });
    const twice = await runner.agent.post(url('/virtual')).expect(409);
    expect(twice.body.message).toBe('You have already started a virtual run of this contest');
    const events = (await test.platform.deps.store.readStream(`contest-${contestId}`)).map((e) => e.type);
    expect(events.filter((type) => type === 'VirtualParticipationStarted')).toHaveLength(1);
    // The audit tells it, by the learner.
    const history = contestHistory.parse((await admin.get(`/api/admin/contest/${contestId}/history`).expect(200)).body);
    const entry = history.entries.find((e) => e.type === 'virtual run started')!;
    expect(entry).toMatchObject({ at: new Date(now).toISOString(), actor: { _id: runner.user._id } });
    expect(entry.changes).toEqual([{ field: 'participant', kind: 'added', after: 'Virtualone (virtual)' }]);
  });

  it('counts the run’s submissions at their minute since its start, shown among the real standings as of that minute', async () => {
    atMinute(103);
    expect(
      (
        await runner.agent
          .post(url(`/submit/${problemId()}`))
          .send(wrong)
          .expect(200)
      ).body.accepted,
    ).toBe(false);
    // Four minutes into the run: the real participant's accept at minute 5 is not there yet.
    atMinute(104);
    const mine = scoreboardView.parse((await runner.agent.get(url('/scoreboard')).expect(200)).body);
    expect(rowOf(mine, real.user._id).solved).toBe(0);
    expect(rowOf(mine, runner.user._id)).toMatchObject({ virtual: true, solved: 0, problems: [{ tries: 1 }] });
    // Asking for a later minute shows no more during the run.
    expect((await runner.agent.get(url('/scoreboard?at=25')).expect(200)).body).toEqual(mine);
    atMinute(107);
    // The spec's own submit with contestId, as the problem page sends it, does the same.
    const res = await runner.agent
      .post(`/api/submission/submit/${problemId()}`)
      .send({ ...correct, contestId })
      .expect(200);
    expect(res.body.accepted).toBe(true);
    const board = scoreboardView.parse((await real.agent.get(url('/scoreboard')).expect(200)).body);
    expect(board.rows.map((r) => [r.rank, r.userId, r.virtual, r.solved, r.penalty])).toEqual([
      [1, real.user._id, false, 1, 5],
      [2, runner.user._id, true, 1, 7 + 20],
    ]);
    expect(rowOf(board, runner.user._id).problems[0]).toMatchObject({ tries: 2, acceptedAtMinute: 7, firstToSolve: false });
    expect(rowOf(board, real.user._id).problems[0]!.firstToSolve).toBe(true);
  }, 120_000);

  it('refuses submissions after the run, and never moves the real standings', async () => {
    atMinute(130);
    const late = await runner.agent
      .post(url(`/submit/${problemId()}`))
      .send(correct)
      .expect(403);
    expect(late.body.message).toBe('Your virtual run has ended');
    const board = scoreboardView.parse((await real.agent.get(url('/scoreboard')).expect(200)).body);
    expect(board.rows.filter((r) => !r.virtual).map((r) => [r.rank, r.userId])).toEqual([[1, real.user._id]]);
  });
});
