import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import type { HistoryEntry, ProblemHistory, ProblemRevision } from '@forge/contracts';
import { defaultPair, FETCH_PROBLEM_HISTORY_FAILED, FETCH_REVISIONS_FAILED, problemHistoryMachine } from './problemHistoryMachine';

const ada = { _id: 'u1', firstName: 'Ada', emailId: 'ada@forge.test' };
const entry = (revision: number, type: HistoryEntry['type'] = 'updated'): HistoryEntry => ({
  revision,
  type,
  at: `2025-01-0${revision + 1}T10:00:00.000Z`,
  actor: ada,
  changes: [],
});
const history = (count: number): ProblemHistory => ({
  problem: { _id: 'p1', title: 'Two Sum', deleted: false },
  entries: Array.from({ length: count }, (_, i) => entry(i, i === 0 ? 'created' : 'updated')),
});
const revision = (n: number): ProblemRevision => ({ revision: n, deleted: false, content: { title: `Two Sum v${n}` }, video: null });

interface Fakes {
  load?: () => Promise<ProblemHistory>;
  revisions?: (numbers: readonly number[]) => Promise<ProblemRevision[]>;
  restore?: (revision: number) => Promise<{ revision: number }>;
}

function start(fakes: Fakes = {}) {
  const fetched: number[][] = [];
  const actor = createActor(
    problemHistoryMachine.provide({
      actors: {
        loadHistory: fromPromise(fakes.load ?? (async () => history(3))),
        loadRevisions: fromPromise<ProblemRevision[], { problemId: string; revisions: readonly number[] }>(({ input }) => {
          fetched.push([...input.revisions]);
          return (fakes.revisions ?? (async (n) => n.map(revision)))(input.revisions);
        }),
        restoreRevision: fromPromise<{ revision: number }, { problemId: string; revision: number }>(({ input }) =>
          (fakes.restore ?? (async () => ({ revision: 3 })))(input.revision),
        ),
      },
    }),
    { input: { problemId: 'p1' } },
  ).start();
  return { actor, fetched };
}

describe('problemHistoryMachine', () => {
  it('compares the latest revision with the one before it', async () => {
    const { actor, fetched } = start();
    await waitFor(actor, (s) => s.matches({ ready: { compare: 'shown' } }));
    const { pair, revisions } = actor.getSnapshot().context;
    expect(pair).toEqual({ before: 1, after: 2 });
    expect(Object.keys(revisions)).toEqual(['1', '2']);
    expect(fetched).toEqual([[1, 2]]);
  });

  it('compares any two revisions, fetching each revision once', async () => {
    const { actor, fetched } = start();
    await waitFor(actor, (s) => s.matches({ ready: { compare: 'shown' } }));
    actor.send({ type: 'COMPARE', pair: { before: 0, after: 2 } });
    await waitFor(actor, (s) => s.matches({ ready: { compare: 'shown' } }));
    actor.send({ type: 'COMPARE', pair: { before: 2, after: 1 } });
    await waitFor(actor, (s) => s.matches({ ready: { compare: 'shown' } }));
    expect(actor.getSnapshot().context.pair).toEqual({ before: 2, after: 1 });
    expect(fetched).toEqual([[1, 2], [0], []]);
  });

  it('says so when the revisions do not load, and keeps the timeline', async () => {
    const { actor } = start({ revisions: async () => Promise.reject(new Error('500')) });
    await waitFor(actor, (s) => s.matches({ ready: { compare: 'failed' } }));
    expect(actor.getSnapshot().context.compareError).toBe(FETCH_REVISIONS_FAILED);
    expect(actor.getSnapshot().context.history?.entries).toHaveLength(3);
  });

  it('a problem with one revision compares it with itself; none has nothing to compare', async () => {
    expect(defaultPair(history(1))).toEqual({ before: 0, after: 0 });
    const { actor } = start({ load: async () => history(0) });
    await waitFor(actor, (s) => s.matches({ ready: { compare: 'idle' } }));
  });

  it('restores a revision, then loads the timeline again', async () => {
    let loads = 0;
    const restored: number[] = [];
    const { actor } = start({
      load: async () =>
        ++loads === 1 ? history(3) : { ...history(3), entries: [...history(3).entries, { ...entry(3, 'restored'), restoredRevision: 0 }] },
      restore: async (n) => {
        restored.push(n);
        return { revision: 3 };
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: { restore: 'idle' } }));
    actor.send({ type: 'RESTORE', revision: 0 });
    expect(actor.getSnapshot().context.restoring).toBe(0);
    await waitFor(actor, (s) => s.matches('loading'));
    await waitFor(actor, (s) => s.matches({ ready: { compare: 'shown' } }));
    const { context } = actor.getSnapshot();
    expect(restored).toEqual([0]);
    expect(loads).toBe(2);
    expect(context.history?.entries.at(-1)).toMatchObject({ type: 'restored', restoredRevision: 0 });
    expect(context.pair).toEqual({ before: 2, after: 3 });
    expect(context.notice).toBe('Restored revision 0: the problem is now at revision 3.');
    expect(context.restoring).toBeNull();
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it("shows the server's reason when the judge refuses a restore, and keeps the timeline", async () => {
    const { actor } = start({
      restore: async () => Promise.reject(new ApiError(400, 'Error: Reference solution in JavaScript failed on hidden case 1', null)),
    });
    await waitFor(actor, (s) => s.matches({ ready: { restore: 'idle' } }));
    actor.send({ type: 'RESTORE', revision: 1 });
    await waitFor(actor, (s) => s.context.restoreError !== null);
    expect(actor.getSnapshot().context.restoreError).toBe('Error: Reference solution in JavaScript failed on hidden case 1');
    expect(actor.getSnapshot().matches({ ready: { restore: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.restoring).toBeNull();
  });

  it(`reads "${FETCH_PROBLEM_HISTORY_FAILED}" when the history does not load, and tries again`, async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => (++calls === 1 ? Promise.reject(new ApiError(404, 'Problem not found', null)) : history(2)),
    });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(FETCH_PROBLEM_HISTORY_FAILED);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ ready: { compare: 'shown' } }));
  });
});
