import type { ProblemContent } from '@forge/domain';
import { Status } from '@forge/judge';
import { readBuiltinProblems } from './builtinProblems';
import { proveProblem } from './proveProblem';
import { problemLimits, submissionLanguageOf } from '../judging/judging';
import { sharedJudge } from '../testing/testPlatform';

const problems = readBuiltinProblems();

/**
 * Every shipped problem is proven as the create route proves it: its reference solutions, in
 * every language, pass every case in the real judge, and each of its wrong solutions gets
 * exactly its verdict (issue 14: the naive complexity, the overflow, the missed edge case).
 */
describe('the built-in problem set in the judge', () => {
  it.each(problems.map((p) => [p.slug, p.content] as const))(
    '%s is proven',
    async (_slug, content) => {
      await expect(proveProblem(await sharedJudge(), content)).resolves.toBeUndefined();
    },
    120_000,
  );

  it("needs Pair With Target Sum's case past 32 bits and its case at n's limit to reject the issue's O(n²) 32-bit pair search", async () => {
    const { content } = problems.find((p) => p.slug === 'pair-with-target-sum')!;
    const pastInt32 = content.hiddenTestCases.filter((c) => c.input.startsWith('2 3000000000'));
    const atLimit = content.hiddenTestCases.filter((c) => c.input.startsWith('200000 '));
    expect([pastInt32.length, atLimit.length]).toEqual([1, 1]);
    const without = (cases: readonly { input: string }[]) => ({
      ...content,
      hiddenTestCases: content.hiddenTestCases.filter((c) => !cases.includes(c)),
    });
    // Without the case past 32 bits, the 32-bit search still fails, only later: out of time on the largest case.
    await expect(proveProblem(await sharedJudge(), without(pastInt32))).rejects.toMatchObject({
      status: 400,
      message:
        'Wrong solution 1 (C++) should get Wrong Answer but was Time Limit Exceeded on hidden test case 11: change its expected verdict or the cases',
    });
    // Without both, the all-pairs search is Accepted: the cases at the stated limits are what reject it.
    await expect(proveProblem(await sharedJudge(), without([...pastInt32, ...atLimit]))).rejects.toMatchObject({
      status: 400,
      message: 'Wrong solution 1 (C++) should get Wrong Answer but was Accepted: add a case that rejects it',
    });
  }, 120_000);
});

/**
 * A solution of a problem judged as issue 31 judges it: through its own validation (the token rule,
 * its checker, its interactor), its hidden cases scored by its subtasks. The visible cases and the
 * hidden ones are two jobs, so the subtasks index the hidden cases as the problem has them.
 */
async function judgeSolution(content: ProblemContent, solution: { language: keyof typeof submissionLanguageOf; completeCode: string }) {
  const judge = await sharedJudge();
  const job = (cases: readonly { input: string; output: string }[], scored: boolean) =>
    judge.judge({
      language: submissionLanguageOf[solution.language],
      code: solution.completeCode,
      tests: cases.map((c) => ({ input: c.input, expectedOutput: c.output })),
      limits: problemLimits(content, submissionLanguageOf[solution.language]),
      ...(content.validation && { validation: content.validation }),
      ...(scored && content.subtasks ? { subtasks: content.subtasks } : { stopOnFirstFailure: true }),
    });
  const [visible, hidden] = await Promise.all([job(content.visibleTestCases, false), job(content.hiddenTestCases, true)]);
  return { visible, hidden };
}

/**
 * Issue 31's problems (a real number within a tolerance, many right answers and a checker, an
 * interactor, subtasks), proven above as every problem is; here what only they show: a checker
 * accepting answers that differ from the answer file, and an interaction's transcript.
 */
describe('the built-in problems that carry validation or subtasks, in the judge with them', () => {
  const issue31 = problems.filter((p) => p.content.validation !== undefined || p.content.subtasks !== undefined);

  it('are the four of issue 31', () => {
    expect(issue31.map((p) => p.slug).sort()).toEqual([
      'guess-the-hidden-number',
      'highest-average-stretch',
      'sum-of-weakest-links',
      'two-equal-loads',
    ]);
  });

  it('accepts Two Equal Loads’ references by its checker where their splits differ from the answer file and from each other', async () => {
    const { content } = problems.find((p) => p.slug === 'two-equal-loads')!;
    const outputs = await Promise.all(
      content.referenceSolution.map(async (solution) => (await judgeSolution(content, solution)).hidden.tests.map((t) => t.stdout.trim())),
    );
    // The answer file is the JavaScript reference's split (write-limit-cases.mjs); the C++ and Java references find two others
    // (the Python and C references may find more).
    const answers = content.hiddenTestCases.map((c) => c.output.trim());
    const threeSplits = answers.filter((answer, i) => new Set([answer, ...outputs.map((o) => o[i])]).size >= 3);
    expect(threeSplits.length).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('shows the interaction of Guess the Hidden Number’s first visible case and rejects a guess past the limit with the interactor’s reason', async () => {
    const { content } = problems.find((p) => p.slug === 'guess-the-hidden-number')!;
    const cpp = content.referenceSolution.find((s) => s.language === 'C++')!;
    const { visible } = await judgeSolution(content, cpp);
    expect(visible.tests[0]!.transcript?.map((line) => `${line.from}: ${line.text}`)).toEqual([
      'interactor: 1000',
      ...['500 >', '750 >', '875 <', '812 <', '781 <', '765 >', '773 >', '777 ='].flatMap((step) => {
        const [guess, reply] = step.split(' ');
        return [`program: ${guess}`, `interactor: ${reply}`];
      }),
    ]);
    const linear = (await judgeSolution(content, content.wrongSolutions![0]!)).visible;
    expect(linear.tests[0]).toMatchObject({
      statusId: Status.WrongAnswer,
      checkerMessage: expect.stringContaining('more than 11 guesses'),
    });
  }, 120_000);
});
