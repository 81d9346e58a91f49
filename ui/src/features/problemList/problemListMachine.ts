import type { ProblemListView } from './problemListSearch';
import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../../api/http';
import { problemListApi } from './api';
import { EMPTY_QUERY, type DifficultyFilter, type ProblemQuery, type ProblemSummary, type StatusFilter } from './problemFilters';

/** Spec §8 problem list errors, by HTTP status. */
export const PROBLEM_LIST_ERRORS = {
  401: 'Authentication failed. Please log in again.',
  404: 'Problems endpoint not found. Please contact support.',
  500: 'Server error occurred. Please try again later.',
  other: 'Failed to fetch problems. Please try again.',
} as const;

export function problemListError(error: unknown): { status: number; message: string } {
  const status = error instanceof ApiError ? error.status : 0;
  const message = status === 401 || status === 404 || status === 500 ? PROBLEM_LIST_ERRORS[status] : PROBLEM_LIST_ERRORS.other;
  return { status, message };
}

export interface ProblemListContext {
  readonly problems: readonly ProblemSummary[];
  readonly query: ProblemQuery;
  readonly page: number;
  readonly error: { status: number; message: string } | null;
}

export type ProblemListEvent =
  | { type: 'SEARCH'; text: string }
  | { type: 'DIFFICULTY'; value: DifficultyFilter }
  | { type: 'STATUS'; value: StatusFilter }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'PAGE'; page: number }
  | { type: 'RETRY' };

/** Loads the problem list once, then holds the search, filters and page; any query change goes back to page 1. */
export const problemListMachine = setup({
  types: {
    context: {} as ProblemListContext,
    events: {} as ProblemListEvent,
    /** The search, filters and page to open on (the URL's). */
    input: {} as ProblemListView,
  },
  actors: {
    fetchProblems: fromPromise<ProblemSummary[]>(() => problemListApi.all()),
  },
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => problemListError(params.error).status === 401,
  },
  actions: {
    recordError: assign((_, params: { error: unknown }) => ({ error: problemListError(params.error) })),
    /** The session is gone; the app signs out, which sends the user to /login. */
    sessionExpired: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'problemList',
  context: ({ input }) => ({ problems: [], query: input.query, page: input.page, error: null }),
  initial: 'loading',
  on: {
    SEARCH: { actions: assign(({ context, event }) => ({ query: { ...context.query, search: event.text }, page: 1 })) },
    DIFFICULTY: { actions: assign(({ context, event }) => ({ query: { ...context.query, difficulty: event.value }, page: 1 })) },
    STATUS: { actions: assign(({ context, event }) => ({ query: { ...context.query, status: event.value }, page: 1 })) },
    CLEAR_FILTERS: { actions: assign({ query: EMPTY_QUERY, page: 1 }) },
    PAGE: { actions: assign(({ event }) => ({ page: Math.max(1, event.page) })) },
  },
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'fetchProblems',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ problems: event.output })) },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              { type: 'sessionExpired', params: { message: PROBLEM_LIST_ERRORS[401] } },
            ],
          },
          { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    ready: {
      on: { RETRY: 'loading' },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
