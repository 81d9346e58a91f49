import type { SubmissionView } from '@forge/contracts';
import type { SubmissionDocument } from '@forge/domain';

/** A submission as the history shows it (spec §3). */
export function toSubmissionView(doc: SubmissionDocument): SubmissionView {
  return {
    _id: doc.submissionId,
    problemId: doc.problemId,
    language: doc.language,
    status: doc.status,
    runtime: doc.runtime,
    memory: doc.memory,
    testCasesPassed: doc.testCasesPassed,
    testCasesTotal: doc.testCasesTotal,
    createdAt: doc.createdAt,
    code: doc.code,
    errorMessage: doc.errorMessage,
  };
}
