import { projection } from '../projection';

/** Submissions requested and not judged yet: what a restarted judge must finish. */
export interface PendingSubmission {
  readonly submissionId: string;
  readonly userId: string;
  readonly problemId: string;
  readonly requestedAt: string;
}

export const pendingSubmissionsProjection = projection<PendingSubmission>({
  name: 'pendingSubmissions',
  version: 1,
  canHandle: ['SubmissionRequested', 'SubmissionJudged'],
  documentId: (event) => (event.data as { submissionId: string }).submissionId,
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

export async function listPendingSubmissions(readModels: { list<T>(collection: string): Promise<T[]> }): Promise<PendingSubmission[]> {
  const docs = await readModels.list<PendingSubmission>(pendingSubmissionsProjection.name);
  return docs.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}
