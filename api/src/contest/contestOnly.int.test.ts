import { sampleProblem } from '@forge/domain/testing';
import { countEvents, registerLearner, signIn, useProblem, useTestPlatform } from '../testing/testPlatform';

/**
 * Issue 36 at the API's boundary, on a clock the test moves: a contest's contest-only problem is
 * hidden from learners (the library, the problem, its judge) until the contest ends, except from its
 * registered participants while it runs; admins see it always. And a submit naming a contest is
 * refused, with nothing appended, unless its learner is registered and the contest running.
 */
const startedAt = Date.parse('2026-04-01T09:00:00.000Z');
let now = startedAt;
const test = useTestPlatform({}, { timeout: 120_000, overrides: { clock: () => new Date(now) } });
const libraryId = useProblem(test);
const secretId = useProblem(test, () => sampleProblem({ title: 'The Contest’s Own Sum' }));

const startTime = new Date(startedAt + 10 * 60_000).toISOString();
const atMinute = (m: number) => (now = Date.parse(startTime) + m * 60_000);
const correct = { language: 'javascript', code: sampleProblem().referenceSolution[2]!.completeCode };

describe('a contest-only problem', () => {
  let contestId: string;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let participant: Awaited<ReturnType<typeof registerLearner>>;
  let outsider: Awaited<ReturnType<typeof registerLearner>>;
  const listed = async (agent: typeof admin) =>
    ((await agent.get('/api/problem/getAllProblem').expect(200)).body as { _id: string }[]).map((p) => p._id);
  /** Whether the agent gets the problem's page and its submissions, or 404 for both and for its judge. */
  const reaches = async (agent: typeof admin, problemId: string) => {
    const page = (await agent.get(`/api/problem/problemById/${problemId}`)).status;
    const history = (await agent.get(`/api/problem/submittedProblem/${problemId}`)).status;
    expect(history).toBe(page);
    if (page !== 200) expect((await agent.post(`/api/submission/run/${problemId}`).send(correct)).status).toBe(404);
    return page === 200;
  };

  beforeAll(async () => {
    now = startedAt;
    admin = await signIn(test);
    [participant, outsider] = await Promise.all([registerLearner(test, 'Participant'), registerLearner(test, 'Outsider')]);
    const body = {
      title: 'Spring Round',
      description: 'One old problem, one new',
      type: 'special',
      difficulty: 'easy',
      startTime,
      durationMinutes: 60,
      maxParticipants: 10,
      prizes: [],
      rules: 'icpc',
      problemIds: [libraryId(), secretId()],
      contestOnly: [secretId()],
      freezeMinutes: 0,
      rated: false,
    };
    await admin
      .post('/api/admin/contest')
      .send({ ...body, contestOnly: ['no-such-problem'] })
      .expect(400);
    contestId = (await admin.post('/api/admin/contest').send(body).expect(201)).body.contestId;
    await participant.agent.post(`/api/contest/${contestId}/register`).expect(200);
  }, 120_000);

  it('before the contest: hidden from learners, registered or not, and shown to admins', async () => {
    for (const learner of [participant, outsider]) {
      expect(await listed(learner.agent)).toEqual(expect.arrayContaining([libraryId()]));
      expect(await listed(learner.agent)).not.toContain(secretId());
      expect(await reaches(learner.agent, secretId())).toBe(false);
    }
    expect(await listed(admin)).toEqual(expect.arrayContaining([libraryId(), secretId()]));
    expect(await reaches(admin, secretId())).toBe(true);
    const before = await countEvents(test);
    const refused = await participant.agent.post(`/api/submission/submit/${secretId()}`).send(correct).expect(404);
    expect(refused.body.message).toBe('Problem not found');
    expect(await countEvents(test)).toBe(before);
  });

  it('refuses a submit naming the contest, appending nothing, unless registered and running', async () => {
    const submit = (agent: typeof admin, problemId: string, contest: string) =>
      agent.post(`/api/submission/submit/${problemId}`).send({ ...correct, contestId: contest });
    const before = await countEvents(test);
    expect((await submit(participant.agent, libraryId(), contestId).expect(403)).body.message).toBe('This contest has not started yet');
    atMinute(5);
    expect((await submit(outsider.agent, libraryId(), contestId).expect(403)).body.message).toBe('You are not registered for this contest');
    expect((await submit(participant.agent, libraryId(), 'no-such-contest').expect(404)).body.message).toBe('Contest not found');
    await submit(participant.agent, libraryId(), 'x'.repeat(101)).expect(400);
    expect(await countEvents(test)).toBe(before);
    atMinute(61);
    expect((await submit(participant.agent, libraryId(), contestId).expect(403)).body.message).toBe('This contest has ended');
    expect(await countEvents(test)).toBe(before);
    now = startedAt;
  });

  it('during the contest: reached by its participants from the arena, still out of the library; hidden from others', async () => {
    atMinute(5);
    const arena = (await participant.agent.get(`/api/contest/${contestId}`).expect(200)).body as { problems: { problemId: string }[] };
    expect(arena.problems.map((p) => p.problemId)).toEqual([libraryId(), secretId()]);
    expect(await reaches(participant.agent, secretId())).toBe(true);
    expect(await listed(participant.agent)).not.toContain(secretId());
    const judged = await participant.agent
      .post(`/api/submission/submit/${secretId()}`)
      .send({ ...correct, contestId })
      .expect(200);
    expect(judged.body.accepted).toBe(true);
    const board = (await participant.agent.get(`/api/contest/${contestId}/scoreboard`).expect(200)).body;
    expect(board.rows[0]).toMatchObject({ userId: participant.user._id, solved: 1 });

    expect(await reaches(outsider.agent, secretId())).toBe(false);
    expect(await listed(outsider.agent)).not.toContain(secretId());
    expect(await reaches(admin, secretId())).toBe(true);
  }, 120_000);

  it('after the contest: in the library and open to every learner', async () => {
    atMinute(60);
    for (const learner of [participant, outsider]) {
      expect(await listed(learner.agent)).toEqual(expect.arrayContaining([libraryId(), secretId()]));
      expect(await reaches(learner.agent, secretId())).toBe(true);
    }
  });
});
