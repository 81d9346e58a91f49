import { registerLearner, signIn, useProblem, useTestPlatform } from '../testing/testPlatform';

/**
 * A contest's opening rush (issue 36, found by npm run load:contest): learners registering at the same
 * moment all append to the contest's one stream; each whose append loses the race decides again on the
 * fresh stream, so all get in, up to the maximum, and none is told 409 for the race alone.
 */
const test = useTestPlatform({}, { timeout: 300_000 });
const problemId = useProblem(test);

const body = (maxParticipants: number) => ({
  title: 'Rush',
  description: 'Everyone at once',
  type: 'special',
  difficulty: 'easy',
  startTime: new Date(Date.now() + 3600_000).toISOString(),
  durationMinutes: 60,
  maxParticipants,
  prizes: [],
  rules: 'icpc',
  problemIds: [problemId()],
  freezeMinutes: 0,
  rated: false,
});

describe('registrations released at the same moment', () => {
  let learners: Awaited<ReturnType<typeof registerLearner>>[];
  beforeAll(async () => {
    learners = await Promise.all(Array.from({ length: 40 }, (_, i) => registerLearner(test, `Rusher${i + 1}`)));
  }, 300_000);

  const registered = async (contestId: string) =>
    (await test.platform.deps.store.readStream(`contest-${contestId}`)).filter((e) => e.type === 'ContestantRegistered').length;

  it('all get in when there is room', async () => {
    const admin = await signIn(test);
    const { contestId } = (await admin.post('/api/admin/contest').send(body(100)).expect(201)).body as { contestId: string };
    const answers = await Promise.all(learners.map(({ agent }) => agent.post(`/api/contest/${contestId}/register`)));
    expect(answers.map((a) => a.status)).toEqual(learners.map(() => 200));
    expect(await registered(contestId)).toBe(40);
  });

  it('exactly the maximum get in, the rest told it is full', async () => {
    const admin = await signIn(test);
    const { contestId } = (await admin.post('/api/admin/contest').send(body(25)).expect(201)).body as { contestId: string };
    const answers = await Promise.all(learners.map(({ agent }) => agent.post(`/api/contest/${contestId}/register`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(25);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.message])).toEqual(
      Array.from({ length: 15 }, () => [409, 'This contest is full']),
    );
    expect(await registered(contestId)).toBe(25);
  });
});
