import { assign, setup } from 'xstate';
import type { HistoryIndex } from '@forge/contracts';
import { loadStates } from '../../lib/loadStates';
import { auditActors } from './api';

export const FETCH_HISTORY_FAILED = 'Failed to load the problem history';
/** Typing waits this long for the next key before asking the server. */
export const SEARCH_DELAY_MS = 300;

export type HistoryProblem = HistoryIndex['problems'][number];

export interface HistoryIndexContext {
  readonly search: string;
  /** The search the shown problems answer, so the empty state can say what matched nothing. */
  readonly shownSearch: string;
  readonly problems: readonly HistoryProblem[];
  readonly error: string | null;
}

export type HistoryIndexEvent = { type: 'TYPE'; text: string } | { type: 'SEARCH'; text: string } | { type: 'RETRY' };

/** /admin/history: every problem with its last change, searched on the server as the admin types. */
export const historyIndexMachine = setup({
  types: {
    context: {} as HistoryIndexContext,
    events: {} as HistoryIndexEvent,
  },
  actors: { loadIndex: auditActors.historyIndex },
  delays: { searchDelay: SEARCH_DELAY_MS },
}).createMachine({
  id: 'historyIndex',
  context: { search: '', shownSearch: '', problems: [], error: null },
  initial: 'loading',
  on: {
    TYPE: { target: '.waiting', reenter: true, actions: assign(({ event }) => ({ search: event.text })) },
    SEARCH: { target: '.loading', reenter: true, actions: assign(({ event }) => ({ search: event.text })) },
  },
  states: {
    waiting: { after: { searchDelay: 'loading' } },
    ...loadStates<HistoryIndexContext, HistoryIndexEvent>()({
      src: 'loadIndex',
      input: ({ context }) => context.search,
      loaded: (index: HistoryIndex, context) => ({ problems: index.problems, shownSearch: context.search }),
      failed: FETCH_HISTORY_FAILED,
    }),
    ready: {},
  },
});
