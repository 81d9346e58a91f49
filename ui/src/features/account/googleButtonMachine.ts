import { assign, fromPromise, setup } from 'xstate';
import { authApi } from '../account/api';
import { loadGoogleIdentity } from './googleIdentity';

export interface GoogleButtonContext {
  readonly clientId: string | null;
}

/**
 * Readies Google's button: asks the API for the client id and, only when there is one, loads
 * Google's script. Without a client id the button says sign-in is not configured.
 */
export const googleButtonMachine = setup({
  types: { context: {} as GoogleButtonContext },
  actors: {
    readClientId: fromPromise<string | null>(() => authApi.googleConfig()),
    loadGoogleIdentity: fromPromise<void, { clientId: string }>(async ({ input }) => {
      await loadGoogleIdentity(input.clientId);
    }),
  },
  guards: {
    hasClientId: (_, params: { clientId: string | null }) => Boolean(params.clientId),
  },
  actions: {
    logError: (_, params: { message: string; error: unknown }) => console.error(params.message, params.error),
  },
}).createMachine({
  id: 'googleButton',
  context: { clientId: null },
  initial: 'readingConfig',
  states: {
    readingConfig: {
      invoke: {
        src: 'readClientId',
        onDone: [
          {
            guard: { type: 'hasClientId', params: ({ event }) => ({ clientId: event.output }) },
            target: 'loadingScript',
            actions: assign({ clientId: ({ event }) => event.output }),
          },
          { target: 'notConfigured' },
        ],
        onError: {
          target: 'unavailable',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Could not read the Google sign-in configuration', error: event.error }),
          },
        },
      },
    },
    loadingScript: {
      invoke: {
        src: 'loadGoogleIdentity',
        input: ({ context }) => ({ clientId: context.clientId ?? '' }),
        onDone: 'ready',
        onError: {
          target: 'unavailable',
          actions: { type: 'logError', params: ({ event }) => ({ message: 'Could not load Google sign-in', error: event.error }) },
        },
      },
    },
    ready: {},
    notConfigured: {},
    unavailable: {},
  },
});
