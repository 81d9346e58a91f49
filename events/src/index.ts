export * from './store/eventStore';
export * from './store/errors';
export { matchesFilter } from './store/filter';
export { openEventStore, type EventStoreConfig } from './store/openEventStore';
export { privateDatabaseFile } from './store/sqlite/privateFile';
export { openSqliteEventStore, type SqliteEventStoreOptions, type CommitInfo } from './store/sqlite/sqliteEventStore';
export { openKurrentEventStore, type KurrentEventStoreOptions } from './store/kurrentdb/kurrentEventStore';
// The adapters' suite (testing/eventStoreSuite) uses jest globals: import it by path from tests only.
// Domain side: the event catalog, stream names, deciders and their given/when/then kit.
export * from './catalog';
export * from './streams';
export * from './decider/decider';
export * from './decider/commandHandler';
export * from './testing/deciderSpecification';
export * from './testing/projectionSpecification';
export {
  deleteRedisKeysUnder,
  redisKeysUnder,
  startRedisServer,
  type RedisKeyClient,
  type RedisServer,
  type StartRedisServerOptions,
} from './testing/redisServer';
