import type { ReadModelStore } from '../readModelStore/readModelStore';
import { type ProgressDocument, progressProjection } from '@forge/domain';

export async function getProgress(readModels: ReadModelStore, userId: string): Promise<ProgressDocument> {
  return (await readModels.get<ProgressDocument>(progressProjection.name, userId)) ?? { userId, problemSolved: [], attemptedProblems: [] };
}
