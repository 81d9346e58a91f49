import { assign, setup } from 'xstate';
import { messageOf } from '../../api/http';
import type { RejudgeOverview, RejudgeReport } from '@forge/contracts';
import { loadStates } from '../../lib/loadStates';
import { auditActors } from './api';

export const FETCH_REPORT_FAILED = 'Failed to load the rejudge report';
export const REJUDGE_FAILED = 'Failed to start the rejudge';
/** How often a running rejudge's report is read again. */
export const POLL_MS = 1500;

export interface RejudgeContext {
  readonly problemId: string;
  /** The latest report; null when the problem was never rejudged. */
  readonly report: RejudgeReport | null;
  /** How many accepted submissions a rejudge started now would judge. */
  readonly accepted: number;
  readonly error: string | null;
}

export type RejudgeEvent = { type: 'REJUDGE' } | { type: 'CONFIRM' } | { type: 'CANCEL' } | { type: 'RETRY' };

/**
 * A problem's rejudge panel: the latest report, a new rejudge once confirmed (the admin is told how many it judges), and the report read
 * again every POLL_MS while the rejudge runs. A failed read while polling keeps the last report
 * and offers Try Again.
 */
export const rejudgeMachine = setup({
  types: {
    context: {} as RejudgeContext,
    events: {} as RejudgeEvent,
    input: {} as { problemId: string },
  },
  actors: { loadReport: auditActors.rejudgeOverview, startRejudge: auditActors.startRejudge },
  guards: {
    isRunning: ({ context }) => context.report?.status === 'running',
  },
  delays: { poll: POLL_MS },
}).createMachine({
  id: 'rejudge',
  context: ({ input }) => ({ problemId: input.problemId, report: null, accepted: 0, error: null }),
  initial: 'loading',
  states: {
    ...loadStates<RejudgeContext, RejudgeEvent>()({
      src: 'loadReport',
      input: ({ context }) => context.problemId,
      target: 'settled',
      loaded: (overview: RejudgeOverview) => ({ report: overview.latest, accepted: overview.accepted }),
      failed: FETCH_REPORT_FAILED,
    }),
    /** Where a report lands: polled while it runs, shown once done. */
    settled: { always: [{ guard: 'isRunning', target: 'polling' }, { target: 'idle' }] },
    idle: { on: { REJUDGE: 'confirming' } },
    confirming: { on: { CONFIRM: 'starting', CANCEL: 'idle' } },
    starting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'startRejudge',
        input: ({ context }) => context.problemId,
        onDone: { target: 'settled', actions: assign(({ event }) => ({ report: event.output })) },
        onError: { target: 'idle', actions: assign(({ event }) => ({ error: messageOf(event.error, REJUDGE_FAILED) })) },
      },
    },
    polling: { after: { poll: 'loading' } },
  },
});
