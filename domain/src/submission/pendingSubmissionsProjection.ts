import { projection } from '@forge/events';
import type { SubmissionLifecycleEvent } from './events';

/** Submissions requested and not judged yet: how many each user, and everyone, has in the judge (submit checks before it records one). */
export interface PendingSubmission {
  readonly submissionId: string;
  readonly userId: string;
  readonly problemId: string;
  readonly requestedAt: string;
}

export const pendingSubmissionsProjection = projection<PendingSubmission, SubmissionLifecycleEvent>({
  name: 'pendingSubmissions',
  version: 1,
  canHandle: ['SubmissionRequested', 'SubmissionJudged'],
  documentId: (event) => event.data.submissionId,
  evolve(doc, event) {
    switch (event.type) {
      case 'SubmissionRequested': {
        const { submissionId, userId, problemId, requestedAt } = event.data;
        return { submissionId, userId, problemId, requestedAt };
      }
      case 'SubmissionJudged':
        return null;
      default:
        return doc;
    }
  },
});

// Its queries: how the API reads this read model.
/** Oldest first. */
export async function listPendingSubmissions(readModels: { list<T>(collection: string): Promise<T[]> }): Promise<PendingSubmission[]> {
  const docs = await readModels.list<PendingSubmission>(pendingSubmissionsProjection.name);
  return docs.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}
