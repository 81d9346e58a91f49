import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { ApiError } from '../../api/http';
import type { JudgeRequest } from './api';
import { RUN_FAILURE, runSubmitMachine, type JudgeSocketEvent } from './runSubmitMachine';
import type { RunResult, SubmitResponse } from '@forge/contracts';

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

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The machine with a fake judge: tests settle the HTTP calls and push socket events themselves. */
function start() {
  const runs: ReturnType<typeof deferred<RunResult>>[] = [];
  const submits: ReturnType<typeof deferred<SubmitResponse>>[] = [];
  const requests: JudgeRequest[] = [];
  const call = <T>(calls: ReturnType<typeof deferred<T>>[], input: JudgeRequest) => {
    requests.push(input);
    const next = deferred<T>();
    calls.push(next);
    return next.promise;
  };
  let socket: ((event: EventObject) => void) | undefined;
  let next = 0;
  const actor = createActor(
    runSubmitMachine.provide({
      actors: {
        runCode: fromPromise<RunResult, JudgeRequest>(({ input }) => call(runs, input)),
        submitCode: fromPromise<SubmitResponse, JudgeRequest>(({ input }) => call(submits, input)),
        judgeEvents: fromCallback<EventObject>(({ sendBack }) => {
          socket = sendBack;
        }),
      },
    }),
    { input: { problemId: 'p1', newRequestId: () => `req-${++next}` } },
  ).start();
  const emit = (event: JudgeSocketEvent) => socket!(event);
  const progress = (requestId: string, index: number, status_id = 3) =>
    emit({
      type: 'JUDGE_PROGRESS',
      payload: { requestId, kind: 'run', problemId: 'p1', index, total: 3, status_id, time: 0.01, memory: 900 },
    });
  const run = { resolve: (r: RunResult) => runs.at(-1)!.resolve(r), reject: (e: unknown) => runs.at(-1)!.reject(e) };
  const submit = { resolve: (r: SubmitResponse) => submits.at(-1)!.resolve(r), reject: (e: unknown) => submits.at(-1)!.reject(e) };
  return { actor, run, submit, requests, emit, progress };
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

  it('keeps the server reason when the judge queue is full', async () => {
    const { actor, run } = start();
    actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
    run.reject(new ApiError(429, 'You already have 2 jobs waiting', null));
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.notice).toBe('You already have 2 jobs waiting');
    expect(actor.getSnapshot().context.runResult?.error).toBe(RUN_FAILURE);
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
    submit.reject(new Error('network down'));
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.submitResult).toBeNull();
    expect(actor.getSnapshot().context.tab).toBe('result');
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
});
