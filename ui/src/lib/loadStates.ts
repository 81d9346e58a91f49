import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate';
import { ApiError } from '../api/http';

/** What a done read keeps: the output whole in one field (`into`), or what `loaded` makes of it. */
type Keep<TContext, TOutput, K> =
  | { readonly into: K; readonly loaded?: never }
  | { readonly into?: never; readonly loaded: (output: TOutput, context: TContext) => Partial<TContext> };

type LoadOptions<TContext, TSrc extends string, TInput, TOutput, K> = Keep<TContext, TOutput, K> & {
  /** The actor that reads it: the machine names it in `actors`, so tests provide their own. */
  readonly src: TSrc;
  readonly input?: (args: { context: TContext }) => TInput;
  /** Where a done read goes (default `ready`). */
  readonly target?: string;
  /** What the screen says when it did not load: a fixed text, or one told from the error. */
  readonly failed: string | ((error: unknown) => string);
  /** Where a 404 goes, when it is an answer ("there is no such thing") rather than a failure to try again. */
  readonly notFound?: string;
};

/**
 * The states of a screen that reads what it shows from the server: `loading` reads it (no error
 * meanwhile) and goes on with it; `failure` holds why it did not load until RETRY (Try Again)
 * reads again. Given the machine's context and event types first: `loadStates<Context, Event>()({ src: 'loadThing', ... })`.
 */
export const loadStates =
  <TContext extends { readonly error: string | null }, TEvent extends EventObject>() =>
  <const TSrc extends string, TInput, TOutput = never, K extends keyof TContext = never>({
    src,
    input,
    target = 'ready',
    into,
    loaded,
    failed,
    notFound,
  }: LoadOptions<TContext, TSrc, TInput, TOutput, K>) => {
    type Output = [K] extends [never] ? TOutput : TContext[K];
    const failure = {
      target: 'failure',
      actions: assign<TContext, ErrorActorEvent, undefined, TEvent, never>(
        ({ event }) => ({ error: typeof failed === 'string' ? failed : failed(event.error) }) as Partial<TContext>,
      ),
    } as const;
    const answeredNotFound = {
      guard: ({ event }: { event: ErrorActorEvent }) => event.error instanceof ApiError && event.error.status === 404,
      target: notFound ?? 'failure',
    };
    return {
      loading: {
        entry: assign<TContext, TEvent, undefined, TEvent, never>(() => ({ error: null }) as Partial<TContext>),
        invoke: {
          src,
          input,
          onDone: {
            target,
            actions: assign<TContext, DoneActorEvent<Output>, undefined, TEvent, never>(({ context, event }) =>
              loaded ? loaded(event.output as TOutput, context) : ({ [into as string]: event.output } as Partial<TContext>),
            ),
          },
          onError: notFound ? [answeredNotFound, failure] : failure,
        },
      },
      failure: { on: { RETRY: 'loading' } },
    } as const;
  };
