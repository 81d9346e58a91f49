import { createActor, fromPromise, waitFor } from 'xstate';
import { googleButtonMachine } from './googleButtonMachine';

function start(clientId: Promise<string | null>, script: () => Promise<void> = async () => {}) {
  const loads: string[] = [];
  const logError = jest.fn();
  const machine = googleButtonMachine.provide({
    actors: {
      readClientId: fromPromise<string | null>(() => clientId),
      loadGoogleIdentity: fromPromise<void, { clientId: string }>(({ input }) => (loads.push(input.clientId), script())),
    },
    actions: { logError: (_, params) => logError(params) },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (s) => s.matches('ready') || s.matches('notConfigured') || s.matches('unavailable'));
  return { actor, loads, logError, settled };
}

describe('googleButtonMachine', () => {
  it("loads Google's script for the configured client id and is then ready", async () => {
    const { loads, settled } = start(Promise.resolve('client-1.apps.googleusercontent.com'));
    const snapshot = await settled();
    expect(snapshot.value).toBe('ready');
    expect(loads).toEqual(['client-1.apps.googleusercontent.com']);
  });

  it("never loads Google's script without a client id: not configured", async () => {
    const { loads, settled } = start(Promise.resolve(null));
    expect((await settled()).value).toBe('notConfigured');
    expect(loads).toEqual([]);
  });

  it('is unavailable, and logs why, when the configuration cannot be read', async () => {
    const failure = new Error('Failed to fetch');
    const { loads, logError, settled } = start(Promise.reject(failure));
    expect((await settled()).value).toBe('unavailable');
    expect(loads).toEqual([]);
    expect(logError).toHaveBeenCalledWith({ message: 'Could not read the Google sign-in configuration', error: failure });
  });

  it("is unavailable, and logs why, when Google's script does not load", async () => {
    const failure = new Error('Could not load https://accounts.google.com/gsi/client');
    const { logError, settled } = start(Promise.resolve('client-1'), () => Promise.reject(failure));
    expect((await settled()).value).toBe('unavailable');
    expect(logError).toHaveBeenCalledWith({ message: 'Could not load Google sign-in', error: failure });
  });
});
