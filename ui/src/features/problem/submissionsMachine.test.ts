import { createActor, fromPromise, waitFor } from 'xstate';
import { SUBMISSIONS_FAILED, submissionsMachine } from './submissionsMachine';
import type { SubmissionView } from '@forge/contracts';

const submission = (id: string): SubmissionView => ({
  _id: id,
  problemId: 'p1',
  language: 'javascript',
  status: 'accepted',
  runtime: 0.1,
  memory: 1000,
  testCasesPassed: 3,
  testCasesTotal: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  code: 'x',
  errorMessage: null,
});

const withHistory = (load: () => Promise<SubmissionView[]>) =>
  createActor(submissionsMachine.provide({ actors: { loadSubmissions: fromPromise(load) } }), { input: { problemId: 'p1' } }).start();

describe('submissionsMachine', () => {
  it('lists the history and opens one submission', async () => {
    const actor = withHistory(async () => [submission('a'), submission('b')]);
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'SELECT', id: 'b' });
    expect(actor.getSnapshot().matches('detail')).toBe(true);
    expect(actor.getSnapshot().context.selected?._id).toBe('b');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('ignores an unknown submission', async () => {
    const actor = withHistory(async () => []);
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'SELECT', id: 'nope' });
    expect(actor.getSnapshot().matches('list')).toBe(true);
  });

  it(`reads "${SUBMISSIONS_FAILED}" when loading fails, and refreshes on request`, async () => {
    let calls = 0;
    const actor = withHistory(async () => {
      calls += 1;
      if (calls === 1) throw new Error('500');
      return [submission('a')];
    });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(SUBMISSIONS_FAILED);
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().context.submissions).toHaveLength(1);
  });
});
