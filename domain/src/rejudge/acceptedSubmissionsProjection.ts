import type { ReadModelStore } from '@forge/events';
import { projection, writable } from '@forge/events';
import type { SubmissionLanguage, SubmissionLifecycleEvent } from '../submission/events';

/**
 * A problem's submissions that are accepted, or not judged yet (the request carries the language,
 * the verdict does not): what a rejudge judges again. A verdict other than accepted removes it.
 */
export interface AcceptedSubmissionDocument {
  readonly submissionId: string;
  readonly userId: string;
  readonly problemId: string;
  readonly language: SubmissionLanguage;
  readonly accepted: boolean;
}

/** Keyed problem/submission so one problem's submissions are a prefix scan. */
export function acceptedSubmissionKey(problemId: string, submissionId = ''): string {
  return `${problemId}/${submissionId}`;
}

export const acceptedSubmissionsProjection = projection<AcceptedSubmissionDocument, SubmissionLifecycleEvent>({
  name: 'acceptedSubmissions',
  version: 1,
  canHandle: ['SubmissionRequested', 'SubmissionJudged'],
  documentId: ({ data }) => acceptedSubmissionKey(data.problemId, data.submissionId),
  evolve(doc, event, context) {
    switch (event.type) {
      case 'SubmissionRequested': {
        const { submissionId, userId, problemId, language } = event.data;
        return { submissionId, userId, problemId, language, accepted: false };
      }
      case 'SubmissionJudged': {
        if (!doc || event.data.status !== 'accepted') return null;
        const accepted = writable(doc, context);
        accepted.accepted = true;
        return accepted;
      }
      default:
        return doc;
    }
  },
});

// Its queries: how the API reads this read model.
/** A problem's accepted submissions, ordered by id. */
export async function listAcceptedSubmissions(readModels: ReadModelStore, problemId: string): Promise<AcceptedSubmissionDocument[]> {
  const docs = await readModels.list<AcceptedSubmissionDocument>(acceptedSubmissionsProjection.name, acceptedSubmissionKey(problemId));
  return docs.filter((doc) => doc.accepted);
}
