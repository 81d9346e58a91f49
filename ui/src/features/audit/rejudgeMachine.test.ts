import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import type { RejudgeReport } from '@forge/contracts';
import { FETCH_REPORT_FAILED, rejudgeMachine } from './rejudgeMachine';

const report = (over: Partial<RejudgeReport>): RejudgeReport => ({
  rejudgeId: 'r1',
  problemId: 'p1',
  requestedAt: '2025-01-02T10:00:00.000Z',
  requestedBy: { _id: 'u1', firstName: 'Ada', emailId: 'ada@forge.test' },
  status: 'done',
  total: 3,
  judged: 3,
  stillAccepted: 2,
  nowFailing: [
    {
      language: 'cpp',
      count: 1,
      submissions: [
        { _id: 's1', userId: 'u2', user: { _id: 'u2', firstName: 'Ada', emailId: 'ada@forge.test' }, status: 'wrong', errorMessage: null },
      ],
    },
  ],
  policy: 'Learners keep this problem as solved.',
  ...over,
});

function start(load: () => Promise<RejudgeReport | null>, rejudge: () => Promise<RejudgeReport> = async () => report({})) {
  return createActor(
    rejudgeMachine.provide({
      actors: { loadReport: fromPromise(async () => ({ latest: await load(), accepted: 2 })), startRejudge: fromPromise(rejudge) },
      delays: { poll: 10 },
    }),
    { input: { problemId: 'p1' } },
  ).start();
}

describe('rejudgeMachine', () => {
  it('shows no report for a problem never rejudged', async () => {
    const actor = start(async () => null);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.report).toBeNull();
  });

  it('asks first, telling how many accepted submissions it would judge; Cancel starts nothing', async () => {
    let started = 0;
    const actor = start(
      async () => null,
      async () => {
        started++;
        return report({});
      },
    );
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.accepted).toBe(2);
    actor.send({ type: 'REJUDGE' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(started).toBe(0);
    actor.send({ type: 'REJUDGE' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.report !== null);
    expect(started).toBe(1);
  });

  it('starts a rejudge and reads the report again while it runs', async () => {
    const reads = [report({ status: 'running', judged: 1 }), report({ status: 'running', judged: 2 }), report({ status: 'done' })];
    let loads = 0;
    const actor = start(
      async () => (loads++ === 0 ? null : reads.shift()!),
      async () => report({ status: 'running', judged: 0 }),
    );
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'REJUDGE' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('polling'));
    expect(actor.getSnapshot().context.report?.judged).toBe(0);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.report).toMatchObject({ status: 'done', judged: 3 });
    expect(loads).toBe(4);
  });

  it("shows the server's reason when a rejudge cannot start", async () => {
    const actor = start(
      async () => report({}),
      async () => Promise.reject(new ApiError(409, 'A rejudge of this problem is already running', null)),
    );
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'REJUDGE' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('A rejudge of this problem is already running');
    expect(actor.getSnapshot().context.report?.rejudgeId).toBe('r1');
  });

  it('keeps the last report when a read fails, and tries again', async () => {
    let loads = 0;
    const actor = start(async () => {
      loads++;
      if (loads === 1) return report({ status: 'running', judged: 1 });
      if (loads === 2) throw new Error('502');
      return report({});
    });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(FETCH_REPORT_FAILED);
    expect(actor.getSnapshot().context.report?.judged).toBe(1);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.report?.status).toBe('done');
  });
});
