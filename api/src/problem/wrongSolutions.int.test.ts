import { streams, type ProblemContent } from '@forge/domain';
import { sampleProblem as sample } from '@forge/domain/testing';
import { countEvents, registerLearner, signIn, useTestPlatform } from '../testing/testPlatform';

const test = useTestPlatform({}, { perTest: true });

type WrongSolution = NonNullable<ProblemContent['wrongSolutions']>[number];
// Code is stored trimmed, as reference solutions are: these carry no surrounding blanks.

// 2·10^9 + 2·10^9 does not fit in 32 bits (the sample's 10^9 + 10^9 still does).
const overflowCase = { input: '2000000000 2000000000\n', output: '4000000000\n' };
const sampleProblem = (overrides: Partial<ProblemContent> = {}) =>
  sample({ hiddenTestCases: [...sample().hiddenTestCases, overflowCase], ...overrides });
const overflows: WrongSolution = {
  language: 'C++',
  completeCode: '#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }',
  expectedVerdict: 'Wrong Answer',
};
const spins: WrongSolution = { language: 'JavaScript', completeCode: 'for (;;) {}', expectedVerdict: 'Time Limit Exceeded' };
const exitsWithError: WrongSolution = {
  language: 'Java',
  completeCode: 'public class Main { public static void main(String[] a) { System.exit(3); } }',
  expectedVerdict: 'Runtime Error',
};
/** Right on every case: the cases cannot reject it. */
const correct: WrongSolution = {
  language: 'C++',
  completeCode: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }',
  expectedVerdict: 'Wrong Answer',
};

describe('creating a problem with wrong solutions', () => {
  it('saves a problem whose cases give each wrong solution its verdict, and shows them to admins only', async () => {
    const admin = await signIn(test);
    const wrongSolutions = [overflows, spins, exitsWithError];
    const created = await admin.post('/api/problem/create').send(sampleProblem({ wrongSolutions })).expect(201);
    const id = created.body.problem._id as string;
    expect(created.body.problem.wrongSolutions).toEqual(wrongSolutions);

    const [event] = await test.platform.deps.store.readStream(streams.problem(id));
    expect(event!.data).toMatchObject({ wrongSolutions });
    expect((await admin.get(`/api/problem/problemById/${id}`).expect(200)).body.wrongSolutions).toEqual(wrongSolutions);

    const { agent } = await registerLearner(test);
    const seen = await agent.get(`/api/problem/problemById/${id}`).expect(200);
    expect(seen.body).not.toHaveProperty('wrongSolutions');
    expect(JSON.stringify(seen.body)).not.toContain('for (;;)');
  });

  it('refuses a wrong solution the cases accept, naming it and asking for a case that rejects it', async () => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const res = await admin
      .post('/api/problem/create')
      .send(sampleProblem({ wrongSolutions: [overflows, correct] }))
      .expect(400);
    expect(res.body).toEqual({
      message: 'Wrong solution 2 (C++) should get Wrong Answer but was Accepted: add a case that rejects it',
      code: 'WRONG_SOLUTION_VERDICT',
    });
    expect(await countEvents(test)).toBe(before);
  });

  it('refuses a wrong solution that gets another verdict than the one it names', async () => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const res = await admin
      .post('/api/problem/create')
      .send(sampleProblem({ wrongSolutions: [{ ...overflows, expectedVerdict: 'Time Limit Exceeded' }] }))
      .expect(400);
    expect(res.body.message).toBe(
      'Wrong solution 1 (C++) should get Time Limit Exceeded but was Wrong Answer on hidden test case 3: change its expected verdict or the cases',
    );
    expect(await countEvents(test)).toBe(before);
  });

  it.each([
    [{ language: 'Ruby' }, 'Wrong solution language must be C++, Java, JavaScript, Python or C'],
    [{ completeCode: '  ' }, 'Wrong solution code is required'],
    [
      { expectedVerdict: 'Accepted' },
      'Expected verdict must be one of Wrong Answer, Time Limit Exceeded, Runtime Error, Memory Limit Exceeded, Partial',
    ],
  ])('refuses a wrong solution with %j: "%s"', async (override, message) => {
    const admin = await signIn(test);
    const res = await admin
      .post('/api/problem/create')
      .send(sampleProblem({ wrongSolutions: [{ ...overflows, ...override } as WrongSolution] }))
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses more than ten wrong solutions', async () => {
    const admin = await signIn(test);
    const res = await admin
      .post('/api/problem/create')
      .send(sampleProblem({ wrongSolutions: Array.from({ length: 11 }, () => overflows) }))
      .expect(400);
    expect(res.body.message).toBe('At most 10 wrong solutions');
  });
});

describe('updating a problem with wrong solutions', () => {
  it('shows admins none for a problem saved without them, proves the ones an update adds, and keeps the last proven set', async () => {
    const admin = await signIn(test);
    const created = await admin.post('/api/problem/create').send(sampleProblem()).expect(201);
    const id = created.body.problem._id as string;
    expect((await admin.get(`/api/problem/problemById/${id}`)).body.wrongSolutions).toEqual([]);

    const before = await countEvents(test);
    const refused = await admin
      .put(`/api/problem/update/${id}`)
      .send(sampleProblem({ wrongSolutions: [correct] }))
      .expect(400);
    expect(refused.body.message).toBe('Wrong solution 1 (C++) should get Wrong Answer but was Accepted: add a case that rejects it');
    expect(await countEvents(test)).toBe(before);

    // Without its overflowing case, the sample's cases no longer reject the 32-bit sum.
    const noOverflowCase = sample({ wrongSolutions: [overflows] });
    const weak = await admin.put(`/api/problem/update/${id}`).send(noOverflowCase).expect(400);
    expect(weak.body.message).toBe('Wrong solution 1 (C++) should get Wrong Answer but was Accepted: add a case that rejects it');

    await admin
      .put(`/api/problem/update/${id}`)
      .send(sampleProblem({ wrongSolutions: [overflows] }))
      .expect(200);
    expect((await admin.get(`/api/problem/problemById/${id}`)).body.wrongSolutions).toEqual([overflows]);
    const { agent } = await registerLearner(test);
    expect((await agent.get(`/api/problem/problemById/${id}`)).body).not.toHaveProperty('wrongSolutions');
  });
});
