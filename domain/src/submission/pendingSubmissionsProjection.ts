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
