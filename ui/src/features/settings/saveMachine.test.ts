import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { saveMachine } from './saveMachine';

describe('saveMachine', () => {
  it("keeps the server's message of a save, and its error when it fails, until the next", async () => {
    const actor = createActor(saveMachine).start();
    actor.send({ type: 'SAVE', save: () => Promise.reject(new ApiError(400, 'Current password is incorrect', null)) });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toEqual({ error: 'Current password is incorrect', saved: null });
    actor.send({ type: 'SAVE', save: () => Promise.resolve('Password changed') });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toEqual({ error: null, saved: 'Password changed' });
  });

  it('says what failed when the server gave no message', async () => {
    const actor = createActor(saveMachine).start();
    actor.send({ type: 'SAVE', save: () => Promise.reject(new ApiError(500, '', null)) });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe('Could not save your settings');
  });
});
