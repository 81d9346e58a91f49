/** A contest's names (issue 36), plain values the browser bundles. */
export const contestTypes = ['weekly', 'special', 'beginner'] as const;
export type ContestType = (typeof contestTypes)[number];

/** ICPC: problems solved, then penalty minutes; IOI: the sum of each problem's best score. */
export const contestRules = ['icpc', 'ioi'] as const;
export type ContestRules = (typeof contestRules)[number];

/** Shown from the contest's times: before its start, during it, after it. */
export const contestStatuses = ['upcoming', 'ongoing', 'completed'] as const;
export type ContestStatus = (typeof contestStatuses)[number];

/** ICPC's penalty for each rejected try before the first accept (compile errors are free). */
export const PENALTY_MINUTES_PER_REJECTED_TRY = 20;

/** The Socket.IO events of a contest's scoreboard. */
export const CONTEST_WATCH = 'contest:watch';
export const CONTEST_SCOREBOARD = 'contest:scoreboard';
