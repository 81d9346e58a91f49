/**
 * The platform's domain, one folder per feature: its events (zod, versioned), its state and
 * `evolve`, its `decide`, and the read models that belong to it. Pure: no I/O, no clock, no ids
 * made here; it imports only the event kit (@forge/events) and the names it shares with the wire
 * (@forge/contracts).
 */
export * from './events';
export * from './streams';
export * from './allProjections';
export * from './account/events';
export * from './account/user';
export * from './account/decide';
export * from './account/settings';
export * from './problem/events';
export * from './problem/problem';
export * from './problem/decide';
export * from './problem/problemsProjection';
export * from './problem/problemListProjection';
export * from './submission/events';
export * from './submission/submission';
export * from './submission/decide';
export * from './submission/submissionDetail';
export * from './submission/submissionsProjection';
export * from './submission/progressProjection';
export * from './submission/pendingSubmissionsProjection';
export * from './profile/profileProjection';
export * from './profile/profileView';
export * from './profile/distributionProjection';
export * from './video/events';
export * from './audit/changes';
export * from './audit/problemChanges';
export * from './audit/contestChanges';
export * from './audit/auditLogProjection';
export * from './audit/problemHistoryIndexProjection';
export * from './rejudge/events';
export * from './rejudge/rejudge';
export * from './rejudge/decide';
export * from './rejudge/acceptedSubmissionsProjection';
export * from './rejudge/rejudgeReportsProjection';
export * from './contest/events';
export * from './contest/contest';
export * from './contest/decide';
export * from './contest/contestsProjection';
export * from './contest/contestOnlyProblems';
export * from './contest/scoreboard';
export * from './contest/admission';
export * from './rating/ratingRule';
export * from './rating/ratingsProjection';
export * from './rating/learnersProjection';
export * from './rating/leaderboard';
export * from './history/verifyHistory';
export * from './history/anonymizer';
export * from './history/streamOf';
export * from './history/historyOf';
