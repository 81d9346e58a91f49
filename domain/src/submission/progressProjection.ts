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
  /**
   * The learner's best score on each scored problem they submitted to (issue 31), by problem id:
   * a problem with subtasks shows it beside solved or attempted. Absent until the first scored
   * verdict, so a learner of problems without subtasks reads exactly as before.
   */
  readonly bestScores?: Readonly<Record<string, ProblemScore>>;
}

/** A learner's best on one scored problem: their points, of the most there were to score. */
export interface ProblemScore {
  readonly score: number;
  readonly maxScore: number;
}

/**
 * Whether a verdict's score replaces the best so far: a higher one does; so does any once the
 * problem's full marks changed (its subtasks were edited), since points of the old marking no
 * longer compare.
 */
export function betterScore(best: ProblemScore | undefined, verdict: ProblemScore): boolean {
  return best === undefined || best.maxScore !== verdict.maxScore || verdict.score > best.score;
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
        const { problemId, status, score, maxScore } = event.data;
        const scored = score !== undefined && maxScore !== undefined && betterScore(current.bestScores?.[problemId], { score, maxScore });
        const solves = status === 'accepted' && !current.problemSolved.includes(problemId);
        if (!scored && !solves) return current;
        const next = writable(current, ownership);
        if (scored) next.bestScores = { ...current.bestScores, [problemId]: { score, maxScore } };
        if (solves) {
          next.problemSolved = appended(current.problemSolved, problemId, ownership);
          next.attemptedProblems = without(current.attemptedProblems, problemId, ownership);
        }
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
