import { setup } from 'xstate';
import { loadStates } from '../../lib/loadStates';
import type { AdminSubmissionState } from '@forge/contracts';
import { auditActors } from './api';

export const FETCH_SUBMISSION_FAILED = 'Failed to load this submission';

export interface SubmissionContext {
  readonly submissionId: string;
  readonly submission: AdminSubmissionState | null;
  readonly error: string | null;
}

export type SubmissionEvent = { type: 'RETRY' };

/**
 * /admin/submission/:id: one submission as an admin reads it (its code, cases and verdict). A 404
 * is an answer, not a failure: there is no such submission, and trying again would not help.
 */
export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    input: {} as { submissionId: string },
  },
  actors: { loadSubmission: auditActors.submission },
}).createMachine({
  id: 'adminSubmission',
  context: ({ input }) => ({ submissionId: input.submissionId, submission: null, error: null }),
  initial: 'loading',
  states: {
    ...loadStates<SubmissionContext, SubmissionEvent>()({
      src: 'loadSubmission',
      input: ({ context }) => context.submissionId,
      into: 'submission',
      failed: FETCH_SUBMISSION_FAILED,
      notFound: 'notFound',
    }),
    ready: {},
    notFound: {},
  },
});
