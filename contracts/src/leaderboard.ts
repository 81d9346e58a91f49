import { z } from 'zod';
import { badges } from './leaderboardNames';

const count = z.number().int().nonnegative();

/** One learner on `GET /api/leaderboard` (the spec's leaderboard entry, issue 36 made it real). Never an email. */
export const leaderboardEntry = z.strictObject({
  _id: z.string(),
  /** By rating, then problems solved; learners equal in both share a rank. */
  rank: z.number().int().positive(),
  /** A handle made of the learner's name (accounts have no username of their own). */
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Initials. */
  avatar: z.string(),
  rating: z.number().int(),
  problemsSolved: count,
  /** First places in rated contests. */
  contestWins: count,
  /** Consecutive days (UTC) with a submission, up to today or yesterday. */
  streak: count,
  country: z.string(),
  institution: z.string(),
  badge: z.enum(badges),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** `GET /api/leaderboard?search=&page=`: one page of 25 of the learners matching the search, in rank order. */
export const leaderboardView = z.strictObject({
  entries: z.array(leaderboardEntry),
  page: z.number().int().positive(),
  totalItems: count,
  totalPages: count,
});
export type LeaderboardView = z.infer<typeof leaderboardView>;

export const leaderboardQuery = z.object({
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().positive().optional(),
});

/** A learner's rating on their profile: now, and after each rated contest, oldest first. */
export const ratingView = z.strictObject({
  current: z.number().int(),
  history: z.array(
    z.strictObject({
      contestId: z.string(),
      title: z.string(),
      /** The contest's end. */
      at: z.string(),
      rank: z.number().int().positive(),
      rating: z.number().int(),
      change: z.number().int(),
    }),
  ),
});
export type RatingView = z.infer<typeof ratingView>;
