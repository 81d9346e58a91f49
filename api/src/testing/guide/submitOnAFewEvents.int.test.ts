import { streams } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { forgePlatform, given, registeredAccount } from '../platformSpecification';

// The guide's second example (docs/testing-with-history.md): a history of a few events written here.
const learner = { userId: 'u1', email: 'ada@forge.test', password: 'ada-password' };
const admin = { userId: 'a1', email: 'grace@forge.test', password: 'grace-password', role: 'admin' as const };
const problem = sampleProblem({ title: 'Add Two Numbers' });
const history = [
  ...registeredAccount(admin),
  ...registeredAccount(learner),
  given(streams.problem('p1'), {
    type: 'ProblemCreated',
    data: { problemId: 'p1', ...problem, createdBy: 'a1', createdAt: '2026-01-05T10:00:00.000Z' },
  }),
];
const sum = "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n";

describe('a learner submits to a problem an admin created', () => {
  it('is judged by the real judge, case by case, and accepted', async () => {
    const accepted = { type: 'SubmissionCaseJudged', data: expect.objectContaining({ statusId: 3 }) };
    await forgePlatform
      .given(history)
      .as(learner)
      .when((http) => http.post('/api/submission/submit/p1').send({ language: 'javascript', code: sum }))
      .then({
        status: 200,
        body: expect.objectContaining({ accepted: true, passedTestCases: 2, totalTestCases: 2 }),
        appended: [
          {
            type: 'SubmissionRequested',
            data: expect.objectContaining({ userId: 'u1', problemId: 'p1', language: 'javascript', code: sum, testCasesTotal: 2 }),
          },
          { type: 'SubmissionJudgingStarted', data: expect.objectContaining({ attempt: 1 }) },
          accepted,
          accepted,
          { type: 'SubmissionJudged', data: expect.objectContaining({ status: 'accepted', testCasesPassed: 2, failure: null }) },
        ],
      });
  });

  it('is refused without an account, and nothing is appended', async () => {
    await forgePlatform
      .given(history)
      .when((http) => http.post('/api/submission/submit/p1').send({ language: 'javascript', code: sum }))
      .then({ status: 401, appended: [] });
  });
});
