import { assertEvent, assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { FollowedSubmission } from '../submission/followedSubmission';
import { judgeEventsActor, type JudgeSocketCommand, type JudgeSocketEvent } from '../live/judgeEvents';
import { randomRequestId, type SentCode } from './judgeJob';
import { runMachine, type RunEvent, type RunReport } from '../runs/runMachine';
import { submitMachine, type SubmitEvent, type SubmitReport } from '../submission/submitMachine';
import type { JudgeKind } from '@forge/contracts';

export type RightTab = 'code' | 'testcase' | 'result';

export interface RunSubmitContext {
  readonly problemId: string;
  readonly tab: RightTab;
  /** The page's runs: the Testcase tab shows the last one. */
  readonly run: ActorRefFrom<typeof runMachine>;
  /** The page's submission: the Result tab shows it. */
  readonly submission: ActorRefFrom<typeof submitMachine>;
  /** The page's last job, a run or a submission (its own, or one it took up): what `sent` and `notice` speak of. */
  readonly kind: JudgeKind | null;
  /** The code and language of the last job, when this page started it: what a Compilation Error is about. */
  readonly sent: SentCode | null;
  /** Why the last job came to nothing (the judge's refusal, why Submit failed), or that it is still judged. */
  readonly notice: string | null;
}

type Job = Extract<RunEvent, { type: 'RUN' }> | Extract<SubmitEvent, { type: 'SUBMIT' }>;

export type RunSubmitEvent = Job | { type: 'SELECT_TAB'; tab: RightTab } | JudgeSocketEvent | RunReport | SubmitReport;

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
 * page's one socket, hands each child its updates, shows the Testcase or Result tab as a job
 * starts and ends, and keeps what the page says of its last job. While a run is in flight, the
 * page takes up no other tab's submission.
 */
export const runSubmitMachine = setup({
  types: {
    context: {} as RunSubmitContext,
    events: {} as RunSubmitEvent,
    input: {} as { problemId: string; contestId?: string; newRequestId?: () => string; followed?: FollowedSubmission },
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
    /** A job this page starts: its code is what the result will be about. */
    start: assign(({ event }) => {
      assertEvent(event, ['RUN', 'SUBMIT']);
      const kind: JudgeKind = event.type === 'RUN' ? 'run' : 'submit';
      return {
        kind,
        sent: { code: event.code, language: event.language },
        notice: null,
        tab: kind === 'run' ? 'testcase' : 'result',
      } as const;
    }),
    /** A submission the page took up: not its code, so nothing to say of it. */
    takeUp: assign({ kind: 'submit', sent: null, notice: null, tab: 'result' } as const),
    settle: assign(({ event }) => {
      assertEvent(event, ['RUN_SETTLED', 'SUBMISSION_SETTLED']);
      return { notice: event.notice, tab: event.type === 'RUN_SETTLED' ? 'testcase' : 'result' } as const;
    }),
  },
}).createMachine({
  id: 'runSubmit',
  context: ({ input, spawn }) => {
    const { problemId, contestId, followed } = input;
    const newRequestId = input.newRequestId ?? randomRequestId;
    return {
      problemId,
      tab: 'code',
      run: spawn('run', { id: 'run', input: { problemId, newRequestId } }),
      submission: spawn('submission', {
        id: 'submission',
        input: { problemId, newRequestId, followed, ...(contestId ? { contestId } : {}) },
      }),
      kind: null,
      sent: null,
      notice: null,
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
        RUN: { target: 'running', actions: ['start', 'toRun'] },
        SUBMIT: { target: 'submitting', actions: ['start', 'toSubmission'] },
        // The submission took up another tab's, or its own from before a reload: judged, or already with its verdict.
        SUBMISSION_JUDGING: { target: 'submitting', actions: 'takeUp' },
        SUBMISSION_SETTLED: { actions: ['takeUp', 'settle'] },
      },
    },
    // A run holds the page: news of a submission (another tab's) waits for the next connection.
    running: {
      tags: 'running',
      on: {
        JUDGE_QUEUED: { actions: 'toRun' },
        JUDGE_PROGRESS: { actions: 'toRun' },
        JUDGE_DONE: { actions: 'toRun' },
        RUN_SETTLED: { target: 'idle', actions: 'settle' },
      },
    },
    submitting: {
      tags: 'judging',
      on: { ...toSubmission, SUBMISSION_SETTLED: { target: 'idle', actions: 'settle' } },
    },
  },
});
