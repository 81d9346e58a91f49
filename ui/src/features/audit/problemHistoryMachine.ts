import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../api/http';
import type { ProblemHistory, ProblemRevision } from '@forge/contracts';
import { loadStates } from '../../lib/loadStates';
import { auditActors, auditApi } from './api';

export const FETCH_PROBLEM_HISTORY_FAILED = 'Failed to load the history of this problem';
export const FETCH_REVISIONS_FAILED = 'Failed to load the revisions to compare';
export const RESTORE_FAILED = 'Failed to restore this version';

/** Two revisions to compare, the older one first as a rule (the admin may choose either way round). */
export interface RevisionPair {
  readonly before: number;
  readonly after: number;
}

export interface ProblemHistoryContext {
  readonly problemId: string;
  readonly history: ProblemHistory | null;
  readonly error: string | null;
  readonly pair: RevisionPair | null;
  /** Revisions fetched so far, by number: a revision's content never changes, so it is fetched once. */
  readonly revisions: Readonly<Record<number, ProblemRevision>>;
  readonly compareError: string | null;
  readonly restoring: number | null;
  readonly restoreError: string | null;
  readonly notice: string | null;
}

export type ProblemHistoryEvent =
  { type: 'COMPARE'; pair: RevisionPair } | { type: 'RESTORE'; revision: number } | { type: 'DISMISS' } | { type: 'RETRY' };

/** The latest change against the one before it; a problem with one revision compares it with itself. */
export function defaultPair(history: ProblemHistory): RevisionPair | null {
  const last = history.entries.at(-1);
  if (!last) return null;
  return { before: history.entries.at(-2)?.revision ?? last.revision, after: last.revision };
}

/**
 * /admin/history/:problemId: the timeline, the two revisions compared side by side, and restoring
 * one of them. A done restore loads the timeline again, which then compares its two latest revisions.
 */
export const problemHistoryMachine = setup({
  types: {
    context: {} as ProblemHistoryContext,
    events: {} as ProblemHistoryEvent,
    input: {} as { problemId: string },
  },
  actors: {
    loadHistory: auditActors.problemHistory,
    loadRevisions: fromPromise<ProblemRevision[], { problemId: string; revisions: readonly number[] }>(({ input }) =>
      Promise.all(input.revisions.map((revision) => auditApi.revision(input.problemId, revision))),
    ),
    restoreRevision: fromPromise<{ revision: number }, { problemId: string; revision: number }>(({ input }) =>
      auditApi.restore(input.problemId, input.revision),
    ),
  },
  guards: {
    hasPair: ({ context }) => context.pair !== null,
  },
}).createMachine({
  id: 'problemHistory',
  context: ({ input }) => ({
    problemId: input.problemId,
    history: null,
    error: null,
    pair: null,
    revisions: {},
    compareError: null,
    restoring: null,
    restoreError: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    ...loadStates<ProblemHistoryContext, ProblemHistoryEvent>()({
      src: 'loadHistory',
      input: ({ context }) => context.problemId,
      loaded: (history: ProblemHistory) => ({ history, pair: defaultPair(history) }),
      failed: FETCH_PROBLEM_HISTORY_FAILED,
    }),
    ready: {
      type: 'parallel',
      on: { DISMISS: { actions: assign({ restoreError: null, notice: null }) } },
      states: {
        compare: {
          initial: 'start',
          on: {
            COMPARE: { target: '.start', actions: assign(({ event }) => ({ pair: event.pair, compareError: null })) },
          },
          states: {
            start: { always: [{ guard: 'hasPair', target: 'loading' }, { target: 'idle' }] },
            idle: {},
            loading: {
              invoke: {
                src: 'loadRevisions',
                input: ({ context }) => ({
                  problemId: context.problemId,
                  revisions: [...new Set([context.pair!.before, context.pair!.after])].filter((r) => !(r in context.revisions)),
                }),
                onDone: {
                  target: 'shown',
                  actions: assign(({ context, event }) => ({
                    revisions: { ...context.revisions, ...Object.fromEntries(event.output.map((r) => [r.revision, r])) },
                  })),
                },
                onError: { target: 'failed', actions: assign({ compareError: FETCH_REVISIONS_FAILED }) },
              },
            },
            shown: {},
            failed: {},
          },
        },
        restore: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                RESTORE: {
                  target: 'restoring',
                  actions: assign(({ event }) => ({ restoring: event.revision, restoreError: null, notice: null })),
                },
              },
            },
            restoring: {
              invoke: {
                src: 'restoreRevision',
                input: ({ context, event }) => {
                  assertEvent(event, 'RESTORE');
                  return { problemId: context.problemId, revision: event.revision };
                },
                onDone: {
                  target: '#problemHistory.loading',
                  actions: assign(({ context, event }) => ({
                    notice: `Restored revision ${context.restoring}: the problem is now at revision ${event.output.revision}.`,
                    restoring: null,
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ event }) => ({ restoreError: messageOf(event.error, RESTORE_FAILED), restoring: null })),
                },
              },
            },
          },
        },
      },
    },
  },
});
