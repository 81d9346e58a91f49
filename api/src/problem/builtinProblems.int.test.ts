import { readBuiltinProblems } from './builtinProblems';
import { proveProblem } from './proveProblem';
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
