import { sampleProblem } from '@forge/domain/testing';
import type { ProblemContent } from '@forge/domain';
import { countEvents, registerLearner, signIn, useProblem, useTestPlatform } from '../testing/testPlatform';

/**
 * A problem scored by subtasks (issue 31), through the API and the real judge: the sum of two
 * numbers, 40 points for small ones and 60 for sums past 32 bits, which a 32-bit sum overflows.
 */
const test = useTestPlatform({}, { timeout: 120_000 });

const overflowing = '#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }';
const subtasks = [
  { name: 'small', points: 40, cases: [0, 1] },
  { name: 'large', points: 60, cases: [2] },
];
const scored = (overrides: Partial<ProblemContent> = {}): ProblemContent =>
  sampleProblem({
    hiddenTestCases: [
      { input: '1 2\n', output: '3\n' },
      { input: '0 0\n', output: '0\n' },
      { input: '2000000000 2000000000\n', output: '4000000000\n' },
    ],
    subtasks,
    wrongSolutions: [{ language: 'C++', completeCode: overflowing, expectedVerdict: 'Partial', expectedScore: 40 }],
    ...overrides,
  });
const problemId = useProblem(test, () => scored());

describe('a submission of a problem with subtasks', () => {
  it('scores a partial solution in the submit answer, its detail, the list of its problem and the learner’s progress', async () => {
    const { agent } = await registerLearner(test);
    const subtaskResults = [
      { name: 'small', points: 40, score: 40, passed: true },
      { name: 'large', points: 60, score: 0, passed: false },
    ];
    const res = await agent.post(`/api/submission/submit/${problemId()}`).send({ code: overflowing, language: 'cpp' }).expect(200);
    expect(res.body).toMatchObject({
      accepted: false,
      passedTestCases: 2,
      totalTestCases: 3,
      score: 40,
      maxScore: 100,
      subtasks: subtaskResults,
      error: 'Wrong Answer on hidden test 3',
    });
    const id = res.body.submissionId as string;
    const detail = await agent.get(`/api/submission/${id}`).expect(200);
    expect(detail.body.result).toMatchObject({ accepted: false, score: 40, maxScore: 100, subtasks: subtaskResults });
    // Every case ran: the IOI rule needs each subtask's.
    expect(detail.body.cases).toHaveLength(3);
    const [row] = (await agent.get(`/api/problem/submittedProblem/${problemId()}`).expect(200)).body;
    expect(row).toMatchObject({ _id: id, status: 'wrong', score: 40, maxScore: 100 });
    expect((await agent.get('/api/user/check').expect(200)).body.user.bestScores).toEqual({ [problemId()]: { score: 40, maxScore: 100 } });
  });

  it('is accepted with full marks, which the learner’s best score then shows', async () => {
    const { agent } = await registerLearner(test);
    const code = sampleProblem().referenceSolution[0]!.completeCode;
    const res = await agent.post(`/api/submission/submit/${problemId()}`).send({ code, language: 'cpp' }).expect(200);
    expect(res.body).toMatchObject({ accepted: true, passedTestCases: 3, score: 100, maxScore: 100, error: null });
    const user = (await agent.get('/api/user/check').expect(200)).body.user;
    expect(user).toMatchObject({ problemSolved: [problemId()], bestScores: { [problemId()]: { score: 100, maxScore: 100 } } });
  });

  it('is shown with its subtasks to learners', async () => {
    const { agent } = await registerLearner(test);
    const seen = await agent.get(`/api/problem/problemById/${problemId()}`).expect(200);
    expect(seen.body.subtasks).toEqual(subtasks);
    expect(seen.body).not.toHaveProperty('wrongSolutions');
  });
});

describe('saving a problem with subtasks', () => {
  it('refuses a Partial wrong solution that scores other points than it declares, saving nothing', async () => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const wrongSolutions = [
      { language: 'C++' as const, completeCode: overflowing, expectedVerdict: 'Partial' as const, expectedScore: 60 },
    ];
    const res = await admin.post('/api/problem/create').send(scored({ wrongSolutions })).expect(400);
    expect(res.body).toEqual({
      code: 'WRONG_SOLUTION_VERDICT',
      message:
        'Wrong solution 1 (C++) should get Partial (60 of 100 points) but was Partial (40 of 100 points): change its expected score or the cases',
    });
    expect(await countEvents(test)).toBe(before);
  });

  it('keeps a wrong solution that declares Wrong Answer working', async () => {
    const admin = await signIn(test);
    const wrongSolutions = [{ language: 'C++' as const, completeCode: overflowing, expectedVerdict: 'Wrong Answer' as const }];
    await admin.post('/api/problem/create').send(scored({ wrongSolutions })).expect(201);
  });
});
