import { assign, setup } from 'xstate';
import { EMPTY_CONTEST_QUERY, type ContestQuery, type ContestStatusFilter, type ContestTypeFilter } from './contestFilters';

export type ContestListEvent =
  | { type: 'SEARCH'; text: string }
  | { type: 'STATUS'; value: ContestStatusFilter }
  | { type: 'TYPE'; value: ContestTypeFilter }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'PAGE'; page: number };

/** The contests screen's search, filters and page; any search or filter change goes back to page 1. */
export const contestListMachine = setup({
  types: {
    context: {} as { query: ContestQuery; page: number },
    events: {} as ContestListEvent,
  },
}).createMachine({
  id: 'contestList',
  context: { query: EMPTY_CONTEST_QUERY, page: 1 },
  on: {
    SEARCH: { actions: assign(({ context, event }) => ({ query: { ...context.query, search: event.text }, page: 1 })) },
    STATUS: { actions: assign(({ context, event }) => ({ query: { ...context.query, status: event.value }, page: 1 })) },
    TYPE: { actions: assign(({ context, event }) => ({ query: { ...context.query, type: event.value }, page: 1 })) },
    CLEAR_FILTERS: { actions: assign({ query: EMPTY_CONTEST_QUERY, page: 1 }) },
    PAGE: { actions: assign(({ event }) => ({ page: Math.max(1, event.page) })) },
  },
});
