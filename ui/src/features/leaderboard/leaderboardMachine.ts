import { assign, setup } from 'xstate';
import type { Category, Period } from './leaderboardRules';

export type LeaderboardEvent = { type: 'PERIOD'; value: Period } | { type: 'CATEGORY'; value: Category } | { type: 'PAGE'; page: number };

/** Filter choices and page of the sample leaderboard. The filters change nothing shown (spec §2). */
export const leaderboardMachine = setup({
  types: {
    context: {} as { period: Period; category: Category; page: number },
    events: {} as LeaderboardEvent,
  },
}).createMachine({
  id: 'leaderboard',
  context: { period: 'all-time', category: 'overall', page: 1 },
  on: {
    PERIOD: { actions: assign(({ event }) => ({ period: event.value })) },
    CATEGORY: { actions: assign(({ event }) => ({ category: event.value })) },
    PAGE: { actions: assign(({ event }) => ({ page: Math.max(1, event.page) })) },
  },
});
