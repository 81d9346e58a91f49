import { scoreSubtasks, type Score, type WrongSolutionVerdict } from '@forge/contracts';
import type { ProblemContent } from '@forge/domain';
import { Status, type Judge, type JudgeResult } from '@forge/judge';
import { HttpError } from '../http/errors';
import { problemLimits, problemValidation, submissionLanguageOf } from '../judging/judging';

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

/** How much of a checker's compiler output, or of its message, a refusal quotes. */
const COMPILER_OUTPUT_CAP = 2000;
const MESSAGE_CAP = 500;

/** What the problem's own program is called in a refusal: its checker or its interactor. */
const ownProgram = (content: ProblemContent) => (content.validation?.kind === 'interactor' ? 'interactor' : 'checker');

/**
 * The input validator (issue 33) must accept every visible and hidden input: a case it rejects
 * is not a case of the problem the statement describes. It runs as a program of the role
 * `inputValidator` (the Kattis interface); one that does not compile refuses the save with its
 * compiler's output, one that rejects a case names the case and quotes its message.
 */
export async function proveInputValidator(
  judge: Pick<Judge, 'judge'>,
  content: Pick<ProblemContent, 'inputValidator'>,
  cases: readonly { label: string; input: string }[],
): Promise<void> {
  const validator = content.inputValidator;
  if (!validator) return;
  const result = await judge.judge({
    language: validator.language,
    code: validator.source,
    ...(validator.files ? { files: validator.files } : {}),
    role: 'inputValidator',
    tests: cases.map((c) => ({ input: c.input, expectedOutput: '' })),
    stopOnFirstFailure: true,
  });
  if (result.statusId === Status.Accepted) return;
  if (result.statusId === Status.CompilationError) {
    const output = (result.compileOutput ?? '').slice(0, COMPILER_OUTPUT_CAP);
    throw new HttpError(400, `The input validator does not compile: ${output}`, 'INPUT_VALIDATOR_DOES_NOT_COMPILE');
  }
  const failed = result.tests.find((t) => t.statusId !== Status.Accepted);
  const where = failed ? cases[failed.index]!.label : 'a test case';
  const message = (failed?.checkerMessage ?? '').trim().slice(0, MESSAGE_CAP) || (failed?.description ?? result.description);
  throw new HttpError(400, `The input validator rejects ${where}: ${message}`, 'INPUT_VALIDATOR_REJECTS');
}

/**
 * What a wrong solution got, in the words it declares. On a scored problem a solution that
 * declares `Partial` got `Partial` when it fell short of full marks, whatever its cases' verdicts
 * (Partial means not full marks), and its score is then compared; one that declares a verdict (a
 * Wrong Answer on a subtask problem, say) is named by its first failing case, as on any problem.
 */
export function wrongSolutionVerdict(
  result: Pick<JudgeResult, 'statusId' | 'description'>,
  score: Score | undefined,
  declared: WrongSolutionVerdict,
): string {
  if (declared === 'Partial' && score && score.score < score.maxScore) return 'Partial';
  return verdictName(result);
}

/** A verdict as a refusal tells it: a Partial one with its points. */
const told = (verdict: string, score: number | undefined, maxScore: number) =>
  verdict === 'Partial' ? `Partial (${score ?? 0} of ${maxScore} points)` : verdict;

/**
 * A problem is saved only when every reference solution passes every visible and hidden case,
 * and every wrong solution gets exactly the verdict it names (as Polygon proves its tagged
 * solutions): cases that let a naive or overflowing solution through do not prove what the
 * statement promises. Every solution is judged at once, through the problem's own validation (its
 * token rule, checker or interactor: a checker that accepts a wrong solution blocks the save as
 * the cases would); references stop at their first failing case, wrong solutions of a scored
 * problem run on (their score needs every subtask's cases), others stop too. A checker or
 * interactor that does not compile refuses the save with the compiler's message; the refusal
 * names the solution, the case or the verdict, so the author knows what to fix. The input
 * validator, when there is one, is proven before them.
 */
export async function proveProblem(judge: Pick<Judge, 'judge'>, content: ProblemContent): Promise<void> {
  const visibleCount = content.visibleTestCases.length;
  const cases = [
    ...content.visibleTestCases.map((c, i) => ({ label: `visible test case ${i + 1}`, input: c.input, expectedOutput: c.output })),
    ...content.hiddenTestCases.map((c, i) => ({ label: `hidden test case ${i + 1}`, input: c.input, expectedOutput: c.output })),
  ];
  // One job of visible then hidden cases: the subtasks' hidden case indexes move past the visible ones.
  const subtasks = content.subtasks?.map((s) => ({ ...s, cases: s.cases.map((index) => index + visibleCount) }));
  const run = (solution: { language: keyof typeof submissionLanguageOf; completeCode: string }, scored: boolean) =>
    judge.judge({
      language: submissionLanguageOf[solution.language],
      code: solution.completeCode,
      tests: cases,
      limits: problemLimits(content, submissionLanguageOf[solution.language]),
      ...problemValidation(content),
      ...(scored && subtasks ? { stopOnFirstFailure: false, subtasks } : { stopOnFirstFailure: true }),
    });
  const wrongSolutions = content.wrongSolutions ?? [];
  // First, alone: a solution's verdict on an invalid case proves nothing, and its compile does not share the CPU with timed runs.
  await proveInputValidator(judge, content, cases);
  const [references, wrongs] = await Promise.all([
    Promise.all(content.referenceSolution.map(async (solution) => ({ solution, result: await run(solution, false) }))),
    Promise.all(wrongSolutions.map(async (solution) => ({ solution, result: await run(solution, true) }))),
  ]);
  const unbuilt = [...references, ...wrongs].find(({ result }) => result.checkerCompileOutput !== undefined);
  if (unbuilt) {
    throw new HttpError(
      400,
      `The ${ownProgram(content)} does not compile: ${(unbuilt.result.checkerCompileOutput ?? '').slice(0, COMPILER_OUTPUT_CAP)}`,
      'CHECKER_DOES_NOT_COMPILE',
    );
  }
  for (const { solution, result } of references) {
    if (result.statusId === Status.Accepted) continue;
    if (result.statusId === Status.CompilationError) {
      throw new HttpError(
        400,
        `Reference solution in ${solution.language} does not compile: ${(result.compileOutput ?? '').slice(0, COMPILER_OUTPUT_CAP)}`,
        'REFERENCE_FAILS',
      );
    }
    const failed = result.tests.find((t) => t.statusId !== Status.Accepted);
    const where = failed ? cases[failed.index]!.label : 'a test case';
    // The checker's own words (its judge message, or why it failed): the admin's to read.
    const why = failed?.checkerMessage ? ` (${failed.checkerMessage.trim().slice(0, MESSAGE_CAP)})` : '';
    throw new HttpError(
      400,
      `Reference solution in ${solution.language} fails ${where}: ${failed?.description ?? result.description}${why}`,
      'REFERENCE_FAILS',
    );
  }
  const maxScore = (subtasks ?? []).reduce((sum, s) => sum + s.points, 0);
  wrongs.forEach(({ solution, result }, i) => {
    const score = subtasks ? scoreSubtasks(subtasks, result.tests) : undefined;
    const got = wrongSolutionVerdict(result, score, solution.expectedVerdict);
    if (got === solution.expectedVerdict && (got !== 'Partial' || score?.score === solution.expectedScore)) return;
    const name = `Wrong solution ${i + 1} (${solution.language})`;
    const failed = result.tests.find((t) => t.statusId !== Status.Accepted);
    const where = failed && got !== 'Partial' ? ` on ${cases[failed.index]!.label}` : '';
    const fix =
      got === 'Accepted'
        ? content.validation?.kind === 'checker' || content.validation?.kind === 'interactor'
          ? `its ${ownProgram(content)} accepts it on every case: add a case or a check that rejects it`
          : 'add a case that rejects it'
        : got === 'Compilation Error'
          ? `it does not compile: ${(result.compileOutput ?? '').slice(0, MESSAGE_CAP)}`
          : got === 'Partial'
            ? 'change its expected score or the cases'
            : 'change its expected verdict or the cases';
    const expected = told(solution.expectedVerdict, solution.expectedScore, maxScore);
    const was = got === 'Accepted' ? 'Accepted' : `${told(got, score?.score, maxScore)}${where}`;
    throw new HttpError(400, `${name} should get ${expected} but was ${was}: ${fix}`, 'WRONG_SOLUTION_VERDICT');
  });
}
