import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../api/http';
import { eventField } from '../../lib/eventField';
import { adminApi } from './api';
import type { ProblemBody } from '@forge/contracts';

export const CREATED = 'Problem created successfully!';

/** Spec §8: 'Error: ' plus the server's message, else the client's. */
export const failureText = (error: unknown) => `Error: ${messageOf(error, 'Something went wrong')}`;

export interface CreateProblemContext {
  readonly error: string | null;
}

/** /admin/create: the server judges the reference solutions before it accepts the problem. */
export const createProblemMachine = setup({
  types: {
    context: {} as CreateProblemContext,
    events: {} as { type: 'SAVE'; body: ProblemBody },
  },
  actors: {
    createProblem: fromPromise<unknown, ProblemBody>(({ input }) => adminApi.createProblem(input)),
  },
  actions: {
    /** Brings the success alert into view: the admin pressed Create at the foot of the form (provided by the component). */
    showSuccess: () => undefined,
    /** Leaves for / once CREATED has been read, at the top of the page (provided by the component). */
    goHome: () => undefined,
  },
  delays: {
    /** Long enough to read the success alert before the page changes. */
    readSuccess: 1500,
  },
}).createMachine({
  id: 'createProblem',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { SAVE: { target: 'saving', actions: assign({ error: null }) } },
    },
    saving: {
      invoke: {
        src: 'createProblem',
        input: eventField('SAVE', 'body'),
        onDone: 'created',
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: failureText(event.error) })) },
      },
    },
    created: { entry: 'showSuccess', after: { readSuccess: 'done' } },
    done: { type: 'final', entry: 'goHome' },
  },
});
