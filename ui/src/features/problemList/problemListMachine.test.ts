import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { problemListMachine } from './problemListMachine';
import { EMPTY_QUERY, type ProblemSummary } from './problemFilters';
import type { ProblemListView } from './problemListSearch';

const list: ProblemSummary[] = [
  { _id: 'p1', title: 'Two Sum', difficulty: 'easy', tags: 'array' },
  { _id: 'p2', title: 'Course Order', difficulty: 'medium', tags: 'graph' },
];

function start(fetchProblems: () => Promise<ProblemSummary[]>, view: ProblemListView = { query: EMPTY_QUERY, page: 1 }) {
  const expired: string[] = [];
  const machine = problemListMachine.provide({
    actors: { fetchProblems: fromPromise(fetchProblems) },
    actions: { sessionExpired: (_, params) => void expired.push(params.message) },
  });
  return { actor: createActor(machine, { input: view }).start(), expired };
}

describe('problemListMachine opened from a URL', () => {
  it('holds the search, filters and page the URL named', async () => {
    const view = { query: { search: 'sum', difficulty: 'easy', status: 'unsolved' }, page: 2 } as const;
    const { actor } = start(async () => list, view);
    await waitFor(actor, (s) => s.context.problems.length > 0);
    expect(actor.getSnapshot().context).toMatchObject(view);
  });
});

const failWith = (status: number) => () => Promise.reject(new ApiError(status, 'nope', null));

describe('problemListMachine', () => {
  it('loads the problems', async () => {
    const { actor } = start(async () => list);
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.problems).toEqual(list);
    expect(snapshot.context.error).toBeNull();
  });

  it.each([
    [404, 'Problems endpoint not found. Please contact support.'],
    [500, 'Server error occurred. Please try again later.'],
    [503, 'Failed to fetch problems. Please try again.'],
    [0, 'Failed to fetch problems. Please try again.'],
  ])('a %i shows %j and keeps the session', async (status, message) => {
    const { actor, expired } = start(failWith(status));
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.error).toEqual({ status, message });
    expect(expired).toEqual([]);
  });

  it('a 401 reports the expired session', async () => {
    const { actor, expired } = start(failWith(401));
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.error?.message).toBe('Authentication failed. Please log in again.');
    expect(expired).toEqual(['Authentication failed. Please log in again.']);
  });

  it('Try Again reloads', async () => {
    let calls = 0;
    const { actor } = start(() => (calls++ === 0 ? Promise.reject(new Error('offline')) : Promise.resolve(list)));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context).toMatchObject({ problems: list, error: null });
  });

  it('every search or filter change goes back to page 1', async () => {
    const { actor } = start(async () => list);
    await waitFor(actor, (s) => s.matches('ready'));
    const changes = [
      { type: 'SEARCH', text: 'sum' },
      { type: 'DIFFICULTY', value: 'hard' },
      { type: 'STATUS', value: 'solved' },
      { type: 'CLEAR_FILTERS' },
    ] as const;
    for (const change of changes) {
      actor.send({ type: 'PAGE', page: 3 });
      expect(actor.getSnapshot().context.page).toBe(3);
      actor.send(change);
      expect(actor.getSnapshot().context.page).toBe(1);
    }
    expect(actor.getSnapshot().context.query).toEqual({ search: '', difficulty: 'all', status: 'all' });
  });

  it('keeps the query', async () => {
    const { actor } = start(async () => list);
    actor.send({ type: 'SEARCH', text: 'chain' });
    actor.send({ type: 'DIFFICULTY', value: 'easy' });
    actor.send({ type: 'STATUS', value: 'unsolved' });
    expect(actor.getSnapshot().context.query).toEqual({ search: 'chain', difficulty: 'easy', status: 'unsolved' });
  });
});
