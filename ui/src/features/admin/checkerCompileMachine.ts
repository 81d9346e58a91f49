import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../api/http';
import { adminApi } from './api';
import type { OutputValidation, ProblemPreview } from '@forge/contracts';

export const CHECKER_COMPILES = 'Checker compiles';
export const INTERACTOR_COMPILES = 'Interactor compiles';

/** A program any checker compiles beside: the preview needs one, and with no cases only the checker matters. */
const NO_PROGRAM = 'int main() { return 0; }\n';

export type CompileStatus = 'idle' | 'waiting' | 'compiling' | 'compiles' | 'fails' | 'unavailable';

export interface CheckerCompileContext {
  /** The checker or interactor as last typed; null when there is none to compile. */
  readonly validation: OutputValidation | null;
  /** The one last compiled (as JSON) and what came of it: the same source again is not compiled twice. */
  readonly compiled: { readonly key: string; readonly status: CompileStatus; readonly message: string | null } | null;
  readonly status: CompileStatus;
  /** The compiler's message when it fails, or why the check could not be made. */
  readonly message: string | null;
}

export type CheckerCompileEvent = { type: 'SOURCE'; validation: OutputValidation | null };

const keyOf = (validation: OutputValidation) => JSON.stringify(validation);

/**
 * The form's live compile check of a checker or interactor source (issue 31): once the source has
 * stopped changing for a second, the preview compiles it with no cases and the form says
 * "Checker compiles" or shows the compiler's message. A change while it compiles starts over.
 */
export const checkerCompileMachine = setup({
  types: {
    context: {} as CheckerCompileContext,
    events: {} as CheckerCompileEvent,
  },
  actors: {
    compile: fromPromise<ProblemPreview, OutputValidation>(({ input }) =>
      adminApi.previewProblem({ validation: input, language: 'C++', code: NO_PROGRAM, visibleTestCases: [] }),
    ),
  },
  delays: { settle: 1000 },
  guards: {
    isNone: ({ event }) => event.validation === null,
    isCompiled: ({ context, event }) => event.validation !== null && context.compiled?.key === keyOf(event.validation),
  },
  actions: {
    record: assign(({ event }) => ({ validation: event.validation })),
  },
}).createMachine({
  id: 'checkerCompile',
  context: { validation: null, compiled: null, status: 'idle', message: null },
  initial: 'idle',
  on: {
    SOURCE: [
      { guard: 'isNone', target: '.idle', actions: ['record', assign({ status: 'idle', message: null })] },
      // Typed back to what was last compiled: its answer stands.
      {
        guard: 'isCompiled',
        target: '.settled',
        actions: ['record', assign(({ context }) => ({ status: context.compiled!.status, message: context.compiled!.message }))],
      },
      { target: '.waiting', reenter: true, actions: ['record', assign({ status: 'waiting' })] },
    ],
  },
  states: {
    idle: {},
    waiting: { after: { settle: 'compiling' } },
    compiling: {
      entry: assign({ status: 'compiling' }),
      invoke: {
        src: 'compile',
        input: ({ context }) => context.validation!,
        onDone: {
          target: 'settled',
          actions: assign(({ context, event }) => {
            const status = event.output.checkerCompileOutput === null ? 'compiles' : 'fails';
            const message = event.output.checkerCompileOutput;
            return { status, message, compiled: { key: keyOf(context.validation!), status, message } };
          }),
        },
        onError: {
          target: 'settled',
          actions: assign(({ event }) => ({
            status: 'unavailable',
            message: messageOf(event.error, 'The compile check could not be made'),
          })),
        },
      },
    },
    settled: {},
  },
});
