import { aggregateStream, handleCommand } from '@forge/events';
import { decodeEvent, streams, submissionDecider } from '@forge/domain';
import { getProblem, listPendingSubmissions } from '@forge/projections';
import type { AppDeps } from '../appDeps';
import { judgeSubmission } from './judging';

/**
 * Submissions left pending by a stop or a crash are judged again at start. The decider
 * records only the first verdict, so a job finished twice still has one verdict.
 */
export async function resumePendingSubmissions(deps: AppDeps): Promise<number> {
  const pending = await listPendingSubmissions(deps.readModels);
  for (const { submissionId, problemId, userId } of pending) {
    const [requested] = await deps.store.readStream(streams.submission(submissionId), { maxCount: 1 });
    const event = requested && decodeEvent(requested);
    if (event?.type !== 'SubmissionRequested') continue;
    const problem = await getProblem(deps.readModels, problemId);
    if (!problem) {
      await handleCommand(deps.store, streams.submission(submissionId), submissionDecider, {
        type: 'RecordVerdict',
        data: {
          submissionId,
          status: 'error',
          runtime: 0,
          memory: 0,
          testCasesPassed: 0,
          errorMessage: 'The problem was deleted before this submission was judged',
          now: deps.clock().toISOString(),
        },
      });
      continue;
    }
    const { state } = await aggregateStream(deps.store, streams.submission(submissionId), submissionDecider);
    if (state.status !== 'pending') continue;
    void judgeSubmission(
      deps,
      { userId, problem, language: event.data.language, code: event.data.code, requestId: null },
      submissionId,
    ).catch((error: unknown) => deps.log(`could not finish pending submission ${submissionId}`, error));
  }
  return pending.length;
}

/** How often recovery looks again while the judge cannot judge. */
export const JUDGE_READY_POLL_MS = 5000;

export interface Resumption {
  stop(): void;
}

/**
 * Resumes pending submissions now if the judge can judge. If it cannot (no judge worker is
 * alive yet, the sandbox is broken), they stay pending, which is what they are, rather than
 * being failed as Internal Error for a fault of the host; recovery looks again every
 * `pollMs` until the judge is ready.
 */
export async function resumeWhenJudgeReady(deps: AppDeps, pollMs = JUDGE_READY_POLL_MS): Promise<Resumption> {
  if (deps.judge.health.ok) {
    await resumePendingSubmissions(deps);
    return { stop: () => undefined };
  }
  deps.log(`Pending submissions wait for the judge (${deps.judge.health.reason ?? 'not ready'}); they are resumed when it can judge`);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const again = () => {
    if (stopped) return;
    timer = setTimeout(() => void attempt(), pollMs);
    timer.unref();
  };
  const attempt = async () => {
    if (stopped) return;
    if (!deps.judge.health.ok) {
      again();
      return;
    }
    try {
      const resumed = await resumePendingSubmissions(deps);
      if (resumed > 0) deps.log(`The judge is ready: resumed ${resumed} pending submission(s)`);
    } catch (error) {
      deps.log('could not resume pending submissions', error);
      again();
    }
  };
  again();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
