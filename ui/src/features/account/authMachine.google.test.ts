import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { AUTH_ERRORS, authMachine } from './authMachine';
import { ada as adaOf } from './testing/users';
import type { GoogleLoginResult, PendingGoogleLink, User } from '@forge/contracts';

const ada = adaOf({ problemSolved: ['p1'] });
const linkedAda: User = { ...ada, authProvider: 'google', emailVerified: true };
const pending: PendingGoogleLink = {
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailId: 'ada@example.com',
  googleToken: 'google-id-token',
};

type Result<O> = O | Error;
const settle = <O>(result: Result<O>) => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result));

interface Swaps {
  session?: User;
  googleLogin?: Result<GoogleLoginResult>;
  linkGoogle?: Result<User>;
  unlinkGoogle?: Result<User>;
}

function start(swaps: Swaps = {}) {
  const calls = { googleLogin: [] as string[], linkGoogle: [] as { token: string; userId: string }[], unlinkGoogle: [] as string[] };
  const logError = jest.fn();
  const machine = authMachine.provide({
    actors: {
      checkSession: fromPromise<User>(() =>
        swaps.session ? Promise.resolve(swaps.session) : Promise.reject(new ApiError(401, 'Unauthorized', null)),
      ),
      googleLogin: fromPromise<GoogleLoginResult, { token: string }>(
        ({ input }) => (calls.googleLogin.push(input.token), settle(swaps.googleLogin ?? { needsLinking: false, user: linkedAda })),
      ),
      linkGoogle: fromPromise<User, { token: string; userId: string }>(
        ({ input }) => (calls.linkGoogle.push(input), settle(swaps.linkGoogle ?? linkedAda)),
      ),
      unlinkGoogle: fromPromise<User, { userId: string }>(
        ({ input }) => (calls.unlinkGoogle.push(input.userId), settle(swaps.unlinkGoogle ?? ada)),
      ),
    },
    actions: { logError: (_, params) => logError(params) },
  });
  const actor = createActor(machine).start();
  return { actor, calls, logError };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('signedOut') || s.matches('confirmingLink') || s.matches({ signedIn: 'idle' }));

/** A Google sign-in that found an existing account by its email: the 'Link Your Accounts' dialog asks. */
async function atLinkDialog(swaps: Swaps = {}) {
  const started = start({ googleLogin: { needsLinking: true, user: pending }, ...swaps });
  await idle(started.actor);
  started.actor.send({ type: 'GOOGLE_LOGIN', token: 'google-id-token' });
  await idle(started.actor);
  return started;
}

describe('authMachine: Google sign-in', () => {
  it('signs in with a Google credential and passes the token on', async () => {
    const { actor, calls } = start();
    await idle(actor);
    actor.send({ type: 'GOOGLE_LOGIN', token: 'google-id-token' });
    expect(actor.getSnapshot().context.loading).toBe(true);
    const snapshot = await idle(actor);
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context).toEqual({ user: linkedAda, isAuthenticated: true, loading: false, error: null, pendingLink: null });
    expect(calls.googleLogin).toEqual(['google-id-token']);
  });

  it('only logs a failed Google login: nothing shown, still signed out', async () => {
    const failure = new ApiError(401, 'Invalid Google token', null);
    const { actor, logError } = start({ googleLogin: failure });
    await idle(actor);
    actor.send({ type: 'GOOGLE_LOGIN', token: 'bad' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut') && !s.context.loading);
    expect(snapshot.context).toEqual({ user: null, isAuthenticated: false, loading: false, error: null, pendingLink: null });
    expect(logError).toHaveBeenCalledWith({ message: 'Google login failed', error: failure });
  });

  it('holds an existing account for the link dialog without signing in', async () => {
    const { actor } = await atLinkDialog();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('confirmingLink');
    expect(snapshot.context).toEqual({ user: null, isAuthenticated: false, loading: false, error: null, pendingLink: pending });
  });

  it("'Link Accounts' links with the pending token and account, then stores the user", async () => {
    const { actor, calls } = await atLinkDialog();
    actor.send({ type: 'LINK_GOOGLE' });
    expect(actor.getSnapshot().value).toBe('linkingGoogle');
    const snapshot = await idle(actor);
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context).toEqual({ user: linkedAda, isAuthenticated: true, loading: false, error: null, pendingLink: null });
    expect(calls.linkGoogle).toEqual([{ token: 'google-id-token', userId: 'u1' }]);
  });

  it("'Skip for Now' discards the pending account and stays signed out", async () => {
    const { actor, calls } = await atLinkDialog();
    actor.send({ type: 'SKIP_LINK' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ user: null, isAuthenticated: false, loading: false, error: null, pendingLink: null });
    expect(calls.linkGoogle).toEqual([]);
  });

  it("a failed link says 'Failed to link Google account', logs the cause and forgets the pending account", async () => {
    const failure = new ApiError(403, "The Google account's email does not match this account", null);
    const { actor, logError } = await atLinkDialog({ linkGoogle: failure });
    actor.send({ type: 'LINK_GOOGLE' });
    const snapshot = await idle(actor);
    expect(snapshot.context).toEqual({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: AUTH_ERRORS.linkGoogle,
      pendingLink: null,
    });
    expect(AUTH_ERRORS.linkGoogle).toBe('Failed to link Google account');
    expect(logError).toHaveBeenCalledWith({ message: 'Failed to link Google account', error: failure });
  });

  it('ignores a Google credential while signed in', async () => {
    const { actor, calls } = start({ session: ada });
    await idle(actor);
    actor.send({ type: 'GOOGLE_LOGIN', token: 'google-id-token' });
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(calls.googleLogin).toEqual([]);
  });
});

describe('authMachine: unlinking Google', () => {
  it('unlinks the signed-in user: local provider, email no longer verified', async () => {
    const { actor, calls } = start({ session: linkedAda });
    await idle(actor);
    actor.send({ type: 'UNLINK_GOOGLE' });
    expect(actor.getSnapshot().matches({ signedIn: 'unlinkingGoogle' })).toBe(true);
    const snapshot = await idle(actor);
    expect(snapshot.context).toEqual({
      user: { ...linkedAda, authProvider: 'local', emailVerified: false },
      isAuthenticated: true,
      loading: false,
      error: null,
      pendingLink: null,
    });
    expect(calls.unlinkGoogle).toEqual(['u1']);
  });

  it("a failed unlink keeps the user and says 'Failed to unlink Google account'", async () => {
    const failure = new ApiError(409, 'This account has no password', null);
    const { actor, logError } = start({ session: linkedAda, unlinkGoogle: failure });
    await idle(actor);
    actor.send({ type: 'UNLINK_GOOGLE' });
    const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }) && !s.context.loading);
    expect(snapshot.context).toEqual({
      user: linkedAda,
      isAuthenticated: true,
      loading: false,
      error: 'Failed to unlink Google account',
      pendingLink: null,
    });
    expect(logError).toHaveBeenCalledWith({ message: 'Failed to unlink Google account', error: failure });
  });
});
