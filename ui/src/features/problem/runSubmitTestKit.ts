import { createActor, fromCallback, fromPromise } from 'xstate';
import type { JudgeRequest } from './api';
import { memoryFollowedSubmission, type FollowedSubmission } from '../submission/followedSubmission';
import type { JudgeSocketCommand, JudgeSocketEvent } from '../live/judgeEvents';
import { runMachine } from '../runs/runMachine';
import { runSubmitMachine } from './runSubmitMachine';
import { submitMachine } from '../submission/submitMachine';
import type { RunResult, SubmissionState, SubmitPending, SubmitResponse } from '@forge/contracts';

/** The problem page's Run and Submit with a fake judge, for the machines' tests. */

export const runResult: RunResult = {
  success: true,
  runtime: 0.02,
  memory: 2048,
  error: null,
  failure: null,
  testCases: [{ stdin: '1 2\n', expected_output: '3\n', stdout: '3\n', status_id: 3 }],
};
export const submitResult: SubmitResponse = {
  accepted: true,
  passedTestCases: 4,
  totalTestCases: 4,
  runtime: 0.1,
  memory: 3000,
  error: null,
  failure: null,
};

/** Where submission `s1` of problem p1 stands: `cases` finished (all accepted), and the verdict if given. */
export function stateOf(cases: number[], result: SubmitResponse | null = null, submissionId = 's1'): SubmissionState {
  return {
    submissionId,
    problemId: 'p1',
    language: 'javascript',
    code: 'console.log(1)',
    status: result ? (result.accepted ? 'accepted' : 'wrong') : 'pending',
    testCasesTotal: 4,
    attempts: cases.length > 0 ? 1 : 0,
    cases: cases.map((index) => ({ index, statusId: 3 })),
    result,
    createdAt: '2025-01-01T00:00:00.000Z',
    judgedAt: result ? '2025-01-01T00:00:09.000Z' : null,
  };
}
export const pending = (submissionId: string): SubmitPending => ({ submissionId, status: 'pending', message: 'still being judged' });
export const queued = (requestId: string | null, submissionId: string, problemId = 'p1'): JudgeSocketEvent => ({
  type: 'JUDGE_QUEUED',
  payload: { requestId, kind: 'submit', problemId, submissionId, position: 1 },
});
export const done = (requestId: string | null, submissionId: string, result: SubmitResponse = submitResult): JudgeSocketEvent => ({
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
type Calls<T> = ReturnType<typeof deferred<T>>[];

/** `start` makes the page's machine with a fake judge: tests settle the HTTP calls and push socket events themselves. */
export function fakeJudgeStarter() {
  const started: { stop(): void }[] = [];
  afterEach(() => {
    for (const actor of started.splice(0)) actor.stop();
  });

  return function start(options: { followed?: FollowedSubmission; giveUpAfter?: number; contestId?: string } = {}) {
    const runs: Calls<RunResult> = [];
    const submits: Calls<SubmitResponse | SubmitPending> = [];
    const requests: JudgeRequest[] = [];
    /** What the machines asked of the socket. */
    const commands: JudgeSocketCommand[] = [];
    const call = <T>(calls: Calls<T>, input: JudgeRequest) => {
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
          run: runMachine.provide({
            actors: { runCode: fromPromise<RunResult, JudgeRequest>(({ input }) => call(runs, input)) },
          }),
          submission: submitMachine.provide({
            actors: { submitCode: fromPromise<SubmitResponse | SubmitPending, JudgeRequest>(({ input }) => call(submits, input)) },
            delays: { giveUp: options.giveUpAfter ?? 60_000 },
          }),
          judgeEvents: fromCallback<JudgeSocketCommand, { problemId: string }>(({ sendBack, receive }) => {
            socket = sendBack;
            receive((command) => commands.push(command));
          }),
        },
      }),
      {
        input: {
          problemId: 'p1',
          newRequestId: () => `req-${++next}`,
          followed,
          ...(options.contestId ? { contestId: options.contestId } : {}),
        },
      },
    ).start();
    started.push(actor);
    const emit = (event: JudgeSocketEvent) => socket!(event);
    const progress = (requestId: string | null, index: number, statusId = 3, submissionId?: string) =>
      emit({
        type: 'JUDGE_PROGRESS',
        payload: {
          requestId,
          problemId: 'p1',
          index,
          total: 3,
          statusId,
          ...(submissionId ? { kind: 'submit', submissionId } : { kind: 'run', time: 0.01, memory: 900 }),
        },
      });
    const run = { resolve: (r: RunResult) => runs.at(-1)!.resolve(r), reject: (e: unknown) => runs.at(-1)!.reject(e) };
    const submit = {
      resolve: (r: SubmitResponse | SubmitPending) => submits.at(-1)!.resolve(r),
      reject: (e: unknown) => submits.at(-1)!.reject(e),
    };
    /** The run child and the submission child. */
    const { run: runner, submission } = actor.getSnapshot().context;
    /** What the page shows of its jobs: the tab, and what it says of the last job. */
    const page = () => actor.getSnapshot().context;
    const tab = () => page().tab;
    /** How many tests of the job in flight have finished, on the run's side or the submission's. */
    const finished = (of: typeof runner | typeof submission = submission) => of.getSnapshot().context.progress.filter(Boolean).length;
    return { actor, runner, submission, run, submit, requests, commands, emit, progress, followed, page, tab, finished };
  };
}
