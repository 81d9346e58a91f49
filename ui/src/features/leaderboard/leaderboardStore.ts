import { createStoreConfig } from '@xstate/store';
import type { Category, Period } from './leaderboardRules';

/**
 * Filter choices and page of the sample leaderboard, a store (no finite states). The filters
 * change nothing shown (spec §2).
 */
export const leaderboardStore = createStoreConfig({
  context: { period: 'all-time' as Period, category: 'overall' as Category, page: 1 },
  on: {
    PERIOD: (context, event: { value: Period }) => ({ ...context, period: event.value }),
    CATEGORY: (context, event: { value: Category }) => ({ ...context, category: event.value }),
    PAGE: (context, event: { page: number }) => ({ ...context, page: Math.max(1, event.page) }),
  },
});
