import type { SubmissionState, SubmissionView, SubmitResult } from '@forge/contracts';
import type { SubmissionDetail, SubmissionDocument, Verdict } from '@forge/domain';

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

/** A recorded verdict as the submit call answers it (spec §7). */
export function toSubmitResult(verdict: Verdict): SubmitResult {
  return {
    accepted: verdict.status === 'accepted',
    passedTestCases: verdict.testCasesPassed,
    totalTestCases: verdict.testCasesTotal,
    runtime: verdict.runtime,
    memory: verdict.memory,
    error: verdict.errorMessage,
    failure: verdict.failure,
  };
}

/** Where a submission's judging stands, from its stream. */
export function toSubmissionState(detail: SubmissionDetail): SubmissionState {
  const { verdict } = detail;
  return {
    submissionId: detail.submissionId,
    problemId: detail.problemId,
    language: detail.language,
    code: detail.code,
    status: verdict?.status ?? 'pending',
    testCasesTotal: detail.testCasesTotal,
    attempts: detail.attempts,
    cases: detail.cases.map((c) => ({ index: c.index, status_id: c.statusId, time: c.time, memory: c.memory })),
    result: verdict ? toSubmitResult(verdict) : null,
    createdAt: detail.requestedAt,
    judgedAt: verdict?.judgedAt ?? null,
  };
}
