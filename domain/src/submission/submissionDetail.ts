import type { EventOfType } from '@forge/events';
import type { SubmissionEvent, SubmissionLanguage } from './events';

/** One finished case of a submission, as its stream records it (the contracts' `JudgedCase`, and whose it is). */
export type SubmissionCase = EventOfType<SubmissionEvent, 'SubmissionCaseJudged'>['data'];
/** A submission's verdict as its stream records it (the contracts' `SubmissionVerdict`, whose and when). */
export type Verdict = EventOfType<SubmissionEvent, 'SubmissionJudged'>['data'];

/**
 * Everything a submission's stream says, for an admin reading it: what was asked (the code too),
 * the cases finished so far (in the order they finished, with their cost) and, once there is one,
 * the verdict. Its owner reattaching to it reads `learnerSubmissionDetail` of it.
 */
export interface SubmissionDetail {
  readonly submissionId: string;
  readonly userId: string;
  readonly problemId: string;
  readonly language: SubmissionLanguage;
  readonly code: string;
  readonly requestedAt: string;
  readonly testCasesTotal: number;
  readonly attempts: number;
  readonly cases: readonly SubmissionCase[];
  readonly verdict: Verdict | null;
}

/**
 * What a learner may read of a hidden case: which case it is and its verdict. Its time and memory
 * stay in the log and go to admins only: a program can spell its input in what it costs (issue 29).
 */
export interface CaseVerdict {
  readonly index: number;
  readonly statusId: number;
}

/** A submission's detail as its learner reads it: the verdict of each hidden case, nothing of its cost. */
export interface LearnerSubmissionDetail extends Omit<SubmissionDetail, 'cases'> {
  readonly cases: readonly CaseVerdict[];
}

export const caseVerdict = ({ index, statusId }: SubmissionCase): CaseVerdict => ({ index, statusId });

/**
 * The detail as a learner may read it. The whole submission's runtime and memory stay in its
 * verdict: the one channel the spec opens (§3), one number each per submission.
 */
export function learnerSubmissionDetail(detail: SubmissionDetail): LearnerSubmissionDetail {
  return { ...detail, cases: detail.cases.map(caseVerdict) };
}

/** Folds a submission's stream; null until its request is read. */
export function evolveSubmissionDetail(detail: SubmissionDetail | null, event: SubmissionEvent): SubmissionDetail | null {
  if (event.type === 'SubmissionRequested') {
    const { submissionId, userId, problemId, language, code, requestedAt, testCasesTotal } = event.data;
    return { submissionId, userId, problemId, language, code, requestedAt, testCasesTotal, attempts: 0, cases: [], verdict: null };
  }
  if (!detail || detail.verdict) return detail;
  switch (event.type) {
    case 'SubmissionJudgingStarted':
      return { ...detail, attempts: event.data.attempt };
    case 'SubmissionCaseJudged':
      return detail.cases.some((c) => c.index === event.data.index) ? detail : { ...detail, cases: [...detail.cases, event.data] };
    case 'SubmissionJudged':
      return { ...detail, verdict: event.data };
    default: {
      const _exhaustive: never = event;
      return detail;
    }
  }
}
