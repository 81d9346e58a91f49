import { assign, fromPromise, setup } from 'xstate';
import { problemApi } from './api';
import type { SubmissionView } from '@forge/contracts';

export const SUBMISSIONS_FAILED = 'Failed to fetch submission history';

export interface SubmissionsContext {
  readonly problemId: string;
  readonly submissions: readonly SubmissionView[];
  readonly selected: SubmissionView | null;
  readonly error: string | null;
}

export type SubmissionsEvent = { type: 'SELECT'; id: string } | { type: 'BACK' } | { type: 'REFRESH' };

/** The learner's history for one problem, newest first, with one submission opened at a time. */
export const submissionsMachine = setup({
  types: {
    context: {} as SubmissionsContext,
    events: {} as SubmissionsEvent,
    input: {} as { problemId: string },
  },
  actors: {
    loadSubmissions: fromPromise<SubmissionView[], string>(({ input }) => problemApi.submissions(input)),
  },
  guards: {
    known: ({ context, event }) => event.type === 'SELECT' && context.submissions.some((s) => s._id === event.id),
  },
}).createMachine({
  id: 'submissions',
  context: ({ input }) => ({ problemId: input.problemId, submissions: [], selected: null, error: null }),
  initial: 'loading',
  on: { REFRESH: '.loading' },
  states: {
    loading: {
      invoke: {
        src: 'loadSubmissions',
        input: ({ context }) => context.problemId,
        onDone: { target: 'list', actions: assign(({ event }) => ({ submissions: event.output, error: null })) },
        onError: { target: 'failure', actions: assign({ error: SUBMISSIONS_FAILED }) },
      },
    },
    list: {
      entry: assign({ selected: null }),
      on: {
        SELECT: {
          guard: 'known',
          target: 'detail',
          actions: assign(({ context, event }) => ({ selected: context.submissions.find((s) => s._id === event.id) ?? null })),
        },
      },
    },
    detail: { on: { BACK: 'list' } },
    failure: {},
  },
});
