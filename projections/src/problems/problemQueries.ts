import type { ReadModelStore } from '../readModelStore/readModelStore';
import { type ProblemDocument, problemsProjection } from '@forge/domain';

/** One problem in full; the API decides what each reader may see of it. */
export function getProblem(readModels: ReadModelStore, problemId: string): Promise<ProblemDocument | undefined> {
  return readModels.get<ProblemDocument>(problemsProjection.name, problemId);
}
