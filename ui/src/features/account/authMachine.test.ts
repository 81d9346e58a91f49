import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { authMachine } from './authMachine';
import { ada as adaOf } from './testing/users';
import type { Credentials, Registration, User } from '@forge/contracts';

const ada = adaOf();

const resolves = <I, O>(output: O) => fromPromise<O, I>(async () => output);
const rejects = <I, O>(error: unknown) =>
  fromPromise<O, I>(async () => {
    throw error;
  });

interface Swaps {
  checkSession?: ReturnType<typeof fromPromise<User>>;
  login?: ReturnType<typeof fromPromise<User, Credentials>>;
  register?: ReturnType<typeof fromPromise<User, Registration>>;
  logout?: ReturnType<typeof fromPromise<void>>;
  afterLogout?: () => void;
}

function start(swaps: Swaps = {}) {
  const machine = authMachine.provide({
    actors: {
      checkSession: swaps.checkSession ?? rejects(new ApiError(401, 'Unauthorized', null)),
      login: swaps.login ?? resolves(ada),
      register: swaps.register ?? resolves(ada),
      logout: swaps.logout ?? fromPromise<void>(async () => {}),
    },
    actions: { afterLogout: swaps.afterLogout ?? (() => {}) },
  });
  return createActor(machine).start();
}

const settled = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => s.matches('signedIn') || s.matches('signedOut'));

describe('authMachine', () => {
  it('shows loading while the session check runs', () => {
    const actor = start({ checkSession: fromPromise(() => new Promise<User>(() => {})) });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.loading).toBe(true);
  });

  it('signs in from a valid session', async () => {
    const actor = start({ checkSession: resolves(ada) });
    const snapshot = await settled(actor);
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context).toEqual({ user: ada, isAuthenticated: true, loading: false, error: null, pendingLink: null });
  });

  it('a 401 on the check signs out without an error', async () => {
    const snapshot = await settled(start());
    expect(snapshot.context).toEqual({ user: null, isAuthenticated: false, loading: false, error: null, pendingLink: null });
  });

  it.each([
    ['the server message', new ApiError(500, 'Database down', null), 'Database down'],
    // What the http client throws for a 500 whose body has no message.
    ['the fallback', new ApiError(500, '', null), 'Authentication check failed'],
    ['the fallback', new ApiError(500, '', { code: 'INTERNAL' }), 'Authentication check failed'],
  ])('another check failure shows %s', async (_, error, message) => {
    const snapshot = await settled(start({ checkSession: rejects(error) }));
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.error).toBe(message);
  });

  it('logs in', async () => {
    const actor = start();
    await settled(actor);
    actor.send({ type: 'LOGIN', credentials: { emailId: ada.emailId, password: 'password1' } });
    expect(actor.getSnapshot().context.loading).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context).toMatchObject({ user: ada, isAuthenticated: true, loading: false, error: null });
  });

  it.each([
    ['the server message', new ApiError(401, 'Invalid credentials', null), 'Invalid credentials'],
    ['the client message', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['the fallback', {}, 'Login failed. Please try again.'],
  ])('a failed login shows %s', async (_, error, message) => {
    const actor = start({ login: rejects(error) });
    await settled(actor);
    actor.send({ type: 'LOGIN', credentials: { emailId: ada.emailId, password: 'password1' } });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut') && !s.context.loading);
    expect(snapshot.context).toEqual({ user: null, isAuthenticated: false, loading: false, error: message, pendingLink: null });
  });

  it('registers, or shows the register fallback', async () => {
    const ok = start();
    await settled(ok);
    ok.send({ type: 'REGISTER', registration: { firstName: 'Ada', emailId: ada.emailId, password: 'password1' } });
    expect((await waitFor(ok, (s) => s.matches('signedIn'))).context.user).toEqual(ada);

    const failing = start({ register: rejects({}) });
    await settled(failing);
    failing.send({ type: 'REGISTER', registration: { firstName: 'Ada', emailId: ada.emailId, password: 'password1' } });
    const snapshot = await waitFor(failing, (s) => s.matches('signedOut') && !s.context.loading);
    expect(snapshot.context.error).toBe('Something went wrong');
  });

  it('passes the form to the call', async () => {
    const seen: Credentials[] = [];
    const actor = start({ login: fromPromise<User, Credentials>(async ({ input }) => (seen.push(input), ada)) });
    await settled(actor);
    actor.send({ type: 'LOGIN', credentials: { emailId: 'a@b.co', password: 'secret-pass' } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(seen).toEqual([{ emailId: 'a@b.co', password: 'secret-pass' }]);
  });

  it('logs out, clears the user and runs afterLogout', async () => {
    const afterLogout = jest.fn();
    const actor = start({ checkSession: resolves(ada), afterLogout });
    await settled(actor);
    actor.send({ type: 'LOGOUT' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toEqual({ user: null, isAuthenticated: false, loading: false, error: null, pendingLink: null });
    expect(afterLogout).toHaveBeenCalledTimes(1);
  });

  it('a failed logout still forgets the user and shows the fallback', async () => {
    const actor = start({ checkSession: resolves(ada), logout: rejects({}) });
    await settled(actor);
    actor.send({ type: 'LOGOUT' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toMatchObject({ user: null, isAuthenticated: false, error: 'Something went wrong' });
  });

  it('an expired session signs out with the given message, and CLEAR_ERROR clears it', async () => {
    const actor = start({ checkSession: resolves(ada) });
    await settled(actor);
    actor.send({ type: 'SESSION_EXPIRED', message: 'Authentication failed. Please log in again.' });
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      isAuthenticated: false,
      error: 'Authentication failed. Please log in again.',
    });
    actor.send({ type: 'CLEAR_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an expired session during a refresh still signs out', async () => {
    let calls = 0;
    const actor = start({ checkSession: fromPromise(() => (calls++ === 0 ? Promise.resolve(ada) : new Promise<User>(() => {}))) });
    await settled(actor);
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'SESSION_EXPIRED', message: 'Authentication failed. Please log in again.' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe('Authentication failed. Please log in again.');
  });

  it('a 401 on a refresh signs out without an error', async () => {
    let calls = 0;
    const actor = start({
      checkSession: fromPromise(() => (calls++ === 0 ? Promise.resolve(ada) : Promise.reject(new ApiError(401, 'Unauthorized', null)))),
    });
    await settled(actor);
    actor.send({ type: 'REFRESH' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toEqual({ user: null, isAuthenticated: false, loading: false, error: null, pendingLink: null });
  });

  it('replaces the user on USER_UPDATED and on REFRESH', async () => {
    const solved = { ...ada, problemSolved: ['p1'] };
    let calls = 0;
    const actor = start({ checkSession: fromPromise(async () => (calls++ === 0 ? ada : solved)) });
    await settled(actor);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    expect((await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }) && s.context.user !== ada)).context.user).toEqual(solved);
    actor.send({ type: 'USER_UPDATED', user: ada });
    expect(actor.getSnapshot().context.user).toEqual(ada);
  });
});
