import { createStoreConfig } from '@xstate/store';
import type { Category, Period } from './leaderboardRules';

const initial: { period: Period; category: Category; page: number } = { period: 'all-time', category: 'overall', page: 1 };

/**
 * Filter choices and page of the sample leaderboard, a store (no finite states). The filters
 * change nothing shown (spec §2).
 */
export const leaderboardStore = createStoreConfig({
  context: initial,
  on: {
    PERIOD: (context, event: { value: Period }) => ({ ...context, period: event.value }),
    CATEGORY: (context, event: { value: Category }) => ({ ...context, category: event.value }),
    PAGE: (context, event: { page: number }) => ({ ...context, page: Math.max(1, event.page) }),
  },
});
