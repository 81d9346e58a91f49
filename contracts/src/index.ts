/** What the browser and the server agree on beyond the spec's wording: judge statuses and results, and the socket events. */
export * from './judgeEvents';
export * from './judgeResults';
export * from './judgeStatus';
