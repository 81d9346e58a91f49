import { assertEvent, assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import { ApiError } from '../../api/http';
import { problemApi, type JudgeRequest } from './api';
import { connectJudgeSocket } from './judgeSocket';
import {
  JUDGE_DONE,
  JUDGE_PROGRESS,
  JUDGE_QUEUED,
  type JudgeDonePayload,
  type JudgeKind,
  type JudgeProgressPayload,
  type JudgeQueuedPayload,
  type RunResult,
  type SubmissionLanguage,
  type SubmitResponse,
} from '@forge/contracts';

export type RightTab = 'code' | 'testcase' | 'result';

export interface TestProgress {
  readonly status_id: number;
  readonly time: number;
  readonly memory: number;
}

export interface RunSubmitContext {
  readonly problemId: string;
  readonly newRequestId: () => string;
  readonly tab: RightTab;
  readonly kind: JudgeKind | null;
  readonly requestId: string | null;
  /** Place in the judge queue while waiting; 0 once judging started. */
  readonly queuePosition: number | null;
  /** Finished tests of the job in flight, by index, as the socket reports them. */
  readonly progress: readonly (TestProgress | undefined)[];
  readonly total: number | null;
  readonly runResult: RunResult | null;
  readonly submitResult: SubmitResponse | null;
  /** Why the judge refused (queue full, invalid code), when the server said so. */
  readonly notice: string | null;
}

export type JudgeSocketEvent =
  | { type: 'JUDGE_QUEUED'; payload: JudgeQueuedPayload }
  | { type: 'JUDGE_PROGRESS'; payload: JudgeProgressPayload }
  | { type: 'JUDGE_DONE'; payload: JudgeDonePayload };

export type RunSubmitEvent =
  | { type: 'RUN'; code: string; language: SubmissionLanguage }
  | { type: 'SUBMIT'; code: string; language: SubmissionLanguage }
  | { type: 'SELECT_TAB'; tab: RightTab }
  | JudgeSocketEvent;

/** Run failure reads like this whatever went wrong (spec §8). */
export const RUN_FAILURE = 'Internal server error';

export function randomRequestId(): string {
  const c = globalThis.crypto;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- randomUUID exists only in secure contexts (plain http on a LAN address has none)
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const failedRun: RunResult = { success: false, runtime: 0, memory: 0, error: RUN_FAILURE, failure: null, testCases: [] };

/** A refusal the learner can act on (queue full, code missing); a crash says nothing more than RUN_FAILURE. */
function noticeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return (error.status >= 400 && error.status < 500) || error.status === 503 ? error.message : null;
}

/** Live judge updates from the socket, as machine events. */
export const judgeEventsActor = fromCallback<EventObject>(({ sendBack }) => {
  const socket = connectJudgeSocket();
  socket.on(JUDGE_QUEUED, (payload) => sendBack({ type: 'JUDGE_QUEUED', payload }));
  socket.on(JUDGE_PROGRESS, (payload) => sendBack({ type: 'JUDGE_PROGRESS', payload }));
  socket.on(JUDGE_DONE, (payload) => sendBack({ type: 'JUDGE_DONE', payload }));
  return () => {
    socket.disconnect();
  };
});

export const runSubmitMachine = setup({
  types: {
    context: {} as RunSubmitContext,
    events: {} as RunSubmitEvent,
    input: {} as { problemId: string; newRequestId?: () => string },
  },
  actors: {
    runCode: fromPromise<RunResult, JudgeRequest>(({ input }) => problemApi.run(input)),
    submitCode: fromPromise<SubmitResponse, JudgeRequest>(({ input }) => problemApi.submit(input)),
    judgeEvents: judgeEventsActor,
  },
  guards: {
    isOurs: ({ context, event }) =>
      (event.type === 'JUDGE_QUEUED' || event.type === 'JUDGE_PROGRESS' || event.type === 'JUDGE_DONE') &&
      event.payload.requestId !== null &&
      event.payload.requestId === context.requestId,
  },
  actions: {
    start: assign(({ context, event }) => {
      assertEvent(event, ['RUN', 'SUBMIT']);
      const kind: JudgeKind = event.type === 'SUBMIT' ? 'submit' : 'run';
      return {
        kind,
        requestId: context.newRequestId(),
        queuePosition: null,
        progress: [],
        total: null,
        notice: null,
        tab: kind === 'run' ? ('testcase' as const) : ('result' as const),
        ...(kind === 'run' ? { runResult: null } : { submitResult: null }),
      };
    }),
    recordQueued: assign(({ event }) => {
      assertEvent(event, 'JUDGE_QUEUED');
      return { queuePosition: event.payload.position };
    }),
    recordProgress: assign(({ context, event }) => {
      assertEvent(event, 'JUDGE_PROGRESS');
      const progress = [...context.progress];
      progress[event.payload.index] = { status_id: event.payload.status_id, time: event.payload.time, memory: event.payload.memory };
      return { progress, total: event.payload.total, queuePosition: 0 };
    }),
    selectTab: assign(({ event }) => {
      assertEvent(event, 'SELECT_TAB');
      return { tab: event.tab };
    }),
  },
}).createMachine({
  id: 'runSubmit',
  context: ({ input }) => ({
    problemId: input.problemId,
    newRequestId: input.newRequestId ?? randomRequestId,
    tab: 'code',
    kind: null,
    requestId: null,
    queuePosition: null,
    progress: [],
    total: null,
    runResult: null,
    submitResult: null,
    notice: null,
  }),
  invoke: { src: 'judgeEvents' },
  on: { SELECT_TAB: { actions: 'selectTab' } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        RUN: { target: 'running.run', actions: 'start' },
        SUBMIT: { target: 'running.submit', actions: 'start' },
      },
    },
    running: {
      initial: 'run',
      on: {
        JUDGE_QUEUED: { guard: 'isOurs', actions: 'recordQueued' },
        JUDGE_PROGRESS: { guard: 'isOurs', actions: 'recordProgress' },
      },
      states: {
        run: {
          invoke: {
            src: 'runCode',
            input: ({ context, event }) => judgeRequest(context, event),
            onDone: {
              target: '#runSubmit.result',
              actions: assign(({ event }) => ({ runResult: event.output, tab: 'testcase' as const })),
            },
            onError: {
              target: '#runSubmit.error',
              actions: assign(({ event }) => ({ runResult: failedRun, tab: 'testcase' as const, notice: noticeOf(event.error) })),
            },
          },
          on: {
            JUDGE_DONE: {
              guard: 'isOurs',
              target: '#runSubmit.result',
              actions: assign(({ event }) => ({ runResult: event.payload.result as RunResult, tab: 'testcase' as const })),
            },
          },
        },
        submit: {
          invoke: {
            src: 'submitCode',
            input: ({ context, event }) => judgeRequest(context, event),
            onDone: {
              target: '#runSubmit.result',
              actions: assign(({ event }) => ({ submitResult: event.output, tab: 'result' as const })),
            },
            onError: {
              target: '#runSubmit.error',
              actions: assign(({ event }) => ({ submitResult: null, tab: 'result' as const, notice: noticeOf(event.error) })),
            },
          },
          on: {
            JUDGE_DONE: {
              guard: 'isOurs',
              target: '#runSubmit.result',
              actions: assign(({ event }) => ({
                submitResult: { ...(event.payload.result as SubmitResponse), submissionId: event.payload.submissionId },
                tab: 'result' as const,
              })),
            },
          },
        },
      },
    },
    result: {
      on: {
        RUN: { target: 'running.run', actions: 'start' },
        SUBMIT: { target: 'running.submit', actions: 'start' },
      },
    },
    error: {
      on: {
        RUN: { target: 'running.run', actions: 'start' },
        SUBMIT: { target: 'running.submit', actions: 'start' },
      },
    },
  },
});

function judgeRequest(context: RunSubmitContext, event: RunSubmitEvent): JudgeRequest {
  assertEvent(event, ['RUN', 'SUBMIT']);
  const { code, language } = event;
  return { problemId: context.problemId, code, language, requestId: context.requestId ?? '' };
}
