import { projection } from '@forge/events';
import type { SubmissionLifecycleEvent } from './events';

/** What a learner has solved (an accepted submission) and attempted without solving yet. */
export interface ProgressDocument {
  readonly userId: string;
  readonly problemSolved: readonly string[];
  readonly attemptedProblems: readonly string[];
}

export const progressProjection = projection<ProgressDocument, SubmissionLifecycleEvent>({
  name: 'progress',
  version: 1,
  canHandle: ['SubmissionRequested', 'SubmissionJudged'],
  documentId: (event) => event.data.userId,
  evolve(doc, event) {
    const current = doc ?? { userId: event.data.userId, problemSolved: [], attemptedProblems: [] };
    switch (event.type) {
      case 'SubmissionRequested': {
        const { problemId } = event.data;
        if (current.problemSolved.includes(problemId) || current.attemptedProblems.includes(problemId)) return current;
        return { ...current, attemptedProblems: [...current.attemptedProblems, problemId] };
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
