import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { createProblemMachine } from './createProblemMachine';
import type { ProblemBody } from '@forge/contracts';

const body = { title: 'Sum' } as ProblemBody;

describe('createProblemMachine', () => {
  it('brings the success into view, then goes home', async () => {
    const announced: string[] = [];
    const actor = createActor(
      createProblemMachine.provide({
        actors: { createProblem: fromPromise<unknown, ProblemBody>(async ({ input }) => ({ problem: input })) },
        actions: { showSuccess: () => void announced.push('success'), goHome: () => void announced.push('home') },
        delays: { readSuccess: 20 },
      }),
    ).start();
    actor.send({ type: 'SAVE', body });
    await waitFor(actor, (s) => s.matches('created'));
    expect(announced).toEqual(['success']);
    await waitFor(actor, (s) => s.status === 'done');
    expect(announced).toEqual(['success', 'home']);
  });

  it("shows 'Error: ' and the server's reason, and lets the admin try again", async () => {
    const actor = createActor(
      createProblemMachine.provide({
        actors: {
          createProblem: fromPromise<unknown, ProblemBody>(async () => {
            throw new ApiError(400, 'Reference solution in Java fails hidden test case 3: Wrong Answer', null);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'SAVE', body });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Error: Reference solution in Java fails hidden test case 3: Wrong Answer');
    actor.send({ type: 'SAVE', body });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
