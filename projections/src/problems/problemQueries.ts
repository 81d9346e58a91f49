import type { ReadModelStore } from '../readModelStore/readModelStore';
import { type ProblemDocument, problemsProjection } from '@forge/domain';

/** One problem in full; the API decides what each reader may see of it. */
export function getProblem(readModels: ReadModelStore, problemId: string): Promise<ProblemDocument | undefined> {
  return readModels.get<ProblemDocument>(problemsProjection.name, problemId);
}

/** Every problem that has an editorial video, with its video (the admin video list). */
export async function listProblemVideos(
  readModels: ReadModelStore,
): Promise<{ problemId: string; video: NonNullable<ProblemDocument['video']> }[]> {
  const docs = await readModels.list<ProblemDocument>(problemsProjection.name);
  return docs.flatMap(({ problemId, video }) => (video ? [{ problemId, video }] : []));
}
