import type { ReadModelStore } from '../readModelStore/readModelStore';
import { progressProjection, type ProgressDocument } from './progressProjection';

export async function getProgress(readModels: ReadModelStore, userId: string): Promise<ProgressDocument> {
  return (await readModels.get<ProgressDocument>(progressProjection.name, userId)) ?? { userId, problemSolved: [], attemptedProblems: [] };
}
