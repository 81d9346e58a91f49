import { StreamNotFoundError, type EventStore } from '@forge/events';
import { evolveSubmissionDetail, streams, submissionEvents, type SubmissionDetail } from '@forge/domain';
import type { RequestedSubmission } from '../judging/judgeReactor';

/**
 * A submission as its stream tells it (the log itself, so no read model can lag behind); null when
 * there is none. Its cases carry their time and memory: a learner reads it only through
 * `toSubmissionState`, which leaves those out; `toAdminSubmissionState` keeps them.
 */
export async function readSubmission(store: EventStore, submissionId: string): Promise<SubmissionDetail | null> {
  try {
    const recorded = await store.readStream(streams.submission(submissionId));
    let detail: SubmissionDetail | null = null;
    for (const r of recorded) {
      const event = submissionEvents.decode(r);
      if (event) detail = evolveSubmissionDetail(detail, event);
    }
    return detail;
  } catch (error) {
    if (error instanceof StreamNotFoundError) return null;
    throw error;
  }
}

/**
 * A submission's request, read from its stream's first event: for a replica that starts following
 * the log after the request, and a queue entry written before entries carried the request (a bare
 * id, left in Redis across an upgrade). Undefined when the stream holds none.
 */
export async function readRequest(store: EventStore, submissionId: string): Promise<RequestedSubmission | undefined> {
  const [first] = await store.readStream(streams.submission(submissionId), { maxCount: 1 });
  const request = first && submissionEvents.decode(first);
  return request?.type === 'SubmissionRequested' ? request.data : undefined;
}
