import type { ReadModelStore } from '@forge/events';
import { appended, projection, without, writable } from '@forge/events';
import type { SubmissionLanguage, SubmissionLifecycleEvent } from './events';

/**
 * What a learner has solved (an accepted submission) and attempted without solving yet, and the
 * language of their last submission, which a browser that has never seen them opens the editor in.
 */
export interface ProgressDocument {
  readonly userId: string;
  readonly problemSolved: readonly string[];
  readonly attemptedProblems: readonly string[];
  readonly lastLanguage?: SubmissionLanguage;
}

export const progressProjection = projection<ProgressDocument, SubmissionLifecycleEvent>({
  name: 'progress',
  version: 2,
  canHandle: ['SubmissionRequested', 'SubmissionJudged'],
  documentId: (event) => event.data.userId,
  evolve(doc, event, context) {
    // A new document is this call's own, whoever calls it.
    const ownership = { owned: doc === null || context.owned === true };
    const current = doc ?? { userId: event.data.userId, problemSolved: [], attemptedProblems: [] };
    switch (event.type) {
      case 'SubmissionRequested': {
        const { problemId, language } = event.data;
        const known = current.problemSolved.includes(problemId) || current.attemptedProblems.includes(problemId);
        const next = writable(current, ownership);
        if (!known) next.attemptedProblems = appended(current.attemptedProblems, problemId, ownership);
        next.lastLanguage = language;
        return next;
      }
      case 'SubmissionJudged': {
        const { problemId, status } = event.data;
        if (status !== 'accepted' || current.problemSolved.includes(problemId)) return current;
        const next = writable(current, ownership);
        next.problemSolved = appended(current.problemSolved, problemId, ownership);
        next.attemptedProblems = without(current.attemptedProblems, problemId, ownership);
        return next;
      }
      default:
        return current;
    }
  },
});

// Its queries: how the API reads this read model.
export async function getProgress(readModels: ReadModelStore, userId: string): Promise<ProgressDocument> {
  return (await readModels.get<ProgressDocument>(progressProjection.name, userId)) ?? { userId, problemSolved: [], attemptedProblems: [] };
}
