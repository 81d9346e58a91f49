import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../../api/http';
import type { AdminSubmissionState } from '@forge/contracts';
import { auditApi } from './api';

export const FETCH_SUBMISSION_FAILED = 'Failed to load this submission';

export interface SubmissionContext {
  readonly submissionId: string;
  readonly submission: AdminSubmissionState | null;
  readonly error: string | null;
}

/**
 * /admin/submission/:id: one submission as an admin reads it (its code, cases and verdict). A 404
 * is an answer, not a failure: there is no such submission, and trying again would not help.
 */
export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as { type: 'RETRY' },
    input: {} as { submissionId: string },
  },
  actors: {
    loadSubmission: fromPromise<AdminSubmissionState, string>(({ input }) => auditApi.submission(input)),
  },
}).createMachine({
  id: 'adminSubmission',
  context: ({ input }) => ({ submissionId: input.submissionId, submission: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSubmission',
        input: ({ context }) => context.submissionId,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ submission: event.output, error: null })) },
        onError: [
          {
            guard: ({ event }) => event.error instanceof ApiError && event.error.status === 404,
            target: 'notFound',
            actions: assign({ error: null }),
          },
          { target: 'failure', actions: assign({ error: FETCH_SUBMISSION_FAILED }) },
        ],
      },
    },
    ready: {},
    notFound: {},
    failure: { on: { RETRY: 'loading' } },
  },
});
