import { readBuiltinProblems } from './builtinProblems';
import { proveProblem } from './proveProblem';
import { sharedJudge } from '../testing/testPlatform';

/** Every shipped problem's reference solutions, in every language, pass every case in the real judge. */
describe('the built-in problem set in the judge', () => {
  it.each(readBuiltinProblems().map((p) => [p.slug, p.content] as const))(
    '%s is proven',
    async (_slug, content) => {
      await expect(proveProblem(await sharedJudge(), content)).resolves.toBeUndefined();
    },
    120_000,
  );
});
