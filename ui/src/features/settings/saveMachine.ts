import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../api/http';

export interface SaveContext {
  /** Why the last save failed, as the server said it; null after a success or before any. */
  readonly error: string | null;
  /** What the last successful save answered (the server's message). */
  readonly saved: string | null;
}

export type SaveEvent = { type: 'SAVE'; save: () => Promise<string> } | { type: 'CLEAR' };

/** One section of Settings saving: one save at a time, its error or its message kept until the next. */
export const saveMachine = setup({
  types: { context: {} as SaveContext, events: {} as SaveEvent },
  actors: { save: fromPromise<string, () => Promise<string>>(({ input }) => input()) },
}).createMachine({
  id: 'settingsSave',
  context: { error: null, saved: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SAVE: 'saving',
        CLEAR: { actions: assign({ error: null, saved: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, saved: null }),
      invoke: {
        src: 'save',
        input: ({ event }) => (event as Extract<SaveEvent, { type: 'SAVE' }>).save,
        onDone: { target: 'idle', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error, 'Could not save your settings') }) },
      },
    },
  },
});
