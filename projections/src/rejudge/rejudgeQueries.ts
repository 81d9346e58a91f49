import type { ReadModelStore } from '../readModelStore/readModelStore';
import {
  type AcceptedSubmissionDocument,
  acceptedSubmissionKey,
  acceptedSubmissionsProjection,
  type RejudgeReportDocument,
  rejudgeReportsProjection,
} from '@forge/domain';

/** A problem's accepted submissions, ordered by id. */
export async function listAcceptedSubmissions(readModels: ReadModelStore, problemId: string): Promise<AcceptedSubmissionDocument[]> {
  const docs = await readModels.list<AcceptedSubmissionDocument>(acceptedSubmissionsProjection.name, acceptedSubmissionKey(problemId));
  return docs.filter((doc) => doc.accepted);
}

/** The latest rejudge of a problem, if it was ever rejudged. */
export async function getLatestRejudge(readModels: ReadModelStore, problemId: string): Promise<RejudgeReportDocument | undefined> {
  return readModels.get<RejudgeReportDocument>(rejudgeReportsProjection.name, problemId);
}
