import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { problemMachine } from './problemMachine';
import type { ProblemView } from '@forge/contracts';

const problem = { _id: 'p1', title: 'Sum' } as ProblemView;

describe('problemMachine', () => {
  it('loads the problem by id', async () => {
    const ids: string[] = [];
    const actor = createActor(
      problemMachine.provide({ actors: { loadProblem: fromPromise(async ({ input }: { input: string }) => (ids.push(input), problem)) } }),
      { input: { problemId: 'p1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ids).toEqual(['p1']);
    expect(actor.getSnapshot().context.problem).toBe(problem);
  });

  it('given no such problem, then it is not found (the site 404), with nothing to retry', async () => {
    let calls = 0;
    const actor = createActor(
      problemMachine.provide({
        actors: {
          loadProblem: fromPromise(async (): Promise<ProblemView> => {
            calls += 1;
            throw new ApiError(404, 'Problem not found', null);
          }),
        },
      }),
      { input: { problemId: 'nope' } },
    ).start();
    await waitFor(actor, (s) => s.matches('notFound'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('notFound')).toBe(true);
    expect(calls).toBe(1);
  });

  it('given a failure to load, then it says so and retries on request', async () => {
    let calls = 0;
    const actor = createActor(
      problemMachine.provide({
        actors: {
          loadProblem: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new ApiError(500, 'Server error', null);
            return problem;
          }),
        },
      }),
      { input: { problemId: 'p1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('reads the problem again behind the page on request, and keeps the copy shown when that fails', async () => {
    const unlocked = { ...problem, referenceSolution: [{ language: 'JavaScript', completeCode: 'x' }] } as ProblemView;
    const answers: (() => ProblemView)[] = [
      () => problem,
      () => unlocked,
      () => {
        throw new ApiError(500, 'down', null);
      },
    ];
    const actor = createActor(problemMachine.provide({ actors: { loadProblem: fromPromise(async () => answers.shift()!()) } }), {
      input: { problemId: 'p1' },
    }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }));
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(problem);
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }));
    expect(actor.getSnapshot().context.problem).toBe(unlocked);
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }));
    expect(actor.getSnapshot().context).toMatchObject({ problem: unlocked, error: null });
  });
});
