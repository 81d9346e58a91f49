import { pendingSubmissionsProjection, type PendingSubmission } from '@forge/domain';

/** Oldest first. */
export async function listPendingSubmissions(readModels: { list<T>(collection: string): Promise<T[]> }): Promise<PendingSubmission[]> {
  const docs = await readModels.list<PendingSubmission>(pendingSubmissionsProjection.name);
  return docs.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}
