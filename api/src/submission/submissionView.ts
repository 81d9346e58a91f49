import type { AdminSubmissionState, SubmissionState, SubmissionView, SubmitResult } from '@forge/contracts';
import {
  learnerSubmissionDetail,
  type LearnerSubmissionDetail,
  type SubmissionDetail,
  type SubmissionDocument,
  type Verdict,
} from '@forge/domain';

/**
 * A verdict's score (issue 31), as fields to spread: a scored problem's only, so a problem
 * without subtasks answers exactly the spec's fields.
 */
const scoreOf = ({ score, maxScore }: { readonly score?: number; readonly maxScore?: number }) =>
  score !== undefined && maxScore !== undefined ? { score, maxScore } : {};

/** A submission as the history shows it (spec §3), with its score on a scored problem. */
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
    ...scoreOf(doc),
  };
}

/** A recorded verdict as the submit call answers it (spec §7), with its score and subtasks on a scored problem. */
export function toSubmitResult(verdict: Verdict): SubmitResult {
  return {
    accepted: verdict.status === 'accepted',
    passedTestCases: verdict.testCasesPassed,
    totalTestCases: verdict.testCasesTotal,
    runtime: verdict.runtime,
    memory: verdict.memory,
    error: verdict.errorMessage,
    failure: verdict.failure,
    ...scoreOf(verdict),
    ...(verdict.subtasks ? { subtasks: verdict.subtasks } : {}),
  };
}

/** What both views of a submission's judging say besides its cases. */
function judgingOf(detail: SubmissionDetail | LearnerSubmissionDetail): Omit<SubmissionState, 'cases'> {
  const { verdict } = detail;
  return {
    submissionId: detail.submissionId,
    problemId: detail.problemId,
    language: detail.language,
    code: detail.code,
    status: verdict?.status ?? 'pending',
    testCasesTotal: detail.testCasesTotal,
    attempts: detail.attempts,
    result: verdict ? toSubmitResult(verdict) : null,
    createdAt: detail.requestedAt,
    judgedAt: verdict?.judgedAt ?? null,
  };
}

/**
 * Where a submission's judging stands, as its learner reads it (`GET /api/submission/:id`,
 * `submission:watch`): each hidden case's verdict, nothing of its time or memory (issue 29).
 */
export function toSubmissionState(detail: SubmissionDetail): SubmissionState {
  const learner = learnerSubmissionDetail(detail);
  return { ...judgingOf(learner), cases: learner.cases.map((c) => ({ index: c.index, statusId: c.statusId })) };
}

/** The same for an admin (`GET /api/admin/submission/:id`): each case with its time and memory. */
export function toAdminSubmissionState(detail: SubmissionDetail): AdminSubmissionState {
  return {
    ...judgingOf(detail),
    cases: detail.cases.map((c) => ({ index: c.index, statusId: c.statusId, time: c.time, memory: c.memory })),
  };
}
