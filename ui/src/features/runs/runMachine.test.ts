import { waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { RUN_FAILURE } from '../runs/runMachine';
import { runResult, submitResult, fakeJudgeStarter } from '../problem/runSubmitTestKit';

const start = fakeJudgeStarter();

describe('runMachine', () => {
  it('given a run, when tests finish one by one, then the Testcase tab fills in case by case before the result', async () => {
    const { actor, runner, run, requests, progress, tab } = start();
    actor.send({ type: 'RUN', code: 'print(3)', language: 'javascript' });
    expect(runner.getSnapshot().hasTag('running')).toBe(true);
    expect(tab()).toBe('testcase');
    expect(requests).toEqual([{ problemId: 'p1', code: 'print(3)', language: 'javascript', requestId: 'req-1' }]);

    progress('req-1', 0);
    expect(runner.getSnapshot().context.progress.filter(Boolean)).toHaveLength(1);
    progress('other-tab', 1);
    expect(runner.getSnapshot().context.progress.filter(Boolean)).toHaveLength(1);
    progress('req-1', 2, 4);
    const { progress: cases, total } = runner.getSnapshot().context;
    expect(total).toBe(3);
    expect(cases[0]?.statusId).toBe(3);
    expect(cases[1]).toBeUndefined();
    expect(cases[2]?.statusId).toBe(4);

    run.resolve(runResult);
    await waitFor(runner, (s) => s.matches('result'));
    expect(runner.getSnapshot().context.runResult).toEqual(runResult);
    expect(runner.getSnapshot().hasTag('showingResult')).toBe(true);
  });

  it('records the queue position while waiting', () => {
    const { actor, runner, emit } = start();
    actor.send({ type: 'RUN', code: 'x', language: 'cpp' });
    emit({ type: 'JUDGE_QUEUED', payload: { requestId: 'req-1', kind: 'run', problemId: 'p1', position: 2 } });
    expect(runner.getSnapshot().context.queuePosition).toBe(2);
  });

  it('takes the result from judge:done when it arrives before the HTTP answer', async () => {
    const { actor, runner, emit, tab } = start();
    actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
    actor.send({ type: 'SELECT_TAB', tab: 'code' });
    emit({ type: 'JUDGE_DONE', payload: { requestId: 'other-tab', kind: 'run', problemId: 'p1', result: { ...runResult, runtime: 9 } } });
    emit({ type: 'JUDGE_DONE', payload: { requestId: 'req-1', kind: 'run', problemId: 'p1', result: runResult } });
    await waitFor(runner, (s) => s.matches('result'));
    expect(runner.getSnapshot().context.runResult).toEqual(runResult);
    expect(tab()).toBe('testcase');
  });

  it('given a run with custom cases, then it sends their inputs (an edited example naming the one it replaces) and keeps the cases for the Testcase tab; a submit sends none', async () => {
    const { actor, runner, submission, run, submit, requests } = start();
    const customCases = [
      { input: '10 20\n', label: 'Case 1', example: 0 },
      { input: '7 7\n', label: 'Case 3', example: null },
    ];
    actor.send({ type: 'RUN', code: 'print(3)', language: 'javascript', customCases });
    expect(requests.at(-1)).toEqual({
      problemId: 'p1',
      code: 'print(3)',
      language: 'javascript',
      requestId: 'req-1',
      customTestCases: [{ input: '10 20\n', replaces: 0 }, { input: '7 7\n' }],
    });
    expect(runner.getSnapshot().context.customCases).toEqual(customCases);
    run.resolve(runResult);
    await waitFor(runner, (s) => s.matches('result'));

    actor.send({ type: 'SUBMIT', code: 'print(3)', language: 'javascript' });
    expect(requests.at(-1)).toEqual({ problemId: 'p1', code: 'print(3)', language: 'javascript', requestId: 'req-2' });
    submit.resolve(submitResult);
    await waitFor(submission, (s) => s.matches('result'));
    // The run's cases stay with its result.
    expect(runner.getSnapshot().context.customCases).toEqual(customCases);
    expect(runner.getSnapshot().context.runResult).toEqual(runResult);
  });

  it('given a run, when the call fails, then the result is a failure reading "Internal server error" on the Testcase tab', async () => {
    const { actor, runner, run, page, tab } = start();
    actor.send({ type: 'SELECT_TAB', tab: 'result' });
    actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
    actor.send({ type: 'SELECT_TAB', tab: 'code' });
    run.reject(new ApiError(500, 'boom', null));
    await waitFor(runner, (s) => s.matches('error'));
    expect(runner.getSnapshot().context.runResult).toMatchObject({ success: false, error: RUN_FAILURE });
    expect(tab()).toBe('testcase');
    expect(page().notice).toBeNull();
  });

  it('given a run, when the judge queue refuses it (429), then the failure reads as the server reason, not "Internal server error"', async () => {
    const { actor, runner, run, page } = start();
    actor.send({ type: 'RUN', code: 'x', language: 'javascript' });
    run.reject(new ApiError(429, 'You already have 2 jobs waiting', null));
    await waitFor(runner, (s) => s.matches('error'));
    expect(page().notice).toBe('You already have 2 jobs waiting');
    expect(runner.getSnapshot().context.runResult).toMatchObject({ success: false, error: 'You already have 2 jobs waiting' });
  });

  it('remembers the code and language of the run, for what a Compilation Error is about', () => {
    const { actor, page } = start();
    actor.send({ type: 'RUN', code: '#include <cstdio>', language: 'javascript' });
    expect(page()).toMatchObject({ kind: 'run', sent: { code: '#include <cstdio>', language: 'javascript' } });
  });
});
