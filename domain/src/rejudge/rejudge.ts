import type { RejudgedSubmission, RejudgeEvent } from './events';

export type Rejudge =
  | { readonly status: 'absent' }
  | {
      readonly status: 'running';
      readonly rejudgeId: string;
      readonly problemId: string;
      readonly submissions: readonly RejudgedSubmission[];
      /** Ids of the submissions whose new verdict is recorded. */
      readonly rejudged: readonly string[];
    }
  | { readonly status: 'done'; readonly rejudgeId: string; readonly problemId: string };

export const initialRejudge = (): Rejudge => ({ status: 'absent' });

export function evolveRejudge(state: Rejudge, event: RejudgeEvent): Rejudge {
  switch (event.type) {
    case 'RejudgeRequested': {
      const { rejudgeId, problemId, submissions } = event.data;
      return { status: 'running', rejudgeId, problemId, submissions, rejudged: [] };
    }
    case 'SubmissionRejudged':
      return state.status === 'running' ? { ...state, rejudged: [...state.rejudged, event.data.submissionId] } : state;
    case 'RejudgeCompleted': {
      const { rejudgeId, problemId } = event.data;
      return { status: 'done', rejudgeId, problemId };
    }
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

/** The submissions still to judge again, in the order the request listed them. */
export function submissionsLeft(state: Rejudge): readonly RejudgedSubmission[] {
  if (state.status !== 'running') return [];
  return state.submissions.filter((s) => !state.rejudged.includes(s.submissionId));
}
