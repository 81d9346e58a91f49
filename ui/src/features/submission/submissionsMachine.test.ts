import { createActor, fromPromise, waitFor } from 'xstate';
import { SUBMISSIONS_FAILED, submissionsMachine } from '../submission/submissionsMachine';
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

  describe('when a verdict arrives', () => {
    /** The server's history: what each read answers, as it stands at the time. */
    const history = () => {
      const server = { rows: [submission('a')], reads: 0 };
      const actor = withHistory(async () => {
        server.reads += 1;
        return [...server.rows];
      });
      return { server, actor };
    };

    it('given the list, then it shows the new row, without leaving the list', async () => {
      const { server, actor } = history();
      await waitFor(actor, (s) => s.matches({ list: 'shown' }));
      server.rows = [{ ...submission('b'), status: 'wrong' }, submission('a')];
      actor.send({ type: 'VERDICT' });
      expect(actor.getSnapshot().matches({ list: 'updating' })).toBe(true);
      expect(actor.getSnapshot().context.submissions.map((s) => s._id)).toEqual(['a']);
      await waitFor(actor, (s) => s.matches({ list: 'shown' }));
      expect(actor.getSnapshot().context.submissions.map((s) => s._id)).toEqual(['b', 'a']);
      expect(server.reads).toBe(2);
    });

    it('given a submission opened, then it stays open and shows that submission as it now stands', async () => {
      const { server, actor } = history();
      server.rows = [{ ...submission('a'), status: 'pending' }];
      await waitFor(actor, (s) => s.matches('list'));
      actor.send({ type: 'SELECT', id: 'a' });
      server.rows = [submission('b'), submission('a')];
      actor.send({ type: 'VERDICT' });
      await waitFor(actor, (s) => s.matches({ detail: 'shown' }) && s.context.submissions.length === 2);
      expect(actor.getSnapshot().context.selected).toEqual(submission('a'));
    });

    it('given the history still loading, then it reads it again, as the first read may have missed the verdict', async () => {
      const { server, actor } = history();
      actor.send({ type: 'VERDICT' });
      await waitFor(actor, (s) => s.matches('list'));
      expect(server.reads).toBe(2);
    });

    it('given a failed read of the history, then it reads it again', async () => {
      let fail = true;
      const actor = withHistory(async () => {
        if (fail) throw new Error('500');
        return [submission('a')];
      });
      await waitFor(actor, (s) => s.matches('failure'));
      fail = false;
      actor.send({ type: 'VERDICT' });
      await waitFor(actor, (s) => s.matches('list'));
      expect(actor.getSnapshot().context).toMatchObject({ submissions: [submission('a')], error: null });
    });

    it('given a read behind the list that fails, then the list stays as it was', async () => {
      let fail = false;
      const actor = withHistory(async () => {
        if (fail) throw new Error('500');
        return [submission('a')];
      });
      await waitFor(actor, (s) => s.matches({ list: 'shown' }));
      fail = true;
      actor.send({ type: 'VERDICT' });
      await waitFor(actor, (s) => s.matches({ list: 'shown' }));
      expect(actor.getSnapshot().context).toMatchObject({ submissions: [submission('a')], error: null });
    });
  });
});
