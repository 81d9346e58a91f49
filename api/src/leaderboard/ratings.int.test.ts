import { leaderboardView, profileView, scoreboardView, type LeaderboardView } from '@forge/contracts';
import { sampleProblem } from '@forge/domain/testing';
import { registerLearner, signIn, useProblem, useTestPlatform } from '../testing/testPlatform';
import { startContestEnder } from '../contest/contestEnder';

/**
 * Ratings and the leaderboard through the real HTTP app, log, judge and contest ender (issue 36), on
 * a clock the test moves: a rated contest of 30 minutes, no freeze, opens ten minutes after the start.
 * The platform's contest ender looks every 100 ms (real time) at the test's clock.
 */
const startedAt = Date.parse('2026-04-01T09:00:00.000Z');
let now = startedAt;
const test = useTestPlatform({}, { timeout: 120_000, overrides: { clock: () => new Date(now), contestEndTickMs: 100 } });
const problemId = useProblem(test);
const startTime = new Date(startedAt + 10 * 60_000).toISOString();
const atMinute = (m: number) => (now = Date.parse(startTime) + m * 60_000);
const correct = { language: 'javascript', code: sampleProblem().referenceSolution[2]!.completeCode };
const wrong = { language: 'javascript', code: 'console.log(0);\n' };
const contestBody = (title: string, rated = true) => ({
  title,
  description: 'One sum',
  type: 'weekly',
  difficulty: 'easy',
  startTime,
  durationMinutes: 30,
  maxParticipants: 10,
  prizes: [],
  rules: 'icpc',
  problemIds: [problemId()],
  freezeMinutes: 0,
  rated,
});
const ended = async (contestId: string) =>
  (await test.platform.deps.store.readStream(`contest-${contestId}`)).filter((e) => e.type === 'ContestEnded').length;

/** Asks until `check` holds (a bounded wait for the contest ender and the read models, not a measure of time). */
async function until<T>(ask: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await ask();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}

describe('ratings after a rated contest, and the leaderboard', () => {
  let admin: Awaited<ReturnType<typeof signIn>>;
  let learners: Awaited<ReturnType<typeof registerLearner>>[];
  let contestIds: string[] = [];

  beforeAll(async () => {
    now = startedAt;
    admin = await signIn(test);
    learners = await Promise.all(['Alice', 'Bruno', 'Carla'].map((name) => registerLearner(test, name)));
    await learners[0]!.agent.put('/api/user/settings').send({ lastName: 'Smith', country: 'Kenya', institution: 'Strathmore' }).expect(200);
  }, 120_000);

  it('ends a contest by its time, once, and rates those who took part: the change on the results and the profile', async () => {
    const rated = (await admin.post('/api/admin/contest').send(contestBody('Weekly Rated')).expect(201)).body.contestId as string;
    const unrated = (await admin.post('/api/admin/contest').send(contestBody('Friendly', false)).expect(201)).body.contestId as string;
    contestIds = [rated, unrated];
    const [alice, bruno, carla] = learners as [(typeof learners)[0], (typeof learners)[0], (typeof learners)[0]];
    for (const contestId of [rated, unrated])
      for (const l of learners) await l.agent.post(`/api/contest/${contestId}/register`).expect(200);
    atMinute(5);
    for (const contestId of [rated, unrated]) {
      await alice.agent.post(`/api/contest/${contestId}/submit/${problemId()}`).send(correct).expect(200);
      await bruno.agent.post(`/api/contest/${contestId}/submit/${problemId()}`).send(wrong).expect(200);
    }
    expect(await ended(rated)).toBe(0);

    // Nobody asks: the contest ender appends ContestEnded once the clock passes the end.
    atMinute(31);
    await until(
      () => ended(rated),
      (n) => n === 1,
    );
    await until(
      () => ended(unrated),
      (n) => n === 1,
    );
    // Two more replicas' enders racing over the same contests append nothing more.
    const replicas = [1, 2].map(() => startContestEnder({ ...test.platform.deps, tickMs: 60_000 }));
    await Promise.all(replicas.map((r) => r.tick()));
    await Promise.all(replicas.map((r) => r.stop()));
    expect([await ended(rated), await ended(unrated)]).toEqual([1, 1]);

    const board = scoreboardView.parse(
      (
        await until(
          () => carla.agent.get(`/api/contest/${rated}/scoreboard`).expect(200),
          (r) => r.body.rows[0].ratingChange !== undefined,
        )
      ).body,
    );
    const change = Object.fromEntries(board.rows.map((r) => [r.userId, r.ratingChange]));
    expect(change[alice.user._id]).toBeGreaterThan(0);
    expect(change[bruno.user._id]).toBe(-change[alice.user._id]!);
    // Registered without a submission: not rated.
    expect(change[carla.user._id]).toBeUndefined();
    const friendly = scoreboardView.parse((await carla.agent.get(`/api/contest/${unrated}/scoreboard`).expect(200)).body);
    expect(friendly.rows.every((r) => r.ratingChange === undefined)).toBe(true);

    const profile = profileView.parse((await bruno.agent.get(`/api/profile/${alice.user._id}`).expect(200)).body);
    expect(profile.rating).toEqual({
      current: 1500 + change[alice.user._id]!,
      history: [
        {
          contestId: rated,
          title: 'Weekly Rated',
          at: new Date(atMinute(30)).toISOString(),
          rank: 1,
          rating: 1500 + change[alice.user._id]!,
          change: change[alice.user._id],
        },
      ],
    });
    atMinute(31);
    expect((await alice.agent.get(`/api/profile/${carla.user._id}`).expect(200)).body.rating).toEqual({ current: 1500, history: [] });
  }, 120_000);

  it('ranks learners on GET /api/leaderboard by rating, then problems solved, with the spec’s fields and never an email', async () => {
    await test.agent().get('/api/leaderboard').expect(401);
    const [alice, bruno, carla] = learners as [(typeof learners)[0], (typeof learners)[0], (typeof learners)[0]];
    const res = await carla.agent.get('/api/leaderboard').expect(200);
    const view: LeaderboardView = leaderboardView.parse(res.body);
    expect(JSON.stringify(res.body)).not.toContain('@');
    expect(view.entries.map((e) => [e._id, e.rank])).toEqual([
      [alice.user._id, 1],
      [carla.user._id, 2],
      [bruno.user._id, 3],
    ]);
    expect(view.entries[0]).toMatchObject({
      username: 'alice_smith',
      firstName: 'Alice',
      lastName: 'Smith',
      avatar: 'AS',
      problemsSolved: 1,
      contestWins: 1,
      streak: 1,
      country: 'Kenya',
      institution: 'Strathmore',
      badge: 'silver',
    });
    expect([view.page, view.totalItems, view.totalPages]).toEqual([1, 3, 1]);
    const found = leaderboardView.parse((await carla.agent.get('/api/leaderboard?search=BRU&page=1').expect(200)).body);
    expect(found.entries.map((e) => [e.firstName, e.rank])).toEqual([['Bruno', 3]]);
    await carla.agent.get('/api/leaderboard?page=0').expect(400);
  }, 120_000);

  it('rebuilds the same ratings and leaderboard from the log after a restart, and ends no contest twice', async () => {
    const before = (await learners[0]!.agent.get('/api/leaderboard').expect(200)).body;
    const profile = (await learners[0]!.agent.get(`/api/profile/${learners[0]!.user._id}`).expect(200)).body.rating;
    // The two read models dropped: the restart replays them from the start of the log.
    for (const readModel of ['ratings', 'learners']) await test.platform.deps.readModels.reset(readModel);
    await test.restart();
    const ender = startContestEnder({ ...test.platform.deps, tickMs: 60_000 });
    await ender.tick();
    await ender.stop();
    expect(await Promise.all(contestIds.map(ended))).toEqual([1, 1]);
    const agent = test.agent();
    await agent.post('/api/user/login').send({ emailId: learners[2]!.emailId, password: learners[2]!.password }).expect(200);
    expect((await agent.get('/api/leaderboard').expect(200)).body).toEqual(before);
    expect((await agent.get(`/api/profile/${learners[0]!.user._id}`).expect(200)).body.rating).toEqual(profile);
  }, 120_000);
});
