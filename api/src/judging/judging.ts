import { type ProblemContent, type ProblemDocument, type SubmissionLanguage, type VerdictStatus } from '@forge/domain';
import { defaultLimits, Status, type JudgeRequest, type JudgeResult, type Limits, type TestResult } from '@forge/judge';
import {
  defaultOutputLimitKb,
  problemLanguageOf,
  scoreSubtasks,
  type JudgeFailure,
  type Subtask,
  type SubmissionVerdict,
} from '@forge/contracts';

export { submissionLanguageOf } from '@forge/contracts';

export interface JudgeJob {
  readonly userId: string;
  readonly problem: ProblemDocument;
  readonly language: SubmissionLanguage;
  readonly code: string;
  readonly requestId: string | null;
}

/**
 * The problem's own limits where it sets them; the judge's defaults otherwise. The output limit
 * is always the problem's: a problem stored before it had one reads as the default. A language's
 * time factor (issue 32) multiplies the time limit, the problem's or the judge's default, for
 * every program in that language: submissions, runs, rejudges, the proof and the preview.
 */
export function problemLimits(
  problem: Pick<ProblemContent, 'timeLimitSeconds' | 'memoryLimitMb' | 'outputLimitKb' | 'timeFactors'>,
  language: SubmissionLanguage,
): Partial<Limits> {
  const factor = problem.timeFactors?.[problemLanguageOf[language]] ?? 1;
  const seconds = problem.timeLimitSeconds ?? (factor !== 1 ? defaultLimits.cpuSeconds : undefined);
  return {
    // Rounded to the millisecond: 0.7 s times 3 is 2.1 s, not 2.0999999999999996.
    ...(seconds ? { cpuSeconds: Math.round(seconds * factor * 1000) / 1000 } : {}),
    ...(problem.memoryLimitMb ? { memoryKb: problem.memoryLimitMb * 1024 } : {}),
    outputBytes: (problem.outputLimitKb ?? defaultOutputLimitKb) * 1024,
  };
}

/**
 * How the judge checks a case's output for this problem (issue 31): its token rule, checker or
 * interactor, as a field to spread into a JudgeRequest. Nothing for a problem that has none, so its
 * requests stay exactly as they were (the judge's default is the spec's exact rule).
 */
export function problemValidation(problem: Pick<ProblemContent, 'validation'>): Pick<JudgeRequest, 'validation'> {
  return problem.validation ? { validation: problem.validation } : {};
}

/**
 * How a submission's hidden cases are run: a scored problem's run on past a failure (IOI's rule
 * needs every subtask's cases; the judge skips a failed subtask's remaining ones by itself), any
 * other stops at its first failure, as LeetCode's does.
 */
export function hiddenCaseRun(problem: Pick<ProblemContent, 'subtasks'>): Pick<JudgeRequest, 'stopOnFirstFailure' | 'subtasks'> {
  return problem.subtasks ? { stopOnFirstFailure: false, subtasks: problem.subtasks } : { stopOnFirstFailure: true };
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));
/** Runtime means one thing everywhere: the CPU seconds of the slowest case. */
export const slowest = (tests: readonly TestResult[]) => round(Math.max(0, ...tests.map((t) => t.time)), 3);

/**
 * What went wrong, as fields; null when every case passed. Visible cases are the learner's to
 * see, so their stderr is the detail. A hidden case is named by its number and its verdict only:
 * whatever the program printed may be the hidden input copied out.
 */
export function failureOf(result: JudgeResult, cases: 'visible' | 'hidden'): JudgeFailure | null {
  if (result.statusId === Status.Accepted) return null;
  const base = { statusId: result.statusId, status: result.description, caseNumber: null, hidden: cases === 'hidden' };
  if (result.statusId === Status.CompilationError) return { ...base, kind: 'compile', detail: result.compileOutput?.trimEnd() || null };
  const failed = result.tests.find((t) => t.statusId !== Status.Accepted);
  if (!failed) return { ...base, kind: 'judge', detail: null };
  const stderr = cases === 'visible' && failed.statusId !== Status.WrongAnswer ? failed.stderr.trim() : '';
  return {
    kind: 'case',
    statusId: failed.statusId,
    status: failed.description,
    caseNumber: failed.index + 1,
    hidden: base.hidden,
    detail: stderr || null,
  };
}

/** The same failure in the spec's words: the `error` string its client shows. */
export function errorText(failure: JudgeFailure | null): string | null {
  if (!failure) return null;
  if (failure.kind === 'compile') return `Compilation Error\n${failure.detail ?? ''}`.trimEnd();
  if (failure.kind === 'judge' || failure.caseNumber === null) return failure.status;
  const kind = failure.hidden ? 'hidden test' : failure.custom ? 'custom case' : 'test case';
  const where = `${kind} ${failure.caseNumber}`;
  return `${failure.status} on ${where}${failure.detail ? `\n${failure.detail}` : ''}`;
}

/** Tests passed before the first failure: a submission stops there, as LeetCode's does. */
export function passedBeforeFailure(result: JudgeResult): number {
  const failed = result.tests.findIndex((t, position) => t.index !== position || t.statusId !== Status.Accepted);
  return failed === -1 ? result.tests.length : failed;
}

export function verdictStatus(result: JudgeResult): VerdictStatus {
  if (result.statusId === Status.Accepted) return 'accepted';
  return result.statusId === Status.WrongAnswer ? 'wrong' : 'error';
}

/**
 * The verdict of a submission judged on `testCases` hidden cases, as its stream records it: made
 * here alone, from the judge's result. The count of cases is the request's (the decider adds it).
 * A scored problem's verdict (its `subtasks` given) adds its score by IOI's rule, and counts every
 * accepted case as passed (its cases run on past a failure); it is accepted only with full marks,
 * which every case accepted means. Without subtasks it has exactly the spec's fields.
 */
export function verdictOf(
  result: JudgeResult,
  testCases: number,
  subtasks?: readonly Subtask[],
): Omit<SubmissionVerdict, 'testCasesTotal'> {
  const failure = failureOf(result, 'hidden');
  const verdict = {
    status: verdictStatus(result),
    runtime: slowest(result.tests),
    memory: result.memory,
    testCasesPassed: Math.min(passedBeforeFailure(result), testCases),
    errorMessage: errorText(failure),
    failure,
  };
  if (!subtasks) return verdict;
  const { score, maxScore, subtasks: scored } = scoreSubtasks(subtasks, result.tests);
  const accepted = result.tests.filter((t) => t.index < testCases && t.statusId === Status.Accepted).length;
  return { ...verdict, testCasesPassed: accepted, score, maxScore, subtasks: scored };
}
