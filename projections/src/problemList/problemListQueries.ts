import type { ReadModelStore } from '../readModelStore/readModelStore';
import { problemListProjection, type ProblemSummary } from '@forge/domain';

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
