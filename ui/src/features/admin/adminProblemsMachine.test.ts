import { createActor, fromPromise, waitFor } from 'xstate';
import { adminProblemsMachine, FETCH_PROBLEMS_FAILED } from './adminProblemsMachine';
import type { ProblemSummary } from '@forge/contracts';

const rows: ProblemSummary[] = [
  { _id: 'a', title: 'A', difficulty: 'easy', tags: 'array' },
  { _id: 'b', title: 'B', difficulty: 'hard', tags: 'dp' },
];

function start(load: () => Promise<ProblemSummary[]>, remove: (id: string) => Promise<unknown>) {
  return createActor(
    adminProblemsMachine.provide({
      actors: { loadProblems: fromPromise(load), deleteItem: fromPromise<unknown, string>(({ input }) => remove(input)) },
    }),
    { input: { describeDeleteError: () => 'Failed to delete problem' } },
  ).start();
}

describe('adminProblemsMachine', () => {
  it('removes the row once deleted', async () => {
    const removed: string[] = [];
    const actor = start(
      async () => rows,
      async (id) => removed.push(id),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'DELETE', id: 'a' });
    expect(actor.getSnapshot().context.deletingId).toBe('a');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(removed).toEqual(['a']);
    expect(actor.getSnapshot().context.problems.map((p) => p._id)).toEqual(['b']);
  });

  it('keeps the list when a delete fails', async () => {
    const actor = start(
      async () => rows,
      async () => Promise.reject(new Error('500')),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'DELETE', id: 'a' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.deleteError !== null);
    expect(actor.getSnapshot().context.deleteError).toBe('Failed to delete problem');
    expect(actor.getSnapshot().context.problems).toHaveLength(2);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.deleteError).toBeNull();
  });

  it(`reads "${FETCH_PROBLEMS_FAILED}" when the list does not load`, async () => {
    let calls = 0;
    const actor = start(
      async () => (++calls === 1 ? Promise.reject(new Error('x')) : rows),
      async () => undefined,
    );
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(FETCH_PROBLEMS_FAILED);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
