import type { SubmissionEvent } from './events';

export type Submission =
  | { readonly status: 'absent' }
  | {
      readonly status: 'pending';
      readonly submissionId: string;
      readonly userId: string;
      readonly problemId: string;
      readonly testCasesTotal: number;
      /** Judging attempts started so far (a worker that dies mid-judging leaves its attempt behind). */
      readonly attempts: number;
      /** Indexes of the cases whose verdict is recorded. */
      readonly casesJudged: readonly number[];
      readonly contestId?: string;
    }
  | { readonly status: 'judged'; readonly submissionId: string; readonly userId: string; readonly problemId: string };

export const initialSubmission = (): Submission => ({ status: 'absent' });

export function evolveSubmission(state: Submission, event: SubmissionEvent): Submission {
  switch (event.type) {
    case 'SubmissionRequested': {
      const { submissionId, userId, problemId, testCasesTotal, contestId } = event.data;
      const inContest = contestId === undefined ? {} : { contestId };
      return { status: 'pending', submissionId, userId, problemId, testCasesTotal, attempts: 0, casesJudged: [], ...inContest };
    }
    case 'SubmissionJudgingStarted':
      return state.status === 'pending' ? { ...state, attempts: event.data.attempt } : state;
    case 'SubmissionCaseJudged':
      return state.status === 'pending' ? { ...state, casesJudged: [...state.casesJudged, event.data.index] } : state;
    case 'SubmissionJudged': {
      const { submissionId, userId, problemId } = event.data;
      return { status: 'judged', submissionId, userId, problemId };
    }
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
