import { aggregateStream, handleCommand, type EventStore } from '@forge/events';
import { problemDecider, streams, submissionDecider, type SubmissionCommand } from '@forge/domain';
import { isHostFault, Status, untilHealthy, type Judge, type JudgeResult } from '@forge/judge';
import { hiddenCaseRun, problemLimits, problemValidation, verdictOf } from './judging';
import type { RequestedSubmission } from '../judging/judgeReactor';
import { recordJudged, recordJudgingStarted } from '../observability/platformMetrics';
import { inTraceOf } from '../observability/trace';

export interface SubmissionJudgeDeps {
  readonly store: EventStore;
  readonly judge: Judge;
  readonly clock: () => Date;
  readonly log: (message: string, error?: unknown) => void;
  /** This process's name in the log's `SubmissionJudgingStarted` events. */
  readonly worker: string;
  /** Attempts that may die before a submission is parked as Internal Error. */
  readonly maxAttempts: number;
  /**
   * How long one hand-over waits for an unhealthy judge (its sandbox cannot start) before it gives
   * up, recording nothing, to be handed over again. Default 10 s.
   */
  readonly healthWaitMs?: number;
}

/** How long a hand-over waits for an unhealthy judge by default: short enough that a stopping reactor without a signal is not held long. */
const defaultHealthWaitMs = 10_000;

/** How one hand-over ended: judged here, or nothing left to judge (judged already, or parked). */
export type JudgingOutcome = 'judged' | 'already judged' | 'parked';

/**
 * Judges one requested submission, entirely through its stream: records the attempt (or parks the
 * submission after `maxAttempts` attempts that never finished), then each hidden case as it
 * finishes, then the verdict. Safe to run again for the same submission: the decider records one
 * verdict and each case once. A failure to reach the log throws, so the caller hands the
 * submission over again. So does a fault of the judge's host (HostFaultError: its sandbox could
 * not start...): nothing is recorded for the learner but the cases that did run, and the next
 * hand-over is another attempt, counted towards parking. An unhealthy judge is waited for (up to
 * `healthWaitMs`, or until `stopping` aborts) before an attempt is recorded, so none is spent on a
 * host that is down.
 */
export function judgeRequestedSubmission(
  deps: SubmissionJudgeDeps,
  request: RequestedSubmission,
  stopping?: AbortSignal,
): Promise<JudgingOutcome> {
  // Its events and log lines carry the submitting request's correlation id, caused by the SubmissionRequested event.
  return inTraceOf(deps.store, streams.submission(request.submissionId), () => judgeInTrace(deps, request, stopping));
}

async function judgeInTrace(deps: SubmissionJudgeDeps, request: RequestedSubmission, stopping?: AbortSignal): Promise<JudgingOutcome> {
  const { submissionId, problemId, userId, language, code } = request;
  const stream = streams.submission(submissionId);
  const decide = (command: SubmissionCommand) => handleCommand(deps.store, stream, submissionDecider, command);
  const now = () => deps.clock().toISOString();

  await untilHealthy(deps.judge, { timeoutMs: deps.healthWaitMs ?? defaultHealthWaitMs, ...(stopping ? { signal: stopping } : {}) });
  const start = await decide({
    type: 'StartJudging',
    data: { submissionId, worker: deps.worker, maxAttempts: deps.maxAttempts, now: now() },
  });
  if (start.newState.status === 'judged') return start.newEvents.length > 0 ? 'parked' : 'already judged';
  recordJudgingStarted(request, deps.clock());

  const { state: problem } = await aggregateStream(deps.store, streams.problem(problemId), problemDecider);
  const subtasks = problem.status === 'active' ? problem.content.subtasks : undefined;
  const verdict = (result: JudgeResult, testCases: number) =>
    decide({ type: 'RecordVerdict', data: { submissionId, ...verdictOf(result, testCases, subtasks), now: now() } });
  if (problem.status !== 'active') {
    const description = 'Internal Error: the problem was deleted before this submission was judged';
    await verdict({ statusId: Status.InternalError, description, compileOutput: null, tests: [], time: 0, memory: 0 }, 0);
    return 'judged';
  }

  const cases = problem.content.hiddenTestCases;
  // Cases are recorded one after another, in the order they finish, each as soon as it does.
  let recorded: Promise<unknown> = Promise.resolve();
  let result: JudgeResult;
  try {
    result = await deps.judge.judge(
      {
        language,
        code,
        tests: cases.map((c) => ({ input: c.input, expectedOutput: c.output })),
        limits: problemLimits(problem.content, language),
        ...problemValidation(problem.content),
        ...hiddenCaseRun(problem.content),
        owner: userId,
      },
      (test) => {
        const { index, statusId, time, memory } = test;
        recorded = recorded.then(() => decide({ type: 'RecordCase', data: { submissionId, index, statusId, time, memory } }));
      },
    );
  } catch (error) {
    // Not the learner's verdict: the cases that ran stay recorded, and another attempt judges the rest
    // (after `maxAttempts` the decider parks the submission, so it never stays pending for good).
    await recorded.catch(() => undefined);
    deps.log(
      `judging submission ${submissionId} failed${isHostFault(error) ? " on the judge's host" : ''}; nothing recorded for it, it is judged again on another attempt`,
      error,
    );
    throw error;
  }
  await recorded;
  await verdict(result, cases.length);
  recordJudged(request, result, deps.clock());
  return 'judged';
}
