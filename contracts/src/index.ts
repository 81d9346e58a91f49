/** What the browser and the server agree on beyond the spec's wording: judge results and the socket events. */
export * from './judgeEvents';
export * from './judgeResults';
