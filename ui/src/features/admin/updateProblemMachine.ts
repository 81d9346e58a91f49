import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../api/http';
import type { ProblemBody, ProblemSummary, ProblemView } from '@forge/contracts';
import { adminApi } from './api';
import { failureText } from './createProblemMachine';
import { loadAdminProblems, problemListStates } from './adminProblemsMachine';

export const UPDATED = 'Problem updated successfully!';

export interface UpdateProblemContext {
  /** The problem being edited (`/admin/update/:id`), null while choosing (`/admin/update`). */
  readonly problemId: string | null;
  readonly problems: readonly ProblemSummary[];
  readonly problem: ProblemView | null;
  readonly error: string | null;
  readonly notice: string | null;
}

export type UpdateProblemEvent =
  { type: 'CHOOSE'; id: string } | { type: 'SAVE'; body: ProblemBody } | { type: 'BACK' } | { type: 'RETRY' };

/** /admin/update: pick a problem; /admin/update/:id: edit it in the create form, save it with PUT. */
export const updateProblemMachine = setup({
  types: {
    context: {} as UpdateProblemContext,
    events: {} as UpdateProblemEvent,
    input: {} as { problemId: string | null },
  },
  actors: {
    loadProblems: loadAdminProblems,
    loadProblem: fromPromise<ProblemView, string>(({ input }) => adminApi.problem(input)),
    updateProblem: fromPromise<{ problem: ProblemView }, { id: string; body: ProblemBody }>(({ input }) =>
      adminApi.updateProblem(input.id, input.body),
    ),
  },
}).createMachine({
  id: 'updateProblem',
  context: ({ input }) => ({ problemId: input.problemId, problems: [], problem: null, error: null, notice: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: ({ context }) => context.problemId !== null, target: 'loadingProblem' }, { target: 'loading' }] },
    ...problemListStates<UpdateProblemContext, UpdateProblemEvent>('choosing'),
    choosing: {
      entry: assign({ problemId: null, problem: null, notice: null }),
      on: { CHOOSE: { target: 'loadingProblem', actions: assign(({ event }) => ({ problemId: event.id, error: null })) } },
    },
    loadingProblem: {
      invoke: {
        src: 'loadProblem',
        input: ({ context }) => context.problemId!,
        onDone: { target: 'editing', actions: assign(({ event }) => ({ problem: event.output, error: null })) },
        onError: {
          target: 'problemFailure',
          actions: assign(({ event }) => ({ error: messageOf(event.error, 'Failed to load the problem') })),
        },
      },
    },
    /** The problem did not load (gone, or the network): its error, and Try Again. */
    problemFailure: { on: { RETRY: 'loadingProblem' } },
    editing: {
      on: {
        SAVE: { target: 'saving', actions: assign({ error: null, notice: null }) },
        BACK: 'choosing',
      },
    },
    saving: {
      invoke: {
        src: 'updateProblem',
        input: ({ context, event }) => {
          assertEvent(event, 'SAVE');
          return { id: context.problem!._id, body: event.body };
        },
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const saved = event.output.problem;
            return {
              problem: saved,
              notice: UPDATED,
              problems: context.problems.map((p) =>
                p._id === saved._id ? { _id: saved._id, title: saved.title, difficulty: saved.difficulty, tags: saved.tags } : p,
              ),
            };
          }),
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: failureText(event.error) })) },
      },
    },
  },
});
