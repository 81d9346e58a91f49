import { waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { memoryFollowedSubmission } from './followedSubmission';
import { done, pending, queued, stateOf, submitResult, fakeJudgeStarter } from '../problem/runSubmitTestKit';
import { STILL_JUDGING, SUBMIT_FAILURE, SUBMIT_UNREACHABLE } from '../submission/submitMachine';

const start = fakeJudgeStarter();

describe('submitMachine', () => {
  it('given a submit, when it is judged, then the Result tab shows the verdict', async () => {
    const { actor, submission, submit, page, tab } = start();
    actor.send({ type: 'SUBMIT', code: 'x', language: 'cpp' });
    expect(tab()).toBe('result');
    expect(submission.getSnapshot().hasTag('judging')).toBe(true);
    expect(page()).toMatchObject({ kind: 'submit', sent: { code: 'x', language: 'cpp' } });
    submit.resolve(submitResult);
    await waitFor(submission, (s) => s.matches('result'));
    expect(submission.getSnapshot().context.submitResult).toEqual(submitResult);
    expect(submission.getSnapshot().hasTag('showingResult')).toBe(true);
  });

  it('given an earlier verdict, when a submit fails, then the result is cleared and the Result tab shows', async () => {
    const { actor, submission, submit, tab } = start();
    actor.send({ type: 'SUBMIT', code: 'x', language: 'cpp' });
    submit.resolve(submitResult);
    await waitFor(submission, (s) => s.matches('result'));
    actor.send({ type: 'SELECT_TAB', tab: 'code' });

    actor.send({ type: 'SUBMIT', code: 'y', language: 'cpp' });
    submit.reject(new ApiError(500, 'Internal server error', { message: 'Internal server error' }));
    await waitFor(submission, (s) => s.matches('error'));
    expect(submission.getSnapshot().context.submitResult).toBeNull();
    expect(tab()).toBe('result');
  });

  it.each([
    ['the server failed', new ApiError(500, 'Internal server error', null), SUBMIT_FAILURE],
    ['the server was not reached', new ApiError(0, 'Failed to fetch', null), SUBMIT_UNREACHABLE],
    ['anything else went wrong', new Error('boom'), SUBMIT_UNREACHABLE],
    [
      'the queue refused it',
      new ApiError(429, 'You already have 3 jobs being judged; wait for one to finish', null),
      'You already have 3 jobs being judged; wait for one to finish',
    ],
    ['the judge is busy', new ApiError(503, 'The judge is busy', null), 'The judge is busy'],
  ])('given a submit, when it fails because %s, then the Result tab says so', async (_, error, notice) => {
    const { actor, submission, submit, page } = start();
    actor.send({ type: 'SUBMIT', code: 'y', language: 'cpp' });
    submit.reject(error);
    await waitFor(submission, (s) => s.matches('error'));
    expect(submission.getSnapshot().context.submitResult).toBeNull();
    expect(page()).toMatchObject({ tab: 'result', notice });
  });

  it('takes the result from judge:done when it arrives before the HTTP answer', async () => {
    const { actor, submission, emit } = start();
    actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
    emit({
      type: 'JUDGE_DONE',
      payload: { requestId: 'req-1', kind: 'submit', problemId: 'p1', submissionId: 's9', result: submitResult },
    });
    await waitFor(submission, (s) => s.matches('result'));
    expect(submission.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's9' });
  });

  describe('following a submission by its id', () => {
    it('given judge:queued named the submission, then updates from a replica that knows no request id are ours', async () => {
      const { actor, submission, emit, progress, finished, followed } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      emit(queued('req-1', 's1'));
      expect(submission.getSnapshot().context.submissionId).toBe('s1');
      expect(followed.recall('p1')).toBe('s1');

      progress(null, 0, 3, 's1');
      progress(null, 1, 3, 's2');
      expect(finished()).toBe(1);
      emit(done(null, 's2'));
      expect(submission.getSnapshot().hasTag('judging')).toBe(true);

      emit(done(null, 's1'));
      await waitFor(submission, (s) => s.matches('result'));
      expect(submission.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's1' });
      expect(followed.recall('p1')).toBeNull();
    });

    it('given the submit call answers 202, then it keeps showing progress and takes the verdict from judge:done', async () => {
      const { actor, submission, submit, progress, emit, finished, tab, followed } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      submit.resolve(pending('s1'));
      await waitFor(submission, (s) => s.matches({ judging: 'following' }));
      expect(followed.recall('p1')).toBe('s1');
      expect(tab()).toBe('result');

      progress(null, 2, 3, 's1');
      expect(finished()).toBe(1);
      emit(done(null, 's1'));
      await waitFor(submission, (s) => s.matches('result'));
      expect(submission.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's1' });
    });

    it('given judge:queued named the submission, when the submit call fails, then it follows the submission', async () => {
      const { actor, submission, submit, emit } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      emit(queued('req-1', 's1'));
      submit.reject(new ApiError(504, 'Gateway Timeout', null));
      await waitFor(submission, (s) => s.matches({ judging: 'following' }));
      emit(done(null, 's1'));
      await waitFor(submission, (s) => s.matches('result'));
    });

    it('watches the submission again when the socket reconnects', () => {
      const { actor, emit, commands } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      emit({ type: 'SOCKET_CONNECTED' });
      expect(commands).toEqual([]);
      emit(queued('req-1', 's1'));
      emit({ type: 'SOCKET_CONNECTED' });
      expect(commands).toEqual([{ type: 'WATCH', submissionId: 's1' }]);
    });
  });

  describe('the verdict missed by a socket that was away', () => {
    it('given the submit call answers 202 while the socket is down, when it connects, then reading the submission brings the verdict', async () => {
      const { actor, submission, submit, emit, commands, requests, finished, followed } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      submit.resolve(pending('s1'));
      await waitFor(submission, (s) => s.matches({ judging: 'following' }));
      // Asked once as the answer named it; a socket that is down answers nothing.
      expect(commands).toEqual([{ type: 'WATCH', submissionId: 's1' }]);

      emit({ type: 'SOCKET_CONNECTED' });
      expect(commands).toEqual([
        { type: 'WATCH', submissionId: 's1' },
        { type: 'WATCH', submissionId: 's1' },
      ]);
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1]) });
      expect(finished()).toBe(2);
      expect(submission.getSnapshot().hasTag('judging')).toBe(true);

      // judge:done was sent while the socket was away again: the next connection's read has the verdict.
      emit({ type: 'SOCKET_CONNECTED' });
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1, 2, 3], submitResult) });
      expect(submission.getSnapshot().matches('result')).toBe(true);
      expect(submission.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's1' });
      expect(followed.recall('p1')).toBeNull();
      // Nothing but the submit call went over HTTP, and nothing was asked on a timer.
      expect(requests).toHaveLength(1);
      expect(commands).toHaveLength(3);
    });

    it('given the socket reconnected during the call, before anything named the submission, then the 202 answer reads where it stands', async () => {
      const { actor, submission, submit, emit, commands } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      emit({ type: 'SOCKET_CONNECTED' });
      // Sent by a replica that knows no request id, for a submission not yet named: not ours yet.
      emit(done(null, 's1'));
      expect(submission.getSnapshot().hasTag('judging')).toBe(true);

      submit.resolve(pending('s1'));
      await waitFor(submission, (s) => s.matches({ judging: 'following' }));
      expect(commands).toEqual([{ type: 'WATCH', submissionId: 's1' }]);
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1, 2, 3], submitResult) });
      expect(submission.getSnapshot().matches('result')).toBe(true);
    });

    it('ignores a read of another submission, or one from before the verdict, once the verdict is shown', async () => {
      const { actor, submission, submit, emit } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      submit.resolve(pending('s1'));
      await waitFor(submission, (s) => s.matches({ judging: 'following' }));
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0], null, 's2') });
      expect(submission.getSnapshot().context.progress).toEqual([]);
      emit(done(null, 's1'));
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1]) });
      expect(submission.getSnapshot().matches('result')).toBe(true);
      expect(submission.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's1' });
    });

    it('stops waiting after a while without a verdict, having asked nothing more, says the verdict will be in Submissions, and still takes it', async () => {
      const { actor, submission, submit, emit, commands, page } = start({ giveUpAfter: 1 });
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      submit.resolve(pending('s1'));
      await waitFor(submission, (s) => s.matches('error'));
      expect(page().notice).toBe(STILL_JUDGING);
      expect(commands).toEqual([{ type: 'WATCH', submissionId: 's1' }]);
      // The buttons are free again.
      expect(actor.getSnapshot().hasTag('judging')).toBe(false);

      actor.send({ type: 'SELECT_TAB', tab: 'code' });
      emit(done(null, 's1'));
      expect(submission.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's1' });
      expect(page()).toMatchObject({ tab: 'result', notice: null });
    });
  });

  describe('reattaching', () => {
    it('given the socket connects on an idle page, then it asks for the pending submission, naming the one the tab remembers', () => {
      const followed = memoryFollowedSubmission();
      followed.remember('p1', 's1');
      const { emit, commands } = start({ followed });
      emit({ type: 'SOCKET_CONNECTED' });
      expect(commands).toEqual([{ type: 'FIND_PENDING', remembered: 's1' }]);
    });

    it('given a snapshot of a submission being judged, then the Result tab shows its cases once each and live updates carry on', async () => {
      const { actor, submission, emit, progress, tab, finished, followed } = start();
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1]) });
      expect(submission.getSnapshot().matches({ judging: 'following' })).toBe(true);
      expect(actor.getSnapshot().hasTag('judging')).toBe(true);
      expect(submission.getSnapshot().context).toMatchObject({ requestId: null, submissionId: 's1', total: 4, queuePosition: 0 });
      expect(tab()).toBe('result');
      expect(finished()).toBe(2);
      expect(followed.recall('p1')).toBe('s1');

      // Case 1 landed while joining: it is in the snapshot and comes as an event too.
      progress(null, 1, 3, 's1');
      progress(null, 2, 3, 's1');
      expect(finished()).toBe(3);
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1, 2]) });
      expect(finished()).toBe(3);
      expect(submission.getSnapshot().context.progress).toHaveLength(3);

      emit(done(null, 's1'));
      await waitFor(submission, (s) => s.matches('result'));
      expect(submission.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's1' });
    });

    it('given a snapshot that already has the verdict, then the Result tab shows it', () => {
      const followed = memoryFollowedSubmission();
      followed.remember('p1', 's1');
      const { submission, emit, tab } = start({ followed });
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1, 2, 3], submitResult) });
      expect(submission.getSnapshot().matches('result')).toBe(true);
      expect(submission.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's1' });
      expect(tab()).toBe('result');
      expect(followed.recall('p1')).toBeNull();
    });

    it('ignores a snapshot of another problem, and one of the verdict already shown', async () => {
      const { actor, submission, emit, submit } = start();
      emit({ type: 'SUBMISSION_STATE', submission: { ...stateOf([0]), problemId: 'p2' } });
      expect(submission.getSnapshot().value).toBe('idle');

      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      submit.resolve({ ...submitResult, submissionId: 's1' });
      await waitFor(submission, (s) => s.matches('result'));
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1, 2, 3], submitResult) });
      emit(done(null, 's1'));
      expect(submission.getSnapshot().matches('result')).toBe(true);
      expect(submission.getSnapshot().context.progress).toEqual([]);
    });
  });

  describe("another tab's submission", () => {
    it('given an idle page on the problem, when another tab submits, then it shows the same progress and verdict', async () => {
      const { actor, submission, emit, progress, commands, tab, finished } = start();
      emit(queued('their-request', 's7'));
      expect(submission.getSnapshot().matches({ judging: 'following' })).toBe(true);
      expect(actor.getSnapshot().hasTag('judging')).toBe(true);
      expect(submission.getSnapshot().context).toMatchObject({ requestId: null, submissionId: 's7', queuePosition: 1 });
      expect(tab()).toBe('result');
      // Its snapshot fills in anything missed before.
      expect(commands).toEqual([{ type: 'WATCH', submissionId: 's7' }]);

      progress(null, 0, 3, 's7');
      progress('their-request', 1, 3, 's7');
      expect(finished()).toBe(2);
      emit(done('their-request', 's7'));
      await waitFor(submission, (s) => s.matches('result'));
      expect(submission.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's7' });
      expect(actor.getSnapshot().hasTag('judging')).toBe(false);
    });

    it('takes it up from its first case when judge:queued was missed', () => {
      const { submission, progress, finished } = start();
      progress(null, 1, 3, 's7');
      expect(submission.getSnapshot().matches({ judging: 'following' })).toBe(true);
      expect(finished()).toBe(1);
    });

    it('shows its verdict over the one on screen, on the Result tab', async () => {
      const { actor, submission, submit, emit, page, tab } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      submit.resolve({ ...submitResult, submissionId: 's1' });
      await waitFor(submission, (s) => s.matches('result'));
      actor.send({ type: 'SELECT_TAB', tab: 'code' });
      emit(done('their-request', 's7', { ...submitResult, accepted: false }));
      expect(submission.getSnapshot().context.submitResult).toMatchObject({ accepted: false, submissionId: 's7' });
      expect(page()).toMatchObject({ kind: 'submit', sent: null });
      expect(tab()).toBe('result');
    });
  });
});
