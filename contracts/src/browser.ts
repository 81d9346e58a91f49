/**
 * What the browser imports (the UI's alias for @forge/contracts): the names and the judge's
 * statuses as values, everything else as types only, so the validation library stays on the
 * server and out of the bundle.
 */
export * from './vocabulary';
export * from './judgeEvents';
export type * from './judgeResults';
export * from './judgeStatus';
export * from './customCases';
export * from './scoring';
export * from './validatorFlags';
export * from './problemPackage';
export * from './contestNames';
export type * from './validation';
export type * from './account';
export type * from './problem';
export type * from './submission';
export type * from './video';
export type * from './chat';
export type * from './audit';
export type * from './contest';
export * from './leaderboardNames';
export type * from './leaderboard';
export type * from './profile';
export * from './settingsNames';
export type * from './settings';
