import type { SubmissionEvent } from './events';

export type Submission =
  | { readonly status: 'absent' }
  | {
      readonly status: 'pending';
      readonly submissionId: string;
      readonly userId: string;
      readonly problemId: string;
      readonly testCasesTotal: number;
    }
  | { readonly status: 'judged'; readonly submissionId: string; readonly userId: string; readonly problemId: string };

export const initialSubmission = (): Submission => ({ status: 'absent' });

export function evolveSubmission(state: Submission, event: SubmissionEvent): Submission {
  switch (event.type) {
    case 'SubmissionRequested': {
      const { submissionId, userId, problemId, testCasesTotal } = event.data;
      return { status: 'pending', submissionId, userId, problemId, testCasesTotal };
    }
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
