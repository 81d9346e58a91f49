/** What the browser and the server agree on beyond the spec's HTTP payloads: the socket events. */
export * from './judgeEvents';
