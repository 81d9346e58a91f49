import type { ReadModelStore } from '@forge/events';
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

// Its queries: how the API reads this read model.
const difficultyRank = { easy: 0, medium: 1, hard: 2 } as const;

/** The library as the list shows it, oldest first (easy before harder among problems added together). */
export async function listProblems(readModels: ReadModelStore): Promise<ProblemSummary[]> {
  const docs = await readModels.list<ProblemSummary>(problemListProjection.name);
  return docs.sort(
    (a, b) =>
      a.createdAt.localeCompare(b.createdAt) ||
      difficultyRank[a.difficulty] - difficultyRank[b.difficulty] ||
      a.title.localeCompare(b.title),
  );
}
