/**
 * Everything the browser and the server exchange, defined once: the names (vocabulary), the
 * request bodies the API validates and the views it answers with (zod, types by `z.infer`),
 * the judge's statuses and results, and the socket events. The browser imports types and the
 * vocabulary only, so the validation library stays on the server.
 */
export * from './vocabulary';
export * from './account';
export * from './problem';
export * from './submission';
export * from './video';
export * from './chat';
export * from './judgeEvents';
export * from './judgeResults';
export * from './judgeStatus';
export * from './customCases';
export * from './audit';
export * from './validation';
export * from './validatorFlags';
export * from './problemPackage';
export * from './scoring';
export * from './profile';
export * from './settings';
export * from './settingsNames';
export * from './contestNames';
export * from './contest';
export * from './leaderboardNames';
export * from './leaderboard';
