import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../api/http';
import { eventField } from '../../lib/eventField';
import { adminApi } from './api';
import type { ProblemPreview, ProblemPreviewBody } from '@forge/contracts';

export interface PreviewContext {
  /** What was sent (its cases, to show beside their verdicts), once a preview ran. */
  readonly body: ProblemPreviewBody | null;
  readonly preview: ProblemPreview | null;
  readonly error: string | null;
}

export type PreviewEvent = { type: 'PREVIEW'; body: ProblemPreviewBody } | { type: 'CLOSE' };

/**
 * The form's Preview (issue 31): a program (the C++ reference by default) judged on the form's
 * visible cases through the validation being edited, nothing saved; each case's verdict, the
 * checker's message and an interactive case's transcript. One at a time.
 */
export const previewMachine = setup({
  types: {
    context: {} as PreviewContext,
    events: {} as PreviewEvent,
  },
  actors: {
    preview: fromPromise<ProblemPreview, ProblemPreviewBody>(({ input }) => adminApi.previewProblem(input)),
  },
}).createMachine({
  id: 'preview',
  context: { body: null, preview: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { PREVIEW: { target: 'previewing', actions: assign(({ event }) => ({ body: event.body, preview: null, error: null })) } },
    },
    previewing: {
      invoke: {
        src: 'preview',
        input: eventField('PREVIEW', 'body'),
        onDone: { target: 'idle', actions: assign(({ event }) => ({ preview: event.output })) },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ error: `Error: ${messageOf(event.error, 'The preview could not be made')}` })),
        },
      },
    },
  },
  on: { CLOSE: { target: '.idle', actions: assign({ body: null, preview: null, error: null }) } },
});
