import { assign, setup } from 'xstate';
import { ApiError, messageOf } from '../../api/http';
import { loadStates } from '../../lib/loadStates';
import { problemActors } from './api';
import type { ProblemView } from '@forge/contracts';

export interface ProblemContext {
  readonly problemId: string;
  readonly problem: ProblemView | null;
  readonly error: string | null;
}

export type ProblemEvent = { type: 'RETRY' } | { type: 'REFRESH' };

function describe(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Problem not found';
  return messageOf(error, 'Failed to load the problem');
}

/**
 * Loads one problem for the problem page; a failure can be retried, but a problem that does not
 * exist is an answer, not a failure: the page shows the site's 404. Loaded, it can be read again
 * behind the page (a verdict unlocked its solutions): a failure then keeps the copy shown.
 */
export const problemMachine = setup({
  types: {
    context: {} as ProblemContext,
    events: {} as ProblemEvent,
    input: {} as { problemId: string },
  },
  actors: { loadProblem: problemActors.problem },
}).createMachine({
  id: 'problem',
  context: ({ input }) => ({ problemId: input.problemId, problem: null, error: null }),
  initial: 'loading',
  states: {
    ...loadStates<ProblemContext, ProblemEvent>()({
      src: 'loadProblem',
      input: ({ context }) => context.problemId,
      into: 'problem',
      failed: describe,
      notFound: 'notFound',
    }),
    notFound: {},
    ready: {
      initial: 'shown',
      states: {
        shown: { on: { REFRESH: 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'loadProblem',
            input: ({ context }) => context.problemId,
            onDone: { target: 'shown', actions: assign(({ event }) => ({ problem: event.output })) },
            onError: 'shown',
          },
        },
      },
    },
  },
});
