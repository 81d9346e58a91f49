import { createStoreConfig } from '@xstate/store';
import type { Category, Period } from './leaderboardRules';

const initial: { period: Period; category: Category; search: string; page: number } = {
  period: 'all-time',
  category: 'overall',
  search: '',
  page: 1,
};

/**
 * The leaderboard's filter choices, search and page, a store (no finite states). The period and
 * category filters change nothing shown (spec §2); a new search goes back to page 1.
 */
export const leaderboardStore = createStoreConfig({
  context: initial,
  on: {
    PERIOD: (context, event: { value: Period }) => ({ ...context, period: event.value }),
    CATEGORY: (context, event: { value: Category }) => ({ ...context, category: event.value }),
    SEARCH: (context, event: { text: string }) => ({ ...context, search: event.text, page: 1 }),
    PAGE: (context, event: { page: number }) => ({ ...context, page: Math.max(1, event.page) }),
  },
});
