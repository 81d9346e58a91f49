import { join } from 'node:path';
import { TERM_ASSISTANT, termLearner } from '../term/termAccounts';
import { forgePlatform } from '../platformSpecification';

// The guide's third example (docs/testing-with-history.md): a whole recorded term, 14,624 events
// written by `npm run history:simulate`, replayed into a fresh platform for each test.
const term = join(__dirname, 'fixtures', 'term.ndjson.gz');
const sum =
  "const xs = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(xs.reduce((a, b) => a + b, 0));\n";

// A bound, not a timing: replaying 14,624 events and judging takes seconds here, and far longer on a
// machine busy with other suites (30 s was passed once in CI).
jest.setTimeout(180_000);

describe('after a recorded term', () => {
  it("a learner's accepted submission shows in their solved problems", async () => {
    let problemId = '';
    await forgePlatform
      .given(term)
      .as(termLearner(5))
      .when(async (http) => {
        const problems = await http.get('/api/problem/getAllProblem').expect(200);
        problemId = problems.body.find((p: { title: string }) => p.title === 'Sum of a List (revised)')._id;
        return http.post(`/api/submission/submit/${problemId}`).send({ language: 'javascript', code: sum });
      })
      .then(async ({ response, appended, http }) => {
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ accepted: true, passedTestCases: 3, totalTestCases: 3 });
        expect(appended.map((event) => event.type)).toEqual([
          'SubmissionRequested',
          'SubmissionJudgingStarted',
          ...Array<string>(3).fill('SubmissionCaseJudged'),
          'SubmissionJudged',
        ]);
        const me = await http.get('/api/user/check').expect(200);
        expect(me.body.user.problemSolved).toContain(problemId);
      });
  });

  it('the assistant, an admin from week 3 to week 12, may no longer create problems', async () => {
    await forgePlatform
      .given(term)
      .as(TERM_ASSISTANT)
      .when((http) => http.post('/api/problem/create').send({ title: 'One more' }))
      .then({ status: 403, appended: [] });
  });
});
