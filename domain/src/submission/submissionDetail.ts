import type { EventOfType } from '@forge/events';
import type { SubmissionEvent, SubmissionLanguage } from './events';

/** One finished case as the log records it. */
export type JudgedCase = EventOfType<SubmissionEvent, 'SubmissionCaseJudged'>['data'];
export type Verdict = EventOfType<SubmissionEvent, 'SubmissionJudged'>['data'];

/**
 * Everything a submission's stream says, for its owner reattaching to it or an admin reading it:
 * what was asked (the code too), the cases finished so far (in the order they finished) and, once
 * there is one, the verdict.
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
  readonly cases: readonly JudgedCase[];
  readonly verdict: Verdict | null;
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
