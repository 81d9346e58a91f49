import type { ReadModelStore } from '@forge/events';
import { badgeForRating, LEADERBOARD_PAGE_SIZE, type LeaderboardEntry, type LeaderboardView } from '@forge/contracts';
import { listLearners, streakOf, type LearnerDocument } from './learnersProjection';
import { INITIAL_RATING } from './ratingRule';
import { getRatingBoard, type RatingBoard } from './ratingsProjection';

/** A handle from the learner's name (accounts have none): lower-case letters and digits, the names joined by `_`. */
export function usernameOf(firstName: string, lastName: string): string {
  const part = (name: string) =>
    name
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return [part(firstName), part(lastName)].filter((p) => p !== '').join('_') || 'learner';
}

const initials = (firstName: string, lastName: string) => `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || 'U';

/** Every learner ranked: by rating, then problems solved; equal in both, the same rank (then by name for the order). */
export function rankLearners(learners: readonly LearnerDocument[], board: RatingBoard, now: Date): LeaderboardEntry[] {
  const unranked = learners.map((l) => {
    const rated = board.users[l.userId];
    const rating = rated?.rating ?? INITIAL_RATING;
    return {
      _id: l.userId,
      username: usernameOf(l.firstName, l.lastName),
      firstName: l.firstName,
      lastName: l.lastName,
      avatar: initials(l.firstName, l.lastName),
      rating,
      problemsSolved: l.solved.length,
      contestWins: rated?.wins ?? 0,
      streak: streakOf(l, now),
      country: l.country ?? '',
      institution: l.institution ?? '',
      badge: badgeForRating(rating),
    };
  });
  const better = (a: (typeof unranked)[number], b: (typeof unranked)[number]) => b.rating - a.rating || b.problemsSolved - a.problemsSolved;
  const sorted = unranked.sort(
    (a, b) => better(a, b) || `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a._id.localeCompare(b._id),
  );
  const ranked: LeaderboardEntry[] = [];
  sorted.forEach((entry, i) => {
    const before = ranked[i - 1];
    ranked.push({ ...entry, rank: before && better(sorted[i - 1]!, entry) === 0 ? before.rank : i + 1 });
  });
  return ranked;
}

/** Whether the search (case-insensitive, any part) is in the learner's username or full name. */
const matches = (entry: LeaderboardEntry, search: string) =>
  [entry.username, `${entry.firstName} ${entry.lastName}`].some((text) => text.toLowerCase().includes(search));

/** One page of the ranking, searched: ranks stay those of the whole ranking. A page past the last answers the last. */
export function leaderboardPageOf(ranked: readonly LeaderboardEntry[], query: { search?: string; page?: number }): LeaderboardView {
  const search = (query.search ?? '').trim().toLowerCase();
  const found = search === '' ? ranked : ranked.filter((e) => matches(e, search));
  const totalPages = Math.ceil(found.length / LEADERBOARD_PAGE_SIZE);
  const page = Math.max(1, Math.min(query.page ?? 1, totalPages));
  const entries = found.slice((page - 1) * LEADERBOARD_PAGE_SIZE, page * LEADERBOARD_PAGE_SIZE);
  return { entries, page, totalItems: found.length, totalPages };
}

/** `GET /api/leaderboard`, from the learners and ratings read models. */
export async function readLeaderboard(
  readModels: ReadModelStore,
  query: { search?: string; page?: number },
  now: Date,
): Promise<LeaderboardView> {
  const [learners, board] = await Promise.all([listLearners(readModels), getRatingBoard(readModels)]);
  return leaderboardPageOf(rankLearners(learners, board, now), query);
}
