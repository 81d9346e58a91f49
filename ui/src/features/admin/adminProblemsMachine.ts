import { assign, fromPromise, setup, type EventObject } from 'xstate';
import { loadStates } from '../../lib/loadStates';
import { adminApi } from './api';
import type { ProblemSummary, VideoSolution } from '@forge/contracts';

export const FETCH_PROBLEMS_FAILED = 'Failed to fetch problems';
export const CONFIRM_DELETE = 'Are you sure you want to delete this problem?';

/** A row: the problem, and on the video list the video it has (none: no video). */
export type AdminProblem = ProblemSummary & { readonly video?: VideoSolution | null };

export interface AdminProblemsContext {
  readonly problems: readonly AdminProblem[];
  readonly error: string | null;
  readonly deleteError: string | null;
  readonly deletingId: string | null;
  readonly describeDeleteError: (error: unknown) => string;
}

export type AdminProblemsEvent = { type: 'DELETE'; id: string } | { type: 'RETRY' } | { type: 'DISMISS' };

/** Every problem, as the admin screens list them. */
export const loadAdminProblems = fromPromise<AdminProblem[]>(() => adminApi.problems());

/** An admin screen opens on the problem list (its actor `loadProblems`): kept in `problems`, then `target`; or Try Again. */
export const problemListStates = <
  TContext extends { readonly problems: readonly ProblemSummary[]; readonly error: string | null },
  TEvent extends EventObject,
>(
  target: string,
) => loadStates<TContext, TEvent>()({ src: 'loadProblems', target, into: 'problems', failed: FETCH_PROBLEMS_FAILED });

/**
 * The admin problem tables (/admin/delete, /admin/video): the list, and deleting something per
 * row (the problem, or its video). A failed delete keeps the list; a done one removes the row.
 */
export const adminProblemsMachine = setup({
  types: {
    context: {} as AdminProblemsContext,
    events: {} as AdminProblemsEvent,
    input: {} as { describeDeleteError: (error: unknown) => string },
  },
  actors: {
    loadProblems: loadAdminProblems,
    deleteItem: fromPromise<unknown, string>(({ input }) => adminApi.deleteProblem(input)),
  },
  actions: {
    /** What a done delete leaves: here the row goes (the problem is gone). */
    forgetDeleted: assign(({ context }) => ({ problems: context.problems.filter((p) => p._id !== context.deletingId) })),
  },
}).createMachine({
  id: 'adminProblems',
  context: ({ input }) => ({
    problems: [],
    error: null,
    deleteError: null,
    deletingId: null,
    describeDeleteError: input.describeDeleteError,
  }),
  initial: 'loading',
  states: {
    ...problemListStates<AdminProblemsContext, AdminProblemsEvent>('ready'),
    ready: {
      on: {
        DELETE: { target: 'deleting', actions: assign(({ event }) => ({ deletingId: event.id, deleteError: null })) },
        DISMISS: { actions: assign({ deleteError: null }) },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteItem',
        input: ({ context }) => context.deletingId!,
        onDone: {
          target: 'ready',
          actions: ['forgetDeleted', assign({ deletingId: null })],
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ deleteError: context.describeDeleteError(event.error), deletingId: null })),
        },
      },
    },
  },
});
