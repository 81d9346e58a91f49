import { assertEvent, assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { ApiError, messageOf } from '../../api/http';
import { eventField } from '../../lib/eventField';
import { authApi } from '../account/api';
import type { Credentials, GoogleLoginResult, PendingGoogleLink, Registration, User } from '@forge/contracts';

/** Spec §3 auth state. `loading` is true while any auth call is in flight. */
export interface AuthContext {
  readonly user: User | null;
  readonly isAuthenticated: boolean;
  readonly loading: boolean;
  readonly error: string | null;
  /** The existing account a Google sign-in found, while the 'Link Your Accounts' dialog asks. */
  readonly pendingLink: PendingGoogleLink | null;
}

export type AuthEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'REGISTER'; registration: Registration }
  | { type: 'LOGOUT' }
  /** Re-reads the session, e.g. after a submission changed the solved list. */
  | { type: 'REFRESH' }
  | { type: 'USER_UPDATED'; user: User }
  /** Another call was answered 401: the session is gone. */
  | { type: 'SESSION_EXPIRED'; message: string }
  | { type: 'CLEAR_ERROR' }
  /** The credential Google's button returned. */
  | { type: 'GOOGLE_LOGIN'; token: string }
  | { type: 'LINK_GOOGLE' }
  | { type: 'SKIP_LINK' }
  | { type: 'UNLINK_GOOGLE' };

/** Spec §8 fallbacks when neither the server nor the client gave a message. */
export const AUTH_ERRORS = {
  login: 'Login failed. Please try again.',
  register: 'Something went wrong',
  logout: 'Something went wrong',
  check: 'Authentication check failed',
  linkGoogle: 'Failed to link Google account',
  unlinkGoogle: 'Failed to unlink Google account',
} as const;

const signedOutContext: AuthContext = { user: null, isAuthenticated: false, loading: false, error: null, pendingLink: null };

/** The server answered with the user: signed in. */
const toSignedIn = {
  target: 'signedIn',
  actions: { type: 'signIn', params: ({ event }: { event: DoneActorEvent<User> }) => ({ user: event.output }) },
} as const;

/** The server refused: signed out, saying why (its message, else `fallback`). */
const toSignedOutWith = (fallback: string) =>
  ({
    target: 'signedOut',
    actions: { type: 'fail', params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error, fallback }) },
  }) as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    checkSession: fromPromise<User>(() => authApi.check()),
    login: fromPromise<User, Credentials>(({ input }) => authApi.login(input)),
    register: fromPromise<User, Registration>(({ input }) => authApi.register(input)),
    logout: fromPromise<void>(() => authApi.logout()),
    googleLogin: fromPromise<GoogleLoginResult, { token: string }>(({ input }) => authApi.googleLogin(input.token)),
    linkGoogle: fromPromise<User, { token: string; userId: string }>(({ input }) => authApi.linkGoogle(input)),
    unlinkGoogle: fromPromise<User, { userId: string }>(({ input }) => authApi.unlinkGoogle(input.userId)),
  },
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.status === 401,
    needsLinking: (_, params: { result: GoogleLoginResult }) => params.result.needsLinking,
  },
  actions: {
    startLoading: assign({ loading: true, error: null }),
    signIn: assign((_, params: { user: User }) => ({
      user: params.user,
      isAuthenticated: true,
      loading: false,
      error: null,
      pendingLink: null,
    })),
    signOut: assign(() => signedOutContext),
    fail: assign((_, params: { error: unknown; fallback: string }) => ({
      ...signedOutContext,
      error: messageOf(params.error, params.fallback),
    })),
    clearError: assign({ error: null }),
    /** Where to go once signed out; the app provides navigation. */
    afterLogout: () => {},
    /** Google failures are logged (spec §8); tests swap this to see them. */
    logError: (_, params: { message: string; error: unknown }) => console.error(params.message, params.error),
  },
}).createMachine({
  id: 'auth',
  context: { ...signedOutContext, loading: true },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkSession',
        onDone: toSignedIn,
        onError: [
          { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut', actions: 'signOut' },
          toSignedOutWith(AUTH_ERRORS.check),
        ],
      },
    },
    signedOut: {
      on: {
        LOGIN: 'loggingIn',
        REGISTER: 'registering',
        GOOGLE_LOGIN: 'googleSigningIn',
        CLEAR_ERROR: { actions: 'clearError' },
        SESSION_EXPIRED: { actions: assign(({ event }) => ({ ...signedOutContext, error: event.message })) },
      },
    },
    loggingIn: {
      entry: 'startLoading',
      invoke: { src: 'login', input: eventField('LOGIN', 'credentials'), onDone: toSignedIn, onError: toSignedOutWith(AUTH_ERRORS.login) },
    },
    registering: {
      entry: 'startLoading',
      invoke: {
        src: 'register',
        input: eventField('REGISTER', 'registration'),
        onDone: toSignedIn,
        onError: toSignedOutWith(AUTH_ERRORS.register),
      },
    },
    googleSigningIn: {
      entry: 'startLoading',
      invoke: {
        src: 'googleLogin',
        input: ({ event }) => {
          assertEvent(event, 'GOOGLE_LOGIN');
          return { token: event.token };
        },
        onDone: [
          {
            guard: { type: 'needsLinking', params: ({ event }) => ({ result: event.output }) },
            target: 'confirmingLink',
            actions: assign(({ event }) => ({ loading: false, pendingLink: event.output.needsLinking ? event.output.user : null })),
          },
          { target: 'signedIn', actions: { type: 'signIn', params: ({ event }) => ({ user: event.output.user as User }) } },
        ],
        // Spec §8: a Google login failure is only logged.
        onError: {
          target: 'signedOut',
          actions: [
            assign({ loading: false }),
            { type: 'logError', params: ({ event }) => ({ message: 'Google login failed', error: event.error }) },
          ],
        },
      },
    },
    /** The 'Link Your Accounts' dialog is open. */
    confirmingLink: {
      on: {
        LINK_GOOGLE: 'linkingGoogle',
        SKIP_LINK: { target: 'signedOut', actions: assign({ pendingLink: null }) },
      },
    },
    linkingGoogle: {
      entry: 'startLoading',
      invoke: {
        src: 'linkGoogle',
        input: ({ context }) => ({ token: context.pendingLink?.googleToken ?? '', userId: context.pendingLink?._id ?? '' }),
        onDone: toSignedIn,
        onError: {
          target: 'signedOut',
          actions: [
            assign({ ...signedOutContext, error: AUTH_ERRORS.linkGoogle }),
            { type: 'logError', params: ({ event }) => ({ message: AUTH_ERRORS.linkGoogle, error: event.error }) },
          ],
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        LOGOUT: 'loggingOut',
        USER_UPDATED: { actions: assign(({ event }) => ({ user: event.user })) },
        SESSION_EXPIRED: { target: 'signedOut', actions: assign(({ event }) => ({ ...signedOutContext, error: event.message })) },
        CLEAR_ERROR: { actions: 'clearError' },
      },
      states: {
        idle: {
          on: { REFRESH: 'refreshing', UNLINK_GOOGLE: 'unlinkingGoogle' },
        },
        unlinkingGoogle: {
          entry: 'startLoading',
          invoke: {
            src: 'unlinkGoogle',
            input: ({ context }) => ({ userId: context.user?._id ?? '' }),
            // Spec §4: unlinking makes the account local, its email no longer verified by Google.
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({
                loading: false,
                user: context.user && { ...context.user, authProvider: 'local' as const, emailVerified: false },
              })),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ loading: false, error: AUTH_ERRORS.unlinkGoogle }),
                { type: 'logError', params: ({ event }) => ({ message: AUTH_ERRORS.unlinkGoogle, error: event.error }) },
              ],
            },
          },
        },
        refreshing: {
          invoke: {
            src: 'checkSession',
            onDone: { target: 'idle', actions: { type: 'signIn', params: ({ event }) => ({ user: event.output }) } },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#auth.signedOut',
                actions: 'signOut',
              },
              // A failed refresh keeps the session; the next call will tell.
              { target: 'idle' },
            ],
          },
        },
      },
    },
    loggingOut: {
      entry: 'startLoading',
      invoke: {
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['signOut', 'afterLogout'] },
        // The user asked to leave: forget them locally even if the server call failed.
        onError: {
          target: 'signedOut',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error, fallback: AUTH_ERRORS.logout }) }, 'afterLogout'],
        },
      },
    },
  },
});
