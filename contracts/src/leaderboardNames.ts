/** The leaderboard's badges by rating level (spec §3, issue 36), zod-free so the browser imports them as values. */

export const badges = ['diamond', 'platinum', 'gold', 'silver', 'bronze'] as const;
export type Badge = (typeof badges)[number];

/** Diamond from 2600, platinum from 2200, gold from 1800, silver from 1400, bronze below. */
export function badgeForRating(rating: number): Badge {
  if (rating >= 2600) return 'diamond';
  if (rating >= 2200) return 'platinum';
  if (rating >= 1800) return 'gold';
  if (rating >= 1400) return 'silver';
  return 'bronze';
}

/** The spec's leaderboard page size. */
export const LEADERBOARD_PAGE_SIZE = 25;
