import { projection } from '@forge/events';
import type { Difficulty, ProblemEvent } from './events';

/** One row of the library list: no statement, tests or solutions, so listing stays cheap. */
export interface ProblemSummary {
  readonly problemId: string;
  readonly title: string;
  readonly difficulty: Difficulty;
  readonly tags: string;
  readonly createdAt: string;
}

export const problemListProjection = projection<ProblemSummary, ProblemEvent>({
  name: 'problemList',
  // 2: ids are `problemId`; the HTTP edge names them `_id`.
  version: 2,
  canHandle: ['ProblemCreated', 'ProblemUpdated', 'ProblemDeleted', 'ProblemRestored'],
  documentId: (event) => event.data.problemId,
  evolve(doc, event) {
    switch (event.type) {
      case 'ProblemCreated': {
        const { problemId, title, difficulty, tags, createdAt } = event.data;
        return { problemId, title, difficulty, tags, createdAt };
      }
      case 'ProblemUpdated': {
        if (!doc) return null;
        const { title, difficulty, tags } = event.data;
        return { ...doc, title, difficulty, tags };
      }
      case 'ProblemDeleted':
        return null;
      case 'ProblemRestored': {
        const { problemId, title, difficulty, tags, restoredAt } = event.data;
        // A deleted problem comes back to the library, listed from its restore.
        return doc ? { ...doc, title, difficulty, tags } : { problemId, title, difficulty, tags, createdAt: restoredAt };
      }
      default:
        return doc;
    }
  },
});
