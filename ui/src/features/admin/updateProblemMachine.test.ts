import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import type { ProblemBody, ProblemSummary, ProblemView } from '@forge/contracts';
import { UPDATED, updateProblemMachine } from './updateProblemMachine';

const body = { title: 'Sum' } as ProblemBody;

describe('updateProblemMachine', () => {
  const list: ProblemSummary[] = [{ _id: 'p1', title: 'Old', difficulty: 'easy', tags: 'array' }];
  const problem = { _id: 'p1', title: 'Old', difficulty: 'easy', tags: 'array' } as ProblemView;

  it('picks a problem, saves it with PUT and renames it in the list', async () => {
    const saved: { id: string; body: ProblemBody }[] = [];
    const actor = createActor(
      updateProblemMachine.provide({
        actors: {
          loadProblems: fromPromise(async () => list),
          loadProblem: fromPromise<ProblemView, string>(async () => problem),
          updateProblem: fromPromise<{ problem: ProblemView }, { id: string; body: ProblemBody }>(async ({ input }) => {
            saved.push(input);
            return { problem: { ...problem, title: input.body.title } };
          }),
        },
      }),
      { input: { problemId: null } },
    ).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'CHOOSE', id: 'p1' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SAVE', body: { ...body, title: 'New' } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(saved).toEqual([{ id: 'p1', body: { title: 'New' } }]);
    expect(actor.getSnapshot().context.notice).toBe(UPDATED);
    expect(actor.getSnapshot().context.problems[0]?.title).toBe('New');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
  });

  it('opens straight on the problem its URL names (/admin/update/:id), and says why when it does not load', async () => {
    let loads = 0;
    const actor = createActor(
      updateProblemMachine.provide({
        actors: {
          loadProblems: fromPromise(() => Promise.reject(new Error('the list is not read'))),
          loadProblem: fromPromise<ProblemView, string>(async ({ input }) => {
            if (loads++ === 0) throw new ApiError(404, 'Problem not found', null);
            return { ...problem, _id: input };
          }),
        },
      }),
      { input: { problemId: 'p1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('problemFailure'));
    expect(actor.getSnapshot().context.error).toBe('Problem not found');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.problem?._id).toBe('p1');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("reads 'Failed to fetch problems' when the list fails", async () => {
    const actor = createActor(
      updateProblemMachine.provide({ actors: { loadProblems: fromPromise(() => Promise.reject(new Error('x'))) } }),
      { input: { problemId: null } },
    ).start();
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch problems');
  });
});
