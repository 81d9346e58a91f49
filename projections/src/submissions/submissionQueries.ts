import type { ReadModelStore } from '../readModelStore/readModelStore';
import { type SubmissionDocument, submissionKey, submissionsProjection } from '@forge/domain';

/** One user's submissions to one problem, newest first. */
export async function listSubmissions(readModels: ReadModelStore, userId: string, problemId: string): Promise<SubmissionDocument[]> {
  const docs = await readModels.list<SubmissionDocument>(submissionsProjection.name, submissionKey(userId, problemId));
  return docs.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.submissionId.localeCompare(a.submissionId));
}
