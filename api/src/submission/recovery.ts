import { aggregateStream, decodeEvent, handleCommand, streams } from '@forge/events';
import { getProblem, listPendingSubmissions } from '@forge/projections';
import type { AppDeps } from '../appDeps';
import { submissionDecider } from './decide';
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
        data: { submissionId, status: 'error', runtime: 0, memory: 0, testCasesPassed: 0, errorMessage: 'The problem was deleted before this submission was judged', now: deps.clock().toISOString() },
      });
      continue;
    }
    const { state } = await aggregateStream(deps.store, streams.submission(submissionId), submissionDecider);
    if (state.status !== 'pending') continue;
    void judgeSubmission(deps, { userId, problem, language: event.data.language, code: event.data.code, requestId: null }, submissionId).catch((error: unknown) =>
      deps.log(`could not finish pending submission ${submissionId}`, error),
    );
  }
  return pending.length;
}
