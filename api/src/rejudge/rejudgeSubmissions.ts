import { aggregateStream, handleCommand, type EventStore } from '@forge/events';
import {
  decodeEvent,
  problemDecider,
  rejudgeDecider,
  streams,
  submissionsLeft,
  type ProblemContent,
  type RejudgedSubmission,
  type RejudgeCommand,
} from '@forge/domain';
import { untilHealthy, type Judge, type JudgeResult } from '@forge/judge';
import { errorText, failureOf, problemLimits, problemValidation, verdictOf } from '../judging/judging';

export interface RejudgeDeps {
  readonly store: EventStore;
  readonly judge: Judge;
  readonly clock: () => Date;
  readonly log: (message: string, error?: unknown) => void;
}

/** Thrown when the process stops mid-rejudge: what is recorded stays, the rest is judged after the restart. */
export class RejudgeInterrupted extends Error {
  override readonly name = 'RejudgeInterrupted';
}

type Verdict = Omit<Extract<RejudgeCommand, { type: 'RecordRejudgedSubmission' }>['data'], 'submissionId' | 'now'>;

/**
 * Judges again every submission a rejudge lists that its stream has not recorded yet, one after
 * another, against the problem's current cases (visible, then hidden) and limits, at background
 * priority; records each as it finishes (the decider completes the rejudge with the last). The
 * submissions' own verdicts are not touched. Safe to run again: the stream says where to go on
 * from, and the decider records each submission once. When `stopping` aborts, a verdict not yet
 * recorded is dropped and this throws RejudgeInterrupted. Each submission waits for an unhealthy
 * judge to be healthy again; a job the judge's host failed (HostFaultError) is never recorded as
 * a verdict: this throws, and the caller runs the rejudge again from there.
 */
export async function rejudgeSubmissions(deps: RejudgeDeps, rejudgeId: string, stopping: AbortSignal): Promise<void> {
  const stream = streams.rejudge(rejudgeId);
  const { state } = await aggregateStream(deps.store, stream, rejudgeDecider);
  if (state.status !== 'running') return;
  const { state: problem } = await aggregateStream(deps.store, streams.problem(state.problemId), problemDecider);
  /** Read through a call: it changes while judging awaits. */
  const stopped = () => stopping.aborted;
  for (const submission of submissionsLeft(state)) {
    if (stopped()) throw new RejudgeInterrupted(`rejudge ${rejudgeId} stopped before ${submission.submissionId}`);
    try {
      await untilHealthy(deps.judge, { signal: stopping });
    } catch (error) {
      if (stopped())
        throw new RejudgeInterrupted(`rejudge ${rejudgeId} stopped while the judge was unhealthy, before ${submission.submissionId}`);
      throw error;
    }
    const verdict =
      problem.status === 'active'
        ? await judgeAgain(deps, rejudgeId, submission, problem.content)
        : unjudged('the problem was deleted before this submission was judged again', 0);
    if (stopped()) throw new RejudgeInterrupted(`rejudge ${rejudgeId} stopped while judging ${submission.submissionId}`);
    await handleCommand(deps.store, stream, rejudgeDecider, {
      type: 'RecordRejudgedSubmission',
      data: { submissionId: submission.submissionId, ...verdict, now: deps.clock().toISOString() },
    });
  }
}

async function judgeAgain(deps: RejudgeDeps, rejudgeId: string, submission: RejudgedSubmission, content: ProblemContent): Promise<Verdict> {
  const cases = [...content.visibleTestCases, ...content.hiddenTestCases];
  // A scored problem's subtasks index its hidden cases, which come here after the visible ones.
  const visible = content.visibleTestCases.length;
  const subtasks = content.subtasks?.map((subtask) => ({ ...subtask, cases: subtask.cases.map((index) => index + visible) }));
  const [first] = await deps.store.readStream(streams.submission(submission.submissionId), { maxCount: 1 });
  const request = first && decodeEvent(first);
  if (request?.type !== 'SubmissionRequested') return unjudged('the submission has no code in the log', cases.length);
  let result: JudgeResult;
  try {
    result = await deps.judge.judge({
      language: request.data.language,
      code: request.data.code,
      tests: cases.map((c) => ({ input: c.input, expectedOutput: c.output })),
      limits: problemLimits(content, request.data.language),
      ...problemValidation(content),
      // A scored problem's cases run on past a failure, as its submissions' do, so its score is known.
      ...(subtasks ? { stopOnFirstFailure: false, subtasks } : { stopOnFirstFailure: true }),
      // A rejudge is its own owner, after every learner's work.
      owner: `rejudge:${rejudgeId}`,
      priority: 'background',
    });
  } catch (error) {
    // The judge's host failed it (or the judge itself): not a verdict. The rejudge goes on from here when it runs again.
    deps.log(`judging submission ${submission.submissionId} again failed; nothing recorded, the rejudge takes it up again`, error);
    throw error;
  }
  const { status, testCasesPassed, score, maxScore } = verdictOf(result, cases.length, subtasks);
  return {
    status,
    testCasesPassed,
    testCasesTotal: cases.length,
    errorMessage: failureText(result, visible),
    ...(score === undefined ? {} : { score, maxScore }),
  };
}

/** The failure in the words a submission's own verdict uses, its case told as visible or hidden. */
function failureText(result: JudgeResult, visibleCases: number): string | null {
  const failure = failureOf(result, 'hidden');
  if (failure?.kind !== 'case' || failure.caseNumber === null) return errorText(failure);
  const visible = failure.caseNumber <= visibleCases;
  return errorText({ ...failure, hidden: !visible, caseNumber: visible ? failure.caseNumber : failure.caseNumber - visibleCases });
}

function unjudged(reason: string, testCasesTotal: number): Verdict {
  return { status: 'error', testCasesPassed: 0, testCasesTotal, errorMessage: `Internal Error: ${reason}` };
}
