import type { ProblemContent } from '@forge/domain';
import { Status, type Judge, type JudgeResult } from '@forge/judge';
import { HttpError } from '../http/errors';
import { problemLimits, submissionLanguageOf } from '../judging/judging';

const MEMORY_LIMIT_EXCEEDED = /memory limit exceeded/i;

/**
 * A judged submission's verdict in the words a wrong solution expects: the judge's status, with
 * its runtime errors told apart only as memory limit exceeded or not.
 */
export function verdictName(result: Pick<JudgeResult, 'statusId' | 'description'>): string {
  switch (result.statusId) {
    case Status.Accepted:
      return 'Accepted';
    case Status.WrongAnswer:
      return 'Wrong Answer';
    case Status.TimeLimitExceeded:
      return 'Time Limit Exceeded';
    case Status.CompilationError:
      return 'Compilation Error';
    case Status.RuntimeErrorSIGSEGV:
    case Status.RuntimeErrorSIGXFSZ:
    case Status.RuntimeErrorSIGFPE:
    case Status.RuntimeErrorSIGABRT:
    case Status.RuntimeErrorNZEC:
    case Status.RuntimeErrorOther:
      return MEMORY_LIMIT_EXCEEDED.test(result.description) ? 'Memory Limit Exceeded' : 'Runtime Error';
    default:
      return result.description;
  }
}

/**
 * A problem is saved only when every reference solution passes every visible and hidden case,
 * and every wrong solution gets exactly the verdict it names (as Polygon proves its tagged
 * solutions): cases that let a naive or overflowing solution through do not prove what the
 * statement promises. Every solution is judged at once, stopping at its first failing case;
 * the refusal names the solution, the case or the verdict, so the author knows what to fix.
 */
export async function proveProblem(judge: Pick<Judge, 'judge'>, content: ProblemContent): Promise<void> {
  const cases = [
    ...content.visibleTestCases.map((c, i) => ({ label: `visible test case ${i + 1}`, input: c.input, expectedOutput: c.output })),
    ...content.hiddenTestCases.map((c, i) => ({ label: `hidden test case ${i + 1}`, input: c.input, expectedOutput: c.output })),
  ];
  const run = (solution: { language: keyof typeof submissionLanguageOf; completeCode: string }) =>
    judge.judge({
      language: submissionLanguageOf[solution.language],
      code: solution.completeCode,
      tests: cases,
      limits: problemLimits(content),
      stopOnFirstFailure: true,
    });
  const wrongSolutions = content.wrongSolutions ?? [];
  const [references, wrongs] = await Promise.all([
    Promise.all(content.referenceSolution.map(async (solution) => ({ solution, result: await run(solution) }))),
    Promise.all(wrongSolutions.map(async (solution) => ({ solution, result: await run(solution) }))),
  ]);
  for (const { solution, result } of references) {
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
  wrongs.forEach(({ solution, result }, i) => {
    const got = verdictName(result);
    if (got === solution.expectedVerdict) return;
    const name = `Wrong solution ${i + 1} (${solution.language})`;
    const failed = result.tests.find((t) => t.statusId !== Status.Accepted);
    const where = failed ? ` on ${cases[failed.index]!.label}` : '';
    const fix =
      got === 'Accepted'
        ? 'add a case that rejects it'
        : got === 'Compilation Error'
          ? `it does not compile: ${(result.compileOutput ?? '').slice(0, 500)}`
          : 'change its expected verdict or the cases';
    throw new HttpError(
      400,
      `${name} should get ${solution.expectedVerdict} but was ${got === 'Accepted' ? 'Accepted' : `${got}${where}`}: ${fix}`,
      'WRONG_SOLUTION_VERDICT',
    );
  });
}
