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

  it("rejects the issue's O(n²) 32-bit pair search only with the case at Pair With Target Sum's limit", async () => {
    const { content } = problems.find((p) => p.slug === 'pair-with-target-sum')!;
    const atLimit = content.hiddenTestCases.filter((c) => c.input.startsWith('100000 '));
    expect(atLimit).toHaveLength(1);
    const withoutIt = { ...content, hiddenTestCases: content.hiddenTestCases.filter((c) => !atLimit.includes(c)) };
    await expect(proveProblem(await sharedJudge(), withoutIt)).rejects.toMatchObject({
      status: 400,
      message: 'Wrong solution 1 (C++) should get Time Limit Exceeded but was Accepted: add a case that rejects it',
    });
  }, 120_000);
});
