import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { problemApi, type JudgeRequest } from '../problem/api';
import type { SentCase } from './caseInputsStore';
import type { JudgeSocketEvent } from '../live/judgeEvents';
import { isJudgeUpdate, isUpdateOf, refusalOf, type TestProgress } from '../problem/judgeJob';
import type { RunResult, SubmissionLanguage } from '@forge/contracts';

/** Run failure reads like this whatever went wrong (spec §8). */
export const RUN_FAILURE = 'Internal server error';

export interface RunContext {
  readonly problemId: string;
  readonly newRequestId: () => string;
  /** This page's id for the run in flight (or last). */
  readonly requestId: string | null;
  /** Place in the judge queue while waiting; 0 once judging started. */
  readonly queuePosition: number | null;
  /** Finished visible cases of the run in flight, by index, as the socket reports them. */
  readonly progress: readonly (TestProgress | undefined)[];
  readonly total: number | null;
  readonly runResult: RunResult | null;
  /** The custom cases the run in flight (or last) sent, in order. */
  readonly customCases: readonly SentCase[];
  /** Why the run came to nothing when the judge refused it (queue full), in the server's words. */
  readonly notice: string | null;
}

export type RunEvent = { type: 'RUN'; code: string; language: SubmissionLanguage; customCases?: readonly SentCase[] } | JudgeSocketEvent;

/** What the run machine tells the page (runSubmitMachine.ts): the run is over, its result on the Testcase tab. */
export interface RunReport {
  readonly type: 'RUN_SETTLED';
  readonly notice: string | null;
}

const failedRun: RunResult = { success: false, runtime: 0, memory: 0, error: RUN_FAILURE, failure: null, testCases: [] };

/**
 * The page's runs, one at a time: the Run button's call, with the visible cases filling in as the
 * socket reports them. The Testcase tab shows it; the last result stays until the next run.
 */
export const runMachine = setup({
  types: {
    context: {} as RunContext,
    events: {} as RunEvent,
    input: {} as { problemId: string; newRequestId: () => string },
  },
  actors: {
    runCode: fromPromise<RunResult, JudgeRequest>(({ input }) => problemApi.run(input)),
  },
  guards: {
    /** The run in flight's own update: by this page's request id. */
    isOurs: ({ context, event }) => isJudgeUpdate(event) && event.payload.kind === 'run' && isUpdateOf(context, event),
  },
  actions: {
    start: assign(({ context, event }) => {
      assertEvent(event, 'RUN');
      return {
        requestId: context.newRequestId(),
        queuePosition: null,
        progress: [],
        total: null,
        runResult: null,
        customCases: event.customCases ?? [],
        notice: null,
      };
    }),
    recordQueued: assign(({ event }) => {
      assertEvent(event, 'JUDGE_QUEUED');
      return { queuePosition: event.payload.position };
    }),
    recordProgress: assign(({ context, event }) => {
      assertEvent(event, 'JUDGE_PROGRESS');
      const { payload } = event;
      const progress = [...context.progress];
      progress[payload.index] = { statusId: payload.statusId, time: payload.time, memory: payload.memory };
      return { progress, total: payload.total, queuePosition: 0 };
    }),
    recordDone: assign(({ event }) => {
      assertEvent(event, 'JUDGE_DONE');
      // `isOurs` let through only this run's result.
      return event.payload.kind === 'run' ? { runResult: event.payload.result } : {};
    }),
    reportSettled: sendParent(({ context }): RunReport => ({ type: 'RUN_SETTLED', notice: context.notice })),
  },
}).createMachine({
  id: 'run',
  context: ({ input }) => ({
    problemId: input.problemId,
    newRequestId: input.newRequestId,
    requestId: null,
    queuePosition: null,
    progress: [],
    total: null,
    runResult: null,
    customCases: [],
    notice: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { RUN: { target: 'running', actions: 'start' } } },
    running: {
      tags: 'running',
      invoke: {
        src: 'runCode',
        input: ({ context, event }) => runRequest(context, event),
        onDone: { target: 'result', actions: assign(({ event }) => ({ runResult: event.output })) },
        onError: {
          target: 'error',
          // A refusal (429 from the queue) reads as itself, not as the spec's RUN_FAILURE for a crash.
          actions: assign(({ event }) => {
            const notice = refusalOf(event.error);
            return { runResult: { ...failedRun, error: notice ?? RUN_FAILURE }, notice };
          }),
        },
      },
      on: {
        JUDGE_QUEUED: { guard: 'isOurs', actions: 'recordQueued' },
        JUDGE_PROGRESS: { guard: 'isOurs', actions: 'recordProgress' },
        JUDGE_DONE: { guard: 'isOurs', target: 'result', actions: 'recordDone' },
      },
    },
    result: { tags: 'showingResult', entry: 'reportSettled', on: { RUN: { target: 'running', actions: 'start' } } },
    error: { tags: 'showingResult', entry: 'reportSettled', on: { RUN: { target: 'running', actions: 'start' } } },
  },
});

function runRequest(context: RunContext, event: RunEvent): JudgeRequest {
  assertEvent(event, 'RUN');
  const { code, language } = event;
  const request = { problemId: context.problemId, code, language, requestId: context.requestId ?? '' };
  const custom = event.customCases ?? [];
  // An edited example names the example it replaces, which then does not run as given (issue 33).
  const cases = custom.map((c) => (c.example === null ? { input: c.input } : { input: c.input, replaces: c.example }));
  return custom.length > 0 ? { ...request, customTestCases: cases } : request;
}
