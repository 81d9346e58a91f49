import { createActor, fromPromise, waitFor } from 'xstate';
import type { HistoryIndex } from '@forge/contracts';
import { FETCH_HISTORY_FAILED, historyIndexMachine } from './historyIndexMachine';

const problem = (title: string): HistoryIndex['problems'][number] => ({
  _id: title.toLowerCase(),
  title,
  deleted: false,
  revisions: 2,
  lastChange: { type: 'updated', at: '2025-01-02T10:00:00.000Z', actor: { _id: 'u1', firstName: 'Ada', emailId: 'ada@forge.test' } },
});
const all = [problem('Two Sum'), problem('Valid Parentheses')];

function start(load: (search: string) => Promise<HistoryIndex>) {
  const searches: string[] = [];
  const actor = createActor(
    historyIndexMachine.provide({
      actors: {
        loadIndex: fromPromise<HistoryIndex, string>(({ input }) => {
          searches.push(input);
          return load(input);
        }),
      },
      delays: { searchDelay: 20 },
    }),
  ).start();
  return { actor, searches };
}

const answer = async (search: string): Promise<HistoryIndex> => ({
  problems: all.filter((p) => p.title.toLowerCase().includes(search.toLowerCase())),
});

describe('historyIndexMachine', () => {
  it('loads every problem, then asks the server once typing pauses', async () => {
    const { actor, searches } = start(answer);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.problems).toHaveLength(2);

    actor.send({ type: 'TYPE', text: 'v' });
    actor.send({ type: 'TYPE', text: 'va' });
    actor.send({ type: 'TYPE', text: 'valid' });
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(searches).toEqual(['', 'valid']);
    expect(actor.getSnapshot().context.problems.map((p) => p.title)).toEqual(['Valid Parentheses']);
    expect(actor.getSnapshot().context.shownSearch).toBe('valid');
  });

  it('searches at once on Enter', async () => {
    const { actor, searches } = start(answer);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SEARCH', text: 'nothing like it' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(searches).toEqual(['', 'nothing like it']);
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  it(`reads "${FETCH_HISTORY_FAILED}" when the list does not load, and tries again`, async () => {
    let calls = 0;
    const { actor } = start(async (search) => (++calls === 1 ? Promise.reject(new Error('500')) : answer(search)));
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(FETCH_HISTORY_FAILED);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
