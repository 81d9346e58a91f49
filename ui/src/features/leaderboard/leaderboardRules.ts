/** Display rules of the leaderboard (spec §2, §4, §9). */

export { LEADERBOARD_PAGE_SIZE } from '@forge/contracts';

export type Period = 'all-time' | 'this-month' | 'this-week' | 'today';
export type Category = 'overall' | 'algorithms' | 'data-structures' | 'mathematics' | 'strings';

export const PERIODS: readonly { value: Period; label: string }[] = [
  { value: 'all-time', label: 'All Time' },
  { value: 'this-month', label: 'This Month' },
  { value: 'this-week', label: 'This Week' },
  { value: 'today', label: 'Today' },
];

export const CATEGORIES: readonly { value: Category; label: string }[] = [
  { value: 'overall', label: 'Overall' },
  { value: 'algorithms', label: 'Algorithms' },
  { value: 'data-structures', label: 'Data Structures' },
  { value: 'mathematics', label: 'Mathematics' },
  { value: 'strings', label: 'Strings' },
];

/** Rating colour bands at 2800, 2400, 2000, 1600 and 1200. */
export type RatingBand = 'legend' | 'grandmaster' | 'master' | 'expert' | 'specialist' | 'newcomer';

export function ratingBand(rating: number): RatingBand {
  if (rating >= 2800) return 'legend';
  if (rating >= 2400) return 'grandmaster';
  if (rating >= 2000) return 'master';
  if (rating >= 1600) return 'expert';
  if (rating >= 1200) return 'specialist';
  return 'newcomer';
}

export const isPodium = (rank: number): boolean => rank >= 1 && rank <= 3;
