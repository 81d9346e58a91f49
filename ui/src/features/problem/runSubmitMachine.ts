import { assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { FollowedSubmission } from './followedSubmission';
import { judgeEventsActor, type JudgeSocketCommand, type JudgeSocketEvent } from './judgeEvents';
import { randomRequestId } from './judgeJob';
import { runMachine, type RunEvent, type RunReport } from './runMachine';
import { submitMachine, type SubmitEvent, type SubmitReport } from './submitMachine';

export type RightTab = 'code' | 'testcase' | 'result';

export interface RunSubmitContext {
  readonly problemId: string;
  readonly tab: RightTab;
  /** The page's runs: the Testcase tab reads it. */
  readonly run: ActorRefFrom<typeof runMachine>;
  /** The page's submission: the Result tab reads it. */
  readonly submission: ActorRefFrom<typeof submitMachine>;
}

export type RunSubmitEvent =
  | Extract<RunEvent, { type: 'RUN' }>
  | Extract<SubmitEvent, { type: 'SUBMIT' }>
  | { type: 'SELECT_TAB'; tab: RightTab }
  | JudgeSocketEvent
  | RunReport
  | SubmitReport;

/** Where a socket event goes while no run is in flight: to the submission, which may take one up. */
const toSubmission = {
  JUDGE_QUEUED: { actions: 'toSubmission' },
  JUDGE_PROGRESS: { actions: 'toSubmission' },
  JUDGE_DONE: { actions: 'toSubmission' },
  SOCKET_CONNECTED: { actions: 'toSubmission' },
  SUBMISSION_STATE: { actions: 'toSubmission' },
} as const;

/**
 * The problem page's Run and Submit: one job at a time, either a run (runMachine.ts) or a
 * submission (submitMachine.ts), each a child that keeps its last result. This parent holds the
 * page's one socket, hands each child its updates, and shows the Testcase or Result tab as a job
 * starts and ends. While a run is in flight, the page takes up no other tab's submission.
 */
export const runSubmitMachine = setup({
  types: {
    context: {} as RunSubmitContext,
    events: {} as RunSubmitEvent,
    input: {} as { problemId: string; newRequestId?: () => string; followed?: FollowedSubmission },
  },
  actors: { run: runMachine, submission: submitMachine, judgeEvents: judgeEventsActor },
  actions: {
    toRun: sendTo(
      ({ context }) => context.run,
      ({ event }) => event as RunEvent,
    ),
    toSubmission: sendTo(
      ({ context }) => context.submission,
      ({ event }) => event as SubmitEvent,
    ),
    toSocket: sendTo('judgeEvents', ({ event }) => event as JudgeSocketCommand),
    showTab: assign((_, tab: RightTab) => ({ tab })),
  },
}).createMachine({
  id: 'runSubmit',
  context: ({ input, spawn }) => {
    const { problemId, followed } = input;
    const newRequestId = input.newRequestId ?? randomRequestId;
    return {
      problemId,
      tab: 'code',
      run: spawn('run', { id: 'run', input: { problemId, newRequestId } }),
      submission: spawn('submission', { id: 'submission', input: { problemId, newRequestId, followed } }),
    };
  },
  invoke: { id: 'judgeEvents', src: 'judgeEvents', input: ({ context }) => ({ problemId: context.problemId }) },
  on: {
    SELECT_TAB: { actions: { type: 'showTab', params: ({ event }) => event.tab } },
    WATCH: { actions: 'toSocket' },
    FIND_PENDING: { actions: 'toSocket' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ...toSubmission,
        RUN: { target: 'running', actions: ['toRun', { type: 'showTab', params: 'testcase' }] },
        SUBMIT: { target: 'submitting', actions: ['toSubmission', { type: 'showTab', params: 'result' }] },
        // The submission took up another tab's, or its own from before a reload.
        SUBMISSION_JUDGING: { target: 'submitting', actions: { type: 'showTab', params: 'result' } },
        SUBMISSION_SETTLED: { actions: { type: 'showTab', params: 'result' } },
      },
    },
    // A run holds the page: news of a submission (another tab's) waits for the next connection.
    running: {
      tags: 'running',
      on: {
        JUDGE_QUEUED: { actions: 'toRun' },
        JUDGE_PROGRESS: { actions: 'toRun' },
        JUDGE_DONE: { actions: 'toRun' },
        RUN_SETTLED: { target: 'idle', actions: { type: 'showTab', params: 'testcase' } },
      },
    },
    submitting: {
      tags: 'judging',
      on: { ...toSubmission, SUBMISSION_SETTLED: { target: 'idle', actions: { type: 'showTab', params: 'result' } } },
    },
  },
});
