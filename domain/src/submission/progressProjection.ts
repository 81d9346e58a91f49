import { projection } from '@forge/events';
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
  evolve(doc, event) {
    const current = doc ?? { userId: event.data.userId, problemSolved: [], attemptedProblems: [] };
    switch (event.type) {
      case 'SubmissionRequested': {
        const { problemId, language } = event.data;
        const known = current.problemSolved.includes(problemId) || current.attemptedProblems.includes(problemId);
        return {
          ...current,
          attemptedProblems: known ? current.attemptedProblems : [...current.attemptedProblems, problemId],
          lastLanguage: language,
        };
      }
      case 'SubmissionJudged': {
        const { problemId, status } = event.data;
        if (status !== 'accepted' || current.problemSolved.includes(problemId)) return current;
        return {
          ...current,
          problemSolved: [...current.problemSolved, problemId],
          attemptedProblems: current.attemptedProblems.filter((id) => id !== problemId),
        };
      }
      default:
        return current;
    }
  },
});
