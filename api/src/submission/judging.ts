import { handleCommand, streams, type ProblemContent, type ProblemLanguage, type SubmissionLanguage, type VerdictStatus } from '@forge/events';
import type { ProblemDocument } from '@forge/projections';
import { Status, type JudgeResult, type Limits, type TestCase, type TestResult } from '@forge/judge';
import type { AppDeps } from '../appDeps';
import { submissionDecider } from './decide';
import { QueueFullError } from './judgeQueue';
import { JUDGE_DONE, JUDGE_PROGRESS, JUDGE_QUEUED, type JudgeKind, type RunResult, type SubmitResult } from '@forge/contracts';

export const submissionLanguageOf: Record<ProblemLanguage, SubmissionLanguage> = { 'C++': 'cpp', Java: 'java', JavaScript: 'javascript' };

export interface JudgeJob {
  readonly userId: string;
  readonly problem: ProblemDocument;
  readonly language: SubmissionLanguage;
  readonly code: string;
  readonly requestId: string | null;
}

type JudgingDeps = Pick<AppDeps, 'judge' | 'queue' | 'live' | 'store' | 'projections' | 'clock' | 'newId' | 'log'>;

/** The problem's own limits where it sets them; the judge's defaults otherwise. */
export function problemLimits(problem: Pick<ProblemContent, 'timeLimitSeconds' | 'memoryLimitMb'>): Partial<Limits> {
  return {
    ...(problem.timeLimitSeconds ? { cpuSeconds: problem.timeLimitSeconds } : {}),
    ...(problem.memoryLimitMb ? { memoryKb: problem.memoryLimitMb * 1024 } : {}),
  };
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));
const totalTime = (tests: readonly TestResult[]) => round(tests.reduce((sum, t) => sum + t.time, 0), 3);

/**
 * What went wrong, in words a learner can act on; null when every test passed. Visible cases
 * are the learner's to see, so their stderr is shown. A hidden case is named by its number and
 * its verdict only: whatever the program printed may be the hidden input copied out.
 */
export function describeFailure(result: JudgeResult, cases: 'visible' | 'hidden'): string | null {
  if (result.statusId === Status.Accepted) return null;
  if (result.statusId === Status.CompilationError) return `Compilation Error\n${result.compileOutput ?? ''}`.trimEnd();
  const failed = result.tests.find((t) => t.statusId !== Status.Accepted);
  if (!failed) return result.description;
  if (cases === 'hidden') return `${failed.description} on hidden test ${failed.index + 1}`;
  const detail = failed.statusId === Status.WrongAnswer ? '' : failed.stderr.trim() ? `\n${failed.stderr.trim()}` : '';
  return `${failed.description} on test case ${failed.index + 1}${detail}`;
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
async function judgeLive(deps: JudgingDeps, job: JudgeJob, kind: JudgeKind, tests: readonly TestCase[], submissionId?: string): Promise<JudgeResult> {
  const base = { requestId: job.requestId, kind, problemId: job.problem._id, ...(submissionId ? { submissionId } : {}) };
  // A run shows every visible case; a submission stops at its first failing hidden test.
  const stopOnFirstFailure = kind === 'submit';
  return deps.queue.submit(
    job.userId,
    () =>
      deps.judge.judge({ language: job.language, code: job.code, tests, limits: problemLimits(job.problem), stopOnFirstFailure, owner: job.userId }, (test) =>
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

/** Run: the visible cases, every one of them, nothing recorded. */
export async function runCode(deps: JudgingDeps, job: JudgeJob): Promise<RunResult> {
  const cases = job.problem.visibleTestCases;
  const result = await judgeLive(deps, job, 'run', cases.map((c) => ({ input: c.input, expectedOutput: c.output })));
  const run: RunResult = {
    success: result.statusId === Status.Accepted,
    runtime: totalTime(result.tests),
    memory: result.memoryKb,
    error: describeFailure(result, 'visible'),
    testCases: cases.map((c, i) => {
      const test = result.tests.find((t) => t.index === i);
      return { stdin: c.input, expected_output: c.output, stdout: test?.stdout ?? '', status_id: test?.statusId ?? result.statusId };
    }),
  };
  deps.live.toUser(job.userId, JUDGE_DONE, { requestId: job.requestId, kind: 'run', problemId: job.problem._id, result: run });
  return run;
}

/** Judges a recorded submission against the hidden cases and records the verdict once. */
export async function judgeSubmission(deps: JudgingDeps, job: JudgeJob, submissionId: string): Promise<SubmitResult> {
  const cases = job.problem.hiddenTestCases;
  let result: JudgeResult;
  try {
    result = await judgeLive(deps, job, 'submit', cases.map((c) => ({ input: c.input, expectedOutput: c.output })), submissionId);
  } catch (error) {
    // A host fault still ends the submission, so it never stays pending.
    if (!(error instanceof QueueFullError)) deps.log(`judging submission ${submissionId} failed`, error);
    const description = error instanceof QueueFullError ? error.message : 'Internal Error';
    result = { statusId: Status.InternalError, description, compileOutput: null, tests: [], time: 0, memoryKb: 0 };
  }
  const passed = passedBeforeFailure(result);
  const submit: SubmitResult = {
    accepted: result.statusId === Status.Accepted,
    passedTestCases: passed,
    totalTestCases: cases.length,
    runtime: totalTime(result.tests),
    memory: result.memoryKb,
    error: describeFailure(result, 'hidden'),
  };
  const { append } = await handleCommand(deps.store, streams.submission(submissionId), submissionDecider, {
    type: 'RecordVerdict',
    data: {
      submissionId,
      status: verdictStatus(result),
      runtime: submit.runtime,
      memory: submit.memory,
      testCasesPassed: passed,
      errorMessage: submit.error,
      now: deps.clock().toISOString(),
    },
  });
  if (append) await deps.projections.waitFor(append.position);
  deps.live.toUser(job.userId, JUDGE_DONE, { requestId: job.requestId, kind: 'submit', problemId: job.problem._id, submissionId, result: submit });
  return submit;
}

/** Submit: recorded as requested first, so the history shows it pending while it is judged. */
export async function submitCode(deps: JudgingDeps, job: JudgeJob): Promise<SubmitResult & { submissionId: string }> {
  // A full queue refuses before anything is recorded.
  deps.queue.assertRoom(job.userId);
  const submissionId = deps.newId();
  const { append } = await handleCommand(deps.store, streams.submission(submissionId), submissionDecider, {
    type: 'RequestSubmission',
    data: {
      submissionId,
      userId: job.userId,
      problemId: job.problem._id,
      language: job.language,
      code: job.code,
      testCasesTotal: job.problem.hiddenTestCases.length,
      now: deps.clock().toISOString(),
    },
  });
  if (append) await deps.projections.waitFor(append.position);
  return { ...(await judgeSubmission(deps, job, submissionId)), submissionId };
}
