import type { ProblemContent } from '@forge/domain';
import { Status, type Judge } from '@forge/judge';
import { HttpError } from '../http/errors';
import { problemLimits, submissionLanguageOf } from '../submission/judging';

/**
 * A problem is saved only when every reference solution passes every visible and hidden
 * case. The refusal names the language and the case, so the author knows what to fix.
 */
export async function proveProblem(judge: Pick<Judge, 'judge'>, content: ProblemContent): Promise<void> {
  const cases = [
    ...content.visibleTestCases.map((c, i) => ({ label: `visible test case ${i + 1}`, input: c.input, expectedOutput: c.output })),
    ...content.hiddenTestCases.map((c, i) => ({ label: `hidden test case ${i + 1}`, input: c.input, expectedOutput: c.output })),
  ];
  const verdicts = await Promise.all(
    content.referenceSolution.map(async (solution) => ({
      solution,
      result: await judge.judge({
        language: submissionLanguageOf[solution.language],
        code: solution.completeCode,
        tests: cases,
        limits: problemLimits(content),
        stopOnFirstFailure: true,
      }),
    })),
  );
  for (const { solution, result } of verdicts) {
    if (result.statusId === Status.Accepted) continue;
    if (result.statusId === Status.CompilationError) {
      throw new HttpError(
        400,
        `Reference solution in ${solution.language} does not compile: ${(result.compileOutput ?? '').slice(0, 2000)}`,
        'REFERENCE_FAILS',
      );
    }
    const failed = result.tests.find((t) => t.statusId !== Status.Accepted);
    const where = failed ? cases[failed.index]!.label : 'a test case';
    throw new HttpError(
      400,
      `Reference solution in ${solution.language} fails ${where}: ${failed?.description ?? result.description}`,
      'REFERENCE_FAILS',
    );
  }
}
