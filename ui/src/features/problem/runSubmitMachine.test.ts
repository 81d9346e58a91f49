import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { problemApi, type JudgeRequest } from './api';
import { memoryFollowedSubmission, type FollowedSubmission } from './followedSubmission';
import { MAX_POLLS, RUN_FAILURE, runSubmitMachine, STILL_JUDGING, SUBMIT_FAILURE, SUBMIT_UNREACHABLE } from './runSubmitMachine';
import { submissionToShow, type JudgeSocketCommand, type JudgeSocketEvent } from './judgeEvents';
import type { RunResult, SubmissionState, SubmissionView, SubmitPending, SubmitResponse } from '@forge/contracts';

const runResult: RunResult = {
  success: true,
  runtime: 0.02,
  memory: 2048,
  error: null,
  failure: null,
  testCases: [{ stdin: '1 2\n', expected_output: '3\n', stdout: '3\n', status_id: 3 }],
};
const submitResult: SubmitResponse = {
  accepted: true,
  passedTestCases: 4,
  totalTestCases: 4,
  runtime: 0.1,
  memory: 3000,
  error: null,
  failure: null,
};

/** Where submission `s1` of problem p1 stands: `cases` finished (all accepted), and the verdict if given. */
function stateOf(cases: number[], result: SubmitResponse | null = null, submissionId = 's1'): SubmissionState {
  return {
    submissionId,
    problemId: 'p1',
    language: 'javascript',
    code: 'console.log(1)',
    status: result ? (result.accepted ? 'accepted' : 'wrong') : 'pending',
    testCasesTotal: 4,
    attempts: cases.length > 0 ? 1 : 0,
    cases: cases.map((index) => ({ index, status_id: 3 })),
    result,
    createdAt: '2025-01-01T00:00:00.000Z',
    judgedAt: result ? '2025-01-01T00:00:09.000Z' : null,
  };
}
const pending = (submissionId: string): SubmitPending => ({ submissionId, status: 'pending', message: 'still being judged' });
const queued = (requestId: string | null, submissionId: string, problemId = 'p1'): JudgeSocketEvent => ({
  type: 'JUDGE_QUEUED',
  payload: { requestId, kind: 'submit', problemId, submissionId, position: 1 },
});
const done = (requestId: string | null, submissionId: string, result: SubmitResponse = submitResult): JudgeSocketEvent => ({
  type: 'JUDGE_DONE',
  payload: { requestId, kind: 'submit', problemId: 'p1', submissionId, result },
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const started: { stop(): void }[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

/** The machine with a fake judge: tests settle the HTTP calls and push socket events themselves. */
function start(options: { followed?: FollowedSubmission; pollInterval?: number } = {}) {
  const runs: ReturnType<typeof deferred<RunResult>>[] = [];
  const submits: ReturnType<typeof deferred<SubmitResponse | SubmitPending>>[] = [];
  const polls: ReturnType<typeof deferred<SubmissionState>>[] = [];
  const requests: JudgeRequest[] = [];
  const polled: string[] = [];
  /** What the machine asked of the socket. */
  const commands: JudgeSocketCommand[] = [];
  const call = <T>(calls: ReturnType<typeof deferred<T>>[], input: JudgeRequest) => {
    requests.push(input);
    const next = deferred<T>();
    calls.push(next);
    return next.promise;
  };
  let socket: ((event: JudgeSocketEvent) => void) | undefined;
  let next = 0;
  const followed = options.followed ?? memoryFollowedSubmission();
  const actor = createActor(
    runSubmitMachine.provide({
      actors: {
        runCode: fromPromise<RunResult, JudgeRequest>(({ input }) => call(runs, input)),
        submitCode: fromPromise<SubmitResponse | SubmitPending, JudgeRequest>(({ input }) => call(submits, input)),
        fetchSubmission: fromPromise<SubmissionState, string>(({ input }) => {
          polled.push(input);
          const answer = deferred<SubmissionState>();
          polls.push(answer);
          return answer.promise;
        }),
        judgeEvents: fromCallback<JudgeSocketCommand, { problemId: string }>(({ sendBack, receive }) => {
          socket = sendBack;
          receive((command) => commands.push(command));
        }),
      },
      delays: { pollInterval: options.pollInterval ?? 60_000 },
    }),
    { input: { problemId: 'p1', newRequestId: () => `req-${++next}`, followed } },
  ).start();
  started.push(actor);
  const emit = (event: JudgeSocketEvent) => socket!(event);
  const progress = (requestId: string | null, index: number, status_id = 3, submissionId?: string) =>
    emit({
      type: 'JUDGE_PROGRESS',
      payload: {
        requestId,
        problemId: 'p1',
        index,
        total: 3,
        status_id,
        ...(submissionId ? { kind: 'submit', submissionId } : { kind: 'run', time: 0.01, memory: 900 }),
      },
    });
  const run = { resolve: (r: RunResult) => runs.at(-1)!.resolve(r), reject: (e: unknown) => runs.at(-1)!.reject(e) };
  const submit = {
    resolve: (r: SubmitResponse | SubmitPending) => submits.at(-1)!.resolve(r),
    reject: (e: unknown) => submits.at(-1)!.reject(e),
  };
  const poll = { resolve: (r: SubmissionState) => polls.at(-1)!.resolve(r), count: () => polls.length };
  const context = () => actor.getSnapshot().context;
  const finished = () => context().progress.filter(Boolean).length;
  return { actor, run, submit, poll, polled, requests, commands, emit, progress, followed, context, finished };
}

describe('runSubmitMachine', () => {
  it('starts idle on the Code tab', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.tab).toBe('code');
  });

  it('given a run, when tests finish one by one, then the Testcase tab fills in case by case before the result', async () => {
    const { actor, run, requests, progress } = start();
    actor.send({ type: 'RUN', code: 'print(3)', language: 'javascript' });
    expect(actor.getSnapshot().matches({ running: 'run' })).toBe(true);
    expect(actor.getSnapshot().context.tab).toBe('testcase');
    expect(requests).toEqual([{ problemId: 'p1', code: 'print(3)', language: 'javascript', requestId: 'req-1' }]);

    progress('req-1', 0);
    expect(actor.getSnapshot().context.progress.filter(Boolean)).toHaveLength(1);
    progress('other-tab', 1);
    expect(actor.getSnapshot().context.progress.filter(Boolean)).toHaveLength(1);
    progress('req-1', 2, 4);
    const { progress: cases, total } = actor.getSnapshot().context;
    expect(total).toBe(3);
    expect(cases[0]?.status_id).toBe(3);
    expect(cases[1]).toBeUndefined();
    expect(cases[2]?.status_id).toBe(4);

    run.resolve(runResult);
    await waitFor(actor, (s) => s.matches('result'));
    expect(actor.getSnapshot().context.runResult).toEqual(runResult);
  });

  it('records the queue position while waiting', () => {
    const { actor, emit } = start();
    actor.send({ type: 'RUN', code: 'x', language: 'cpp' });
    emit({ type: 'JUDGE_QUEUED', payload: { requestId: 'req-1', kind: 'run', problemId: 'p1', position: 2 } });
    expect(actor.getSnapshot().context.queuePosition).toBe(2);
  });

  it('ignores Run and Submit while loading', () => {
    const { actor, requests } = start();
    actor.send({ type: 'RUN', code: 'x', language: 'java' });
    actor.send({ type: 'SUBMIT', code: 'x', language: 'java' });
    actor.send({ type: 'RUN', code: 'x', language: 'java' });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.kind).toBe('run');
  });

  it('given a run with custom cases, then it sends their inputs and keeps the cases for the Testcase tab; a submit sends none', async () => {
    const { actor, run, submit, requests } = start();
    const customCases = [
      { input: '10 20\n', label: 'Case 1' },
      { input: '7 7\n', label: 'Case 3' },
    ];
    actor.send({ type: 'RUN', code: 'print(3)', language: 'javascript', customCases });
    expect(requests.at(-1)).toEqual({
      problemId: 'p1',
      code: 'print(3)',
      language: 'javascript',
      requestId: 'req-1',
      customTestCases: [{ input: '10 20\n' }, { input: '7 7\n' }],
    });
    expect(actor.getSnapshot().context.customCases).toEqual(customCases);
    run.resolve(runResult);
    await waitFor(actor, (s) => s.matches('result'));

    actor.send({ type: 'SUBMIT', code: 'print(3)', language: 'javascript' });
    expect(requests.at(-1)).toEqual({ problemId: 'p1', code: 'print(3)', language: 'javascript', requestId: 'req-2' });
    submit.resolve(submitResult);
    await waitFor(actor, (s) => s.matches('result'));
    // The run's cases stay with its result.
    expect(actor.getSnapshot().context.customCases).toEqual(customCases);
  });

  it('given a run, when the call fails, then the result is a failure reading "Internal server error" on the Testcase tab', async () => {
    const { actor, run } = start();
    actor.send({ type: 'SELECT_TAB', tab: 'result' });
    actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
    actor.send({ type: 'SELECT_TAB', tab: 'code' });
    run.reject(new ApiError(500, 'boom', null));
    await waitFor(actor, (s) => s.matches('error'));
    const { runResult: result, tab, notice } = actor.getSnapshot().context;
    expect(result).toMatchObject({ success: false, error: RUN_FAILURE });
    expect(tab).toBe('testcase');
    expect(notice).toBeNull();
  });

  it('given a run, when the judge queue refuses it (429), then the failure reads as the server reason, not "Internal server error"', async () => {
    const { actor, run } = start();
    actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
    run.reject(new ApiError(429, 'You already have 2 jobs waiting', null));
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.notice).toBe('You already have 2 jobs waiting');
    expect(actor.getSnapshot().context.runResult).toMatchObject({ success: false, error: 'You already have 2 jobs waiting' });
  });

  it('remembers the code and language of the job it started, for what a Compilation Error is about', () => {
    const { actor } = start();
    actor.send({ type: 'RUN', code: '#include <cstdio>', language: 'javascript' });
    expect(actor.getSnapshot().context.sent).toEqual({ code: '#include <cstdio>', language: 'javascript' });
  });

  it('given a submit, when it is judged, then the Result tab shows the verdict', async () => {
    const { actor, submit } = start();
    actor.send({ type: 'SUBMIT', code: 'x', language: 'cpp' });
    expect(actor.getSnapshot().context.tab).toBe('result');
    submit.resolve(submitResult);
    await waitFor(actor, (s) => s.matches('result'));
    expect(actor.getSnapshot().context.submitResult).toEqual(submitResult);
  });

  it('given an earlier verdict, when a submit fails, then the result is cleared and the Result tab shows', async () => {
    const { actor, submit } = start();
    actor.send({ type: 'SUBMIT', code: 'x', language: 'cpp' });
    submit.resolve(submitResult);
    await waitFor(actor, (s) => s.matches('result'));
    actor.send({ type: 'SELECT_TAB', tab: 'code' });

    actor.send({ type: 'SUBMIT', code: 'y', language: 'cpp' });
    submit.reject(new ApiError(500, 'Internal server error', { message: 'Internal server error' }));
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.submitResult).toBeNull();
    expect(actor.getSnapshot().context.tab).toBe('result');
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
    const { actor, submit, context } = start();
    actor.send({ type: 'SUBMIT', code: 'y', language: 'cpp' });
    submit.reject(error);
    await waitFor(actor, (s) => s.matches('error'));
    expect(context()).toMatchObject({ submitResult: null, tab: 'result', notice });
  });

  it('takes the result from judge:done when it arrives before the HTTP answer', async () => {
    const { actor, emit } = start();
    actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
    emit({
      type: 'JUDGE_DONE',
      payload: { requestId: 'req-1', kind: 'submit', problemId: 'p1', submissionId: 's9', result: submitResult },
    });
    await waitFor(actor, (s) => s.matches('result'));
    expect(actor.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's9' });
  });

  it('gives each job its own request id', async () => {
    const { actor, run, requests } = start();
    actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
    run.resolve(runResult);
    await waitFor(actor, (s) => s.matches('result'));
    actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
    expect(requests.map((r) => r.requestId)).toEqual(['req-1', 'req-2']);
    expect(actor.getSnapshot().context.runResult).toEqual(runResult);
  });

  describe('following a submission by its id', () => {
    it('given judge:queued named the submission, then updates from a replica that knows no request id are ours', async () => {
      const { actor, emit, progress, finished, followed, context } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      emit(queued('req-1', 's1'));
      expect(context().submissionId).toBe('s1');
      expect(followed.recall('p1')).toBe('s1');

      progress(null, 0, 3, 's1');
      progress(null, 1, 3, 's2');
      expect(finished()).toBe(1);
      emit(done(null, 's2'));
      expect(actor.getSnapshot().matches({ running: 'submit' })).toBe(true);

      emit(done(null, 's1'));
      await waitFor(actor, (s) => s.matches('result'));
      expect(context().submitResult).toEqual({ ...submitResult, submissionId: 's1' });
      expect(followed.recall('p1')).toBeNull();
    });

    it('given the submit call answers 202, then it keeps showing progress and takes the verdict from judge:done', async () => {
      const { actor, submit, progress, emit, finished, context, followed } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      submit.resolve(pending('s1'));
      await waitFor(actor, (s) => s.matches({ running: { submit: 'following' } }));
      expect(followed.recall('p1')).toBe('s1');
      expect(context().tab).toBe('result');

      progress(null, 2, 3, 's1');
      expect(finished()).toBe(1);
      emit(done(null, 's1'));
      await waitFor(actor, (s) => s.matches('result'));
      expect(context().submitResult).toEqual({ ...submitResult, submissionId: 's1' });
    });

    it('given the submit call answers 202, when no judge:done comes, then asking where it stands brings the verdict', async () => {
      const { actor, submit, poll, polled, finished, context } = start({ pollInterval: 1 });
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      submit.resolve(pending('s1'));
      await waitFor(actor, () => poll.count() === 1);
      poll.resolve(stateOf([0, 1]));
      await waitFor(actor, () => poll.count() === 2);
      expect(finished()).toBe(2);
      poll.resolve(stateOf([0, 1, 2, 3], submitResult));
      await waitFor(actor, (s) => s.matches('result'));
      expect(polled).toEqual(['s1', 's1']);
      expect(context().submitResult).toEqual({ ...submitResult, submissionId: 's1' });
    });

    it('stops asking after MAX_POLLS answers without a verdict, and says the verdict will be in Submissions', async () => {
      const { actor, submit, poll, context } = start({ pollInterval: 0 });
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      submit.resolve(pending('s1'));
      for (let i = 1; i <= MAX_POLLS; i++) {
        await waitFor(actor, () => poll.count() === i);
        poll.resolve(stateOf([0]));
      }
      await waitFor(actor, (s) => s.matches('error'));
      expect(poll.count()).toBe(MAX_POLLS);
      expect(context().notice).toBe(STILL_JUDGING);
    });

    it('given judge:queued named the submission, when the submit call fails, then it follows the submission', async () => {
      const { actor, submit, emit } = start();
      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      emit(queued('req-1', 's1'));
      submit.reject(new ApiError(504, 'Gateway Timeout', null));
      await waitFor(actor, (s) => s.matches({ running: { submit: 'following' } }));
      emit(done(null, 's1'));
      await waitFor(actor, (s) => s.matches('result'));
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

  describe('reattaching', () => {
    it('given the socket connects on an idle page, then it asks for the pending submission, naming the one the tab remembers', () => {
      const followed = memoryFollowedSubmission();
      followed.remember('p1', 's1');
      const { emit, commands } = start({ followed });
      emit({ type: 'SOCKET_CONNECTED' });
      expect(commands).toEqual([{ type: 'FIND_PENDING', remembered: 's1' }]);
    });

    it('given a snapshot of a submission being judged, then the Result tab shows its cases once each and live updates carry on', async () => {
      const { actor, emit, progress, context, finished, followed } = start();
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1]) });
      expect(actor.getSnapshot().matches({ running: { submit: 'following' } })).toBe(true);
      expect(context()).toMatchObject({ kind: 'submit', submissionId: 's1', total: 4, queuePosition: 0, tab: 'result' });
      expect(finished()).toBe(2);
      expect(followed.recall('p1')).toBe('s1');

      // Case 1 landed while joining: it is in the snapshot and comes as an event too.
      progress(null, 1, 3, 's1');
      progress(null, 2, 3, 's1');
      expect(finished()).toBe(3);
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1, 2]) });
      expect(finished()).toBe(3);
      expect(context().progress).toHaveLength(3);

      emit(done(null, 's1'));
      await waitFor(actor, (s) => s.matches('result'));
      expect(context().submitResult).toEqual({ ...submitResult, submissionId: 's1' });
    });

    it('given a snapshot that already has the verdict, then the Result tab shows it', () => {
      const followed = memoryFollowedSubmission();
      followed.remember('p1', 's1');
      const { actor, emit, context } = start({ followed });
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1, 2, 3], submitResult) });
      expect(actor.getSnapshot().matches('result')).toBe(true);
      expect(context()).toMatchObject({ submitResult: { ...submitResult, submissionId: 's1' }, tab: 'result' });
      expect(followed.recall('p1')).toBeNull();
    });

    it('ignores a snapshot of another problem, and one of the verdict already shown', async () => {
      const { actor, emit, submit } = start();
      emit({ type: 'SUBMISSION_STATE', submission: { ...stateOf([0]), problemId: 'p2' } });
      expect(actor.getSnapshot().value).toBe('idle');

      actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
      submit.resolve({ ...submitResult, submissionId: 's1' });
      await waitFor(actor, (s) => s.matches('result'));
      emit({ type: 'SUBMISSION_STATE', submission: stateOf([0, 1, 2, 3], submitResult) });
      emit(done(null, 's1'));
      expect(actor.getSnapshot().matches('result')).toBe(true);
      expect(actor.getSnapshot().context.progress).toEqual([]);
    });
  });

  describe("another tab's submission", () => {
    it('given an idle page on the problem, when another tab submits, then it shows the same progress and verdict', async () => {
      const { actor, emit, progress, commands, context, finished } = start();
      emit(queued('their-request', 's7'));
      expect(actor.getSnapshot().matches({ running: { submit: 'following' } })).toBe(true);
      expect(context()).toMatchObject({ kind: 'submit', requestId: null, submissionId: 's7', queuePosition: 1, tab: 'result' });
      // Its snapshot fills in anything missed before.
      expect(commands).toEqual([{ type: 'WATCH', submissionId: 's7' }]);

      progress(null, 0, 3, 's7');
      progress('their-request', 1, 3, 's7');
      expect(finished()).toBe(2);
      emit(done('their-request', 's7'));
      await waitFor(actor, (s) => s.matches('result'));
      expect(context().submitResult).toEqual({ ...submitResult, submissionId: 's7' });
    });

    it('takes it up from its first case when judge:queued was missed', () => {
      const { actor, progress, finished } = start();
      progress(null, 1, 3, 's7');
      expect(actor.getSnapshot().matches({ running: { submit: 'following' } })).toBe(true);
      expect(finished()).toBe(1);
    });

    it('ignores it on another problem, and while its own job runs', () => {
      const { actor, emit, progress, finished } = start();
      emit(queued('their-request', 's7', 'p2'));
      expect(actor.getSnapshot().value).toBe('idle');

      actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
      emit(queued('their-request', 's7'));
      progress(null, 0, 3, 's7');
      emit(done('their-request', 's7'));
      expect(actor.getSnapshot().matches({ running: 'run' })).toBe(true);
      expect(finished()).toBe(0);
    });
  });

  describe('the submission a page opening shows', () => {
    const row = (id: string, status: SubmissionView['status']): SubmissionView => ({
      _id: id,
      problemId: 'p1',
      language: 'javascript',
      status,
      runtime: 0,
      memory: 0,
      testCasesPassed: 0,
      testCasesTotal: 4,
      createdAt: '2025-01-01T00:00:00.000Z',
      code: 'x',
      errorMessage: null,
    });
    afterEach(() => jest.restoreAllMocks());

    it('is the newest still being judged, else the one the tab remembers', async () => {
      const list = jest.spyOn(problemApi, 'submissions');
      list.mockResolvedValueOnce([row('s3', 'accepted'), row('s2', 'pending'), row('s1', 'pending')]);
      expect(await submissionToShow('p1', 's0')).toBe('s2');
      list.mockResolvedValueOnce([row('s3', 'accepted')]);
      expect(await submissionToShow('p1', 's0')).toBe('s0');
      list.mockRejectedValueOnce(new ApiError(0, 'offline', null));
      expect(await submissionToShow('p1', 's0')).toBe('s0');
      list.mockResolvedValueOnce([]);
      expect(await submissionToShow('p1', null)).toBeNull();
    });
  });
});
