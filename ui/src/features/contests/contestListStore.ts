import { createStoreConfig } from '@xstate/store';
import { EMPTY_CONTEST_QUERY, type ContestStatusFilter, type ContestTypeFilter } from './contestFilters';

/**
 * The contests screen's search, filters and page: state without finite states, so a store
 * rather than a machine. Any search or filter change goes back to page 1.
 */
export const contestListStore = createStoreConfig({
  context: { query: EMPTY_CONTEST_QUERY, page: 1 },
  on: {
    SEARCH: (context, event: { text: string }) => ({ query: { ...context.query, search: event.text }, page: 1 }),
    STATUS: (context, event: { value: ContestStatusFilter }) => ({ query: { ...context.query, status: event.value }, page: 1 }),
    TYPE: (context, event: { value: ContestTypeFilter }) => ({ query: { ...context.query, type: event.value }, page: 1 }),
    CLEAR_FILTERS: () => ({ query: EMPTY_CONTEST_QUERY, page: 1 }),
    PAGE: (context, event: { page: number }) => ({ ...context, page: Math.max(1, event.page) }),
  },
});
