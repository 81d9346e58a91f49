import type { ReadModelStore } from '../readModelStore/readModelStore';
import { problemsProjection, type ProblemDocument } from './problemsProjection';

export interface ProblemSummary {
  readonly _id: string;
  readonly title: string;
  readonly difficulty: ProblemDocument['difficulty'];
  readonly tags: string;
}

const difficultyRank = { easy: 0, medium: 1, hard: 2 } as const;

/** The library as the list shows it: no statements, no tests, no solutions. Oldest first. */
export async function listProblems(readModels: ReadModelStore): Promise<ProblemSummary[]> {
  const docs = await readModels.list<ProblemDocument>(problemsProjection.name);
  return docs
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || difficultyRank[a.difficulty] - difficultyRank[b.difficulty] || a.title.localeCompare(b.title))
    .map(({ _id, title, difficulty, tags }) => ({ _id, title, difficulty, tags }));
}

export function getProblem(readModels: ReadModelStore, problemId: string): Promise<ProblemDocument | undefined> {
  return readModels.get<ProblemDocument>(problemsProjection.name, problemId);
}
