import type { ReadModelStore } from '@forge/events';
import { projection, type EventContext } from '@forge/events';
import type { ScoreboardView } from '@forge/contracts';
import { contestWindow } from '../contest/contest';
import { contestsProjection, type ContestDocument, type ContestReadEvent } from '../contest/contestsProjection';
import { scoreboardOf } from '../contest/scoreboard';
import { INITIAL_RATING, rateContest } from './ratingRule';

/** One rated contest in a learner's history. */
export interface RatingHistoryEntry {
  readonly contestId: string;
  readonly title: string;
  /** The contest's end. */
  readonly at: string;
  readonly rank: number;
  /** The rating after it. */
  readonly rating: number;
  readonly change: number;
}

export interface LearnerRating {
  readonly rating: number;
  readonly history: readonly RatingHistoryEntry[];
  /** First places in rated contests. */
  readonly wins: number;
}

/** Every learner's rating, and each rated contest's changes by participant. */
export interface RatingBoard {
  readonly users: Readonly<Record<string, LearnerRating>>;
  readonly contests: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export const RATING_BOARD_ID = 'board';
const contestDocId = (contestId: string | undefined) => (contestId === undefined ? '' : `contest:${contestId}`);
const emptyBoard: RatingBoard = { users: {}, contests: {} };

/** The contest's final standings as they count for ratings: its participants with a submission before the end, virtual runs left out. */
export function ratedStandings(contest: ContestDocument, ratingOf: (userId: string) => number) {
  const { end } = contestWindow(contest.settings);
  const submitted = new Set(contest.attempts.filter((a) => Date.parse(a.submittedAt) < end).map((a) => a.userId));
  const board = scoreboardOf(contest, { viewer: { userId: '', admin: true }, now: new Date(end).toISOString() });
  const kept = board.rows.filter((row) => !row.virtual && submitted.has(row.userId));
  // Ranked again among those kept: one above is one with a better place on the board.
  return kept.map((row) => ({
    userId: row.userId,
    rank: 1 + kept.filter((other) => other.rank < row.rank).length,
    rating: ratingOf(row.userId),
    scored: row.score > 0,
  }));
}

/** The board once this contest is rated; unchanged when it is not rated or was already. */
export function rated(board: RatingBoard, contest: ContestDocument): RatingBoard {
  if (!contest.settings.rated || board.contests[contest.contestId]) return board;
  const standings = ratedStandings(contest, (userId) => board.users[userId]?.rating ?? INITIAL_RATING);
  const changes = rateContest(standings);
  const at = new Date(contestWindow(contest.settings).end).toISOString();
  const users = { ...board.users };
  changes.forEach((c, i) => {
    const before = users[c.userId] ?? { rating: INITIAL_RATING, history: [], wins: 0 };
    const won = c.rank === 1 && standings[i]!.scored ? 1 : 0;
    const entry = { contestId: contest.contestId, title: contest.settings.title, at, rank: c.rank, rating: c.after, change: c.change };
    users[c.userId] = { rating: c.after, history: [...before.history, entry], wins: before.wins + won };
  });
  const byUser = Object.fromEntries(changes.map((c) => [c.userId, c.change]));
  return { users, contests: { ...board.contests, [contest.contestId]: byUser } };
}

/** Results are final (and so rated) once the contest has ended and nothing is frozen: at its end, or when admins unfreeze all. */
const finalNow = (contest: ContestDocument, event: ContestReadEvent) =>
  event.type === 'ContestEnded' ? contest.settings.freezeMinutes === 0 || contest.unfrozenAll : contest.ended;

/**
 * Ratings (issue 36), rebuilt from the log like any read model: a copy of each contest (as the
 * contests read model folds it) and one board of every learner's rating. When a rated contest's
 * results become final (ContestEnded, or ContestUnfrozen after it for a contest with a freeze), its
 * final standings rate its participants by `rateContest`, in the log's order of contests.
 */
export const ratingsProjection = projection<ContestDocument | RatingBoard, ContestReadEvent>({
  name: 'ratings',
  version: 1,
  canHandle: contestsProjection.canHandle,
  documentId: (event) =>
    event.type === 'ContestEnded' || event.type === 'ContestUnfrozen' ? RATING_BOARD_ID : contestDocId(event.data.contestId),
  evolve(doc, event, context) {
    if (event.type === 'ContestEnded' || event.type === 'ContestUnfrozen') {
      const board = (doc as RatingBoard | null) ?? emptyBoard;
      const contest = context.related as ContestDocument | null;
      return contest && finalNow(contest, event) ? rated(board, contest) : board;
    }
    return contestsProjection.evolve(doc as ContestDocument | null, event, context as never);
  },
  related: {
    documentId: (event) =>
      event.type === 'ContestEnded' || event.type === 'ContestUnfrozen' ? contestDocId(event.data.contestId) : undefined,
    evolve: (doc, event, context: EventContext) =>
      contestsProjection.evolve(doc as ContestDocument | null, event, { ...context, related: null }),
  },
});

// Its queries.
export async function getRatingBoard(readModels: ReadModelStore): Promise<RatingBoard> {
  return (await readModels.get<RatingBoard>(ratingsProjection.name, RATING_BOARD_ID)) ?? emptyBoard;
}

/** A learner's rating now (INITIAL_RATING before any rated contest) and their history. */
export function ratingOf(board: RatingBoard, userId: string) {
  const learner = board.users[userId];
  return { current: learner?.rating ?? INITIAL_RATING, history: [...(learner?.history ?? [])] };
}

/** The final standings with each rated participant's change, once the contest is rated; unchanged while frozen to the viewer. */
export function withRatingChanges(view: ScoreboardView, changes: Readonly<Record<string, number>> | undefined): ScoreboardView {
  if (!changes || view.frozen) return view;
  return {
    ...view,
    rows: view.rows.map((row) => {
      const change = changes[row.userId];
      return change === undefined ? row : { ...row, ratingChange: change };
    }),
  };
}
