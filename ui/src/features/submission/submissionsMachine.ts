import { assign, fromPromise, setup } from 'xstate';
import { problemApi } from '../problem/api';
import type { SubmissionView } from '@forge/contracts';

export const SUBMISSIONS_FAILED = 'Failed to fetch submission history';

export interface SubmissionsContext {
  readonly problemId: string;
  readonly submissions: readonly SubmissionView[];
  readonly selected: SubmissionView | null;
  readonly error: string | null;
}

export type SubmissionsEvent =
  | { type: 'SELECT'; id: string }
  | { type: 'BACK' }
  | { type: 'REFRESH' }
  /** A verdict on this problem arrived, from this tab or another: the history has a row more, or a row judged. */
  | { type: 'VERDICT' };

/**
 * The learner's history for one problem, newest first, with one submission opened at a time.
 * A verdict updates it where it stands, list or detail.
 */
const submissionsSetup = setup({
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
});

/**
 * Reads the history again behind what is shown (the list, or the submission opened, which then
 * shows as it now stands); if that fails, what is shown stays as it was.
 */
const shownAndUpdating = submissionsSetup.createStateConfig({
  initial: 'shown',
  states: {
    shown: {},
    updating: {
      invoke: {
        src: 'loadSubmissions',
        input: ({ context }) => context.problemId,
        onDone: {
          target: 'shown',
          actions: assign(({ context, event }) => ({
            submissions: event.output,
            selected: event.output.find((s) => s._id === context.selected?._id) ?? context.selected,
          })),
        },
        onError: 'shown',
      },
    },
  },
});

export const submissionsMachine = submissionsSetup.createMachine({
  id: 'submissions',
  context: ({ input }) => ({ problemId: input.problemId, submissions: [], selected: null, error: null }),
  initial: 'loading',
  on: { REFRESH: '.loading' },
  states: {
    loading: {
      // A read already under way may have missed the verdict.
      on: { VERDICT: { target: 'loading', reenter: true } },
      invoke: {
        src: 'loadSubmissions',
        input: ({ context }) => context.problemId,
        onDone: { target: 'list', actions: assign(({ event }) => ({ submissions: event.output, error: null })) },
        onError: { target: 'failure', actions: assign({ error: SUBMISSIONS_FAILED }) },
      },
    },
    list: {
      entry: assign({ selected: null }),
      ...shownAndUpdating,
      on: {
        SELECT: {
          guard: 'known',
          target: 'detail',
          actions: assign(({ context, event }) => ({ selected: context.submissions.find((s) => s._id === event.id) ?? null })),
        },
        VERDICT: { target: '.updating', reenter: true },
      },
    },
    detail: {
      ...shownAndUpdating,
      on: { BACK: 'list', VERDICT: { target: '.updating', reenter: true } },
    },
    failure: { on: { VERDICT: 'loading' } },
  },
});
