import { waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { SUBMIT_UNREACHABLE } from '../submission/submitMachine';
import { done, queued, runResult, submitResult, fakeJudgeStarter } from './runSubmitTestKit';

const start = fakeJudgeStarter();

describe('runSubmitMachine', () => {
  it('starts idle on the Code tab', () => {
    const { actor, runner, submission, tab } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(tab()).toBe('code');
    expect(runner.getSnapshot().value).toBe('idle');
    expect(submission.getSnapshot().value).toBe('idle');
  });

  it('ignores Run and Submit while loading', () => {
    const { actor, submission, requests } = start();
    actor.send({ type: 'RUN', code: 'x', language: 'java' });
    actor.send({ type: 'SUBMIT', code: 'x', language: 'java' });
    actor.send({ type: 'RUN', code: 'x', language: 'java' });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(submission.getSnapshot().value).toBe('idle');
  });

  it('ignores Run and Submit while a submission is judged, and takes them again once it is', async () => {
    const { actor, submission, submit, requests } = start();
    actor.send({ type: 'SUBMIT', code: 'x', language: 'java' });
    expect(actor.getSnapshot().hasTag('judging')).toBe(true);
    actor.send({ type: 'RUN', code: 'x', language: 'java' });
    actor.send({ type: 'SUBMIT', code: 'x', language: 'java' });
    expect(requests).toHaveLength(1);
    submit.resolve(submitResult);
    await waitFor(submission, (s) => s.matches('result'));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'RUN', code: 'x', language: 'java' });
    expect(requests).toHaveLength(2);
  });

  it('submits in the contest the page was opened from, and runs outside any (issue 36)', async () => {
    const { actor, runner, run, requests } = start({ contestId: 'c1' });
    actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
    run.resolve(runResult);
    await waitFor(runner, (s) => s.matches('result'));
    actor.send({ type: 'SUBMIT', code: 'y', language: 'javascript' });
    expect(requests[0]).not.toHaveProperty('contestId');
    expect(requests[1]).toMatchObject({ problemId: 'p1', code: 'y', contestId: 'c1' });
    // A page opened outside a contest names none.
    const plain = start();
    plain.actor.send({ type: 'SUBMIT', code: 'z', language: 'javascript' });
    expect(plain.requests[0]).not.toHaveProperty('contestId');
  });

  it('gives each job its own request id', async () => {
    const { actor, runner, run, requests } = start();
    actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
    run.resolve(runResult);
    await waitFor(runner, (s) => s.matches('result'));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
    expect(requests.map((r) => r.requestId)).toEqual(['req-1', 'req-2']);
    expect(runner.getSnapshot().context.runResult).toEqual(runResult);
  });

  it("says of the last job only: a run's code and refusal give way to a submission's, and a submission's to a run's", async () => {
    const { actor, runner, submission, run, submit, page } = start();
    actor.send({ type: 'RUN', code: 'int main() {}', language: 'javascript' });
    run.reject(new ApiError(429, 'You already have 1 job being judged', null));
    await waitFor(runner, (s) => s.matches('error'));
    expect(page()).toMatchObject({ kind: 'run', sent: { code: 'int main() {}' }, notice: 'You already have 1 job being judged' });

    actor.send({ type: 'SUBMIT', code: 'console.log(3)', language: 'javascript' });
    expect(page()).toMatchObject({ kind: 'submit', sent: { code: 'console.log(3)' }, notice: null });
    submit.reject(new ApiError(0, 'Failed to fetch', null));
    await waitFor(submission, (s) => s.matches('error'));
    expect(page()).toMatchObject({ kind: 'submit', notice: SUBMIT_UNREACHABLE });

    actor.send({ type: 'RUN', code: 'print(3)', language: 'javascript' });
    expect(page()).toMatchObject({ kind: 'run', sent: { code: 'print(3)' }, notice: null });
    run.resolve(runResult);
    await waitFor(runner, (s) => s.matches('result'));
    expect(page()).toMatchObject({ kind: 'run', notice: null });
  });

  it("ignores another tab's submission on another problem, and while its own run is in flight", () => {
    const { actor, runner, submission, emit, progress, finished, commands } = start();
    emit(queued('their-request', 's7', 'p2'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(submission.getSnapshot().value).toBe('idle');

    actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
    emit(queued('their-request', 's7'));
    progress(null, 0, 3, 's7');
    emit(done('their-request', 's7'));
    emit({ type: 'SOCKET_CONNECTED' });
    expect(runner.getSnapshot().hasTag('running')).toBe(true);
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(finished(runner)).toBe(0);
    expect(submission.getSnapshot().value).toBe('idle');
    expect(commands).toEqual([]);
  });
});
