/**
 * The rating rule (issue 36): Codeforces' Elo-style method. Every learner starts at INITIAL_RATING.
 * After a rated contest, each rated participant's expected place (seed) is 1 plus the chance, by
 * Elo's formula on the ratings before the contest, that each other participant finishes above them.
 * Their target is the geometric mean of that seed and the place they took (tied participants share
 * the mean of the places they span); the rating whose seed equals the target is found by bisection,
 * and the change is half the way from the old rating to it. The changes are then shifted equally so
 * they sum to zero (the rule gives and takes no points overall), and rounded.
 */

export const INITIAL_RATING = 1500;
/** Elo's scale: a rating 400 higher wins 10 times as often. */
export const ELO_SCALE = 400;

export interface RatedStanding {
  readonly userId: string;
  /** The place in the final standings: tied participants share the best place of their tie (1, 1, 3). */
  readonly rank: number;
  /** The rating before this contest. */
  readonly rating: number;
}

export interface RatingChange {
  readonly userId: string;
  readonly rank: number;
  readonly before: number;
  readonly after: number;
  readonly change: number;
}

/** The chance that a participant rated `a` finishes above one rated `b`. */
export const winChance = (a: number, b: number) => 1 / (1 + 10 ** ((b - a) / ELO_SCALE));

/** The place a participant rated `rating` is expected to take among the others. */
function seedOf(rating: number, others: readonly number[]): number {
  return others.reduce((seed, other) => seed + winChance(other, rating), 1);
}

/** The rating whose seed among the others is `target` (the seed falls as the rating rises). */
function ratingForSeed(target: number, others: readonly number[]): number {
  let low = -10_000;
  let high = 10_000;
  for (let i = 0; i < 80; i++) {
    const middle = (low + high) / 2;
    if (seedOf(middle, others) > target) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The places a tie spans, averaged: ranks 1, 1, 3 are places 1.5, 1.5, 3. */
function placesOf(standings: readonly RatedStanding[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const s of standings) counts.set(s.rank, (counts.get(s.rank) ?? 0) + 1);
  return new Map([...counts].map(([rank, count]) => [rank, rank + (count - 1) / 2]));
}

/**
 * Each participant's change after one rated contest. A contest of fewer than two rated participants
 * changes nothing (there is nobody to be measured against).
 */
export function rateContest(standings: readonly RatedStanding[]): RatingChange[] {
  if (standings.length < 2) return standings.map((s) => ({ userId: s.userId, rank: s.rank, before: s.rating, after: s.rating, change: 0 }));
  const places = placesOf(standings);
  const raw = standings.map((s, i) => {
    const others = standings.filter((_, j) => j !== i).map((o) => o.rating);
    const target = Math.sqrt(seedOf(s.rating, others) * places.get(s.rank)!);
    return (ratingForSeed(target, others) - s.rating) / 2;
  });
  const shift = -raw.reduce((sum, d) => sum + d, 0) / raw.length;
  return standings.map((s, i) => {
    const change = Math.round(raw[i]! + shift);
    return { userId: s.userId, rank: s.rank, before: s.rating, after: s.rating + change, change };
  });
}
