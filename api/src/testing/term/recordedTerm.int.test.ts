import { join } from 'node:path';
import { readHistoryFile } from '@forge/events';
import { problemContent, type ProblemContent, type SubmissionLanguage } from '@forge/domain';
import type { JudgeFailure } from '@forge/contracts';
import { Status, type StatusId } from '@forge/judge';
import { proveProblem } from '../../problem/proveProblem';
import { failureOf, problemLimits, verdictStatus } from '../../judging/judging';
import { forgePlatform } from '../platformSpecification';
import { sharedJudge } from '../testPlatform';
import { TERM_ADMIN } from './termAccounts';
import { termProblems } from './termProblems';

// The committed term (docs/testing-with-history.md) holds real programs: judged again by the real
// judge, they give what the simulated judge recorded. Read from the fixture, not the simulator.
const term = join(__dirname, '..', 'guide', 'fixtures', 'term.ndjson.gz');

interface Recorded {
  readonly submissionId: string;
  readonly language: SubmissionLanguage;
  readonly code: string;
  /** The problem as it was when the submission was made (or rejudged). */
  readonly content: ProblemContent;
  status?: string;
  failure?: JudgeFailure | null;
  /** The verdict of its rejudge, if it had one. */
  rejudged?: { readonly content: ProblemContent; readonly status: string };
}

const problems = new Map<string, ProblemContent>();
const submissions = new Map<string, Recorded>();
beforeAll(async () => {
  for await (const line of readHistoryFile(term)) {
    const data = line.data as { problemId: string; submissionId: string; language: SubmissionLanguage; code: string; status: string };
    if (['ProblemCreated', 'ProblemUpdated', 'ProblemRestored'].includes(line.type))
      problems.set(data.problemId, problemContent.parse(data));
    if (line.type === 'SubmissionRequested') {
      const { submissionId, language, code } = data;
      submissions.set(submissionId, { submissionId, language, code, content: problems.get(data.problemId)! });
    }
    if (line.type === 'SubmissionJudged') Object.assign(submissions.get(data.submissionId)!, line.data);
    if (line.type === 'SubmissionRejudged')
      submissions.get(data.submissionId)!.rejudged = { content: problems.get(data.problemId)!, status: data.status };
  }
});

async function judgeAgain({ language, code }: Recorded, content: ProblemContent) {
  const judge = await sharedJudge();
  const tests = content.hiddenTestCases.map((c) => ({ input: c.input, expectedOutput: c.output }));
  return judge.judge({ language, code, tests, limits: problemLimits(content, language), stopOnFirstFailure: true });
}

// Each test judges for real (saving a problem proves its solutions in every language): a loaded machine takes its time.
jest.setTimeout(180_000);

describe('the recorded term, judged by the real judge', () => {
  it.each(termProblems.map((p) => p.title))('%s: the reference solution in each language passes every case', async (title) => {
    const content = [...problems.values()].filter((p) => p.title.startsWith(title)).at(-1)!;
    await expect(proveProblem(await sharedJudge(), content)).resolves.toBeUndefined();
  });

  // A few submissions of each verdict, each language: the one halfway through the term's list of them.
  const sample: [StatusId, SubmissionLanguage][] = [
    ...(['cpp', 'java', 'javascript'] as const).flatMap((language) =>
      [Status.Accepted, Status.WrongAnswer, Status.TimeLimitExceeded, Status.CompilationError].map((s): [StatusId, SubmissionLanguage] => [
        s,
        language,
      ]),
    ),
    [Status.RuntimeErrorSIGSEGV, 'cpp'],
    [Status.RuntimeErrorNZEC, 'java'],
    [Status.RuntimeErrorNZEC, 'javascript'],
  ];
  it.each(sample)('a recorded submission with status %i in %s gets it again', async (statusId, language) => {
    const recorded = [...submissions.values()].filter(
      (s) => s.language === language && (s.failure?.statusId ?? Status.Accepted) === statusId,
    );
    expect(recorded.length).toBeGreaterThan(0);
    const submission = recorded[Math.floor(recorded.length / 2)]!;

    const result = await judgeAgain(submission, submission.content);

    expect(result.statusId).toBe(statusId);
    expect(verdictStatus(result)).toBe(submission.status);
    const failure = failureOf(result, 'hidden');
    expect(failure?.caseNumber ?? null).toBe(submission.failure?.caseNumber ?? null);
    // The recorded compiler output is what g++, javac and the JavaScript check print, or the start of it.
    if (statusId === Status.CompilationError) expect(result.compileOutput!.trimEnd().startsWith(submission.failure!.detail!)).toBe(true);
  });

  it('a program accepted before Maximum Subarray gained a case fails that case when rejudged', async () => {
    const caught = [...submissions.values()].find((s) => s.status === 'accepted' && s.rejudged?.status === 'wrong')!;
    expect((await judgeAgain(caught, caught.content)).statusId).toBe(Status.Accepted);
    const result = await judgeAgain(caught, caught.rejudged!.content);
    expect(failureOf(result, 'hidden')).toMatchObject({
      statusId: Status.WrongAnswer,
      caseNumber: caught.rejudged!.content.hiddenTestCases.length,
    });
  });

  it('an admin saves a term problem unchanged', async () => {
    const [problemId, content] = [...problems].find(([, p]) => p.title === 'Maximum Subarray')!;
    await forgePlatform
      .given(term)
      .as(TERM_ADMIN)
      .when((http) => http.put(`/api/problem/update/${problemId}`).send(content))
      .then({ status: 200, appended: [{ type: 'ProblemUpdated', data: expect.objectContaining({ problemId, ...content }) }] });
  });
});
