import {
  type ProblemContent,
  type ProblemDocument,
  type ProblemLanguage,
  type SubmissionLanguage,
  type VerdictStatus,
} from '@forge/domain';
import { Status, type JudgeResult, type Limits, type TestCase, type TestResult } from '@forge/judge';
import type { AppDeps } from '../appDeps';
import { defaultOutputLimitKb, JUDGE_DONE, JUDGE_PROGRESS, JUDGE_QUEUED, type JudgeFailure, type RunResult } from '@forge/contracts';

export const submissionLanguageOf: Record<ProblemLanguage, SubmissionLanguage> = { 'C++': 'cpp', Java: 'java', JavaScript: 'javascript' };

export interface JudgeJob {
  readonly userId: string;
  readonly problem: ProblemDocument;
  readonly language: SubmissionLanguage;
  readonly code: string;
  readonly requestId: string | null;
}

type JudgingDeps = Pick<AppDeps, 'judge' | 'queue' | 'live'>;

/**
 * The problem's own limits where it sets them; the judge's defaults otherwise. The output limit
 * is always the problem's: a problem stored before it had one reads as the default.
 */
export function problemLimits(problem: Pick<ProblemContent, 'timeLimitSeconds' | 'memoryLimitMb' | 'outputLimitKb'>): Partial<Limits> {
  return {
    ...(problem.timeLimitSeconds ? { cpuSeconds: problem.timeLimitSeconds } : {}),
    ...(problem.memoryLimitMb ? { memoryKb: problem.memoryLimitMb * 1024 } : {}),
    outputBytes: (problem.outputLimitKb ?? defaultOutputLimitKb) * 1024,
  };
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
  const where = failure.hidden ? `hidden test ${failure.caseNumber}` : `test case ${failure.caseNumber}`;
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

/** Waits its turn in the fair queue, then judges, telling the user's sockets about each test. */
async function judgeLive(deps: JudgingDeps, job: JudgeJob, tests: readonly TestCase[]): Promise<JudgeResult> {
  const base = { requestId: job.requestId, kind: 'run', problemId: job.problem.problemId } as const;
  return deps.queue.submit(
    job.userId,
    () =>
      deps.judge.judge({ language: job.language, code: job.code, tests, limits: problemLimits(job.problem), owner: job.userId }, (test) =>
        deps.live.toUser(job.userId, JUDGE_PROGRESS, {
          ...base,
          index: test.index,
          total: tests.length,
          status_id: test.statusId,
          time: test.time,
          memory: test.memoryKb,
        }),
      ),
    (position) => deps.live.toUser(job.userId, JUDGE_QUEUED, { ...base, position }),
  );
}

/** Run: the visible cases, every one of them, nothing recorded (a submission is judged from the log: judgeSubmission.ts). */
export async function runCode(deps: JudgingDeps, job: JudgeJob): Promise<RunResult> {
  const cases = job.problem.visibleTestCases;
  const result = await judgeLive(
    deps,
    job,
    cases.map((c) => ({ input: c.input, expectedOutput: c.output })),
  );
  const failure = failureOf(result, 'visible');
  const run: RunResult = {
    success: result.statusId === Status.Accepted,
    runtime: slowest(result.tests),
    memory: result.memoryKb,
    error: errorText(failure),
    failure,
    testCases: cases.map((c, i) => {
      const test = result.tests.find((t) => t.index === i);
      return { stdin: c.input, expected_output: c.output, stdout: test?.stdout ?? '', status_id: test?.statusId ?? result.statusId };
    }),
  };
  deps.live.toUser(job.userId, JUDGE_DONE, { requestId: job.requestId, kind: 'run', problemId: job.problem.problemId, result: run });
  return run;
}
