import type { ReadModelStore } from '../readModelStore/readModelStore';
import { problemsProjection, type ProblemDocument } from './problemsProjection';

/** One problem in full; the API decides what each reader may see of it. */
export function getProblem(readModels: ReadModelStore, problemId: string): Promise<ProblemDocument | undefined> {
  return readModels.get<ProblemDocument>(problemsProjection.name, problemId);
}
