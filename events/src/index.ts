// The event store port and its adapters (SQLite embedded, KurrentDB scaled out).
export * from './store/eventStore';
export * from './store/errors';
export { matchesFilter } from './store/filter';
export { openEventStore, type EventStoreConfig } from './store/openEventStore';
// Test data beside the log: a content-addressed blob store, and the log that keeps big strings there.
export * from './blobs/blobStore';
export * from './blobs/blobbedEventStore';
export { privateDatabaseFile } from './store/sqlite/privateFile';
export { backupDatabaseFile, sqliteLogHead } from './store/sqlite/onlineBackup';
export { openSqliteEventStore, type SqliteEventStoreOptions, type CommitInfo } from './store/sqlite/sqliteEventStore';
export { openTempEventStore, type TempEventStore } from './store/sqlite/tempEventStore';
export { storedEvents, type StoredEvent, type StoredEventPages, type StoredEventsOptions } from './store/sqlite/storedEvents';
export { openKurrentEventStore } from './store/kurrentdb/openKurrentEventStore';
export type { KurrentEventStoreOptions } from './store/kurrentdb/kurrentEventStore';
// The kit the domain is written with: versioned events and their catalogs, deciders, projections.
// The adapters' suite (testing/eventStoreSuite) uses jest globals: import it by path from tests only.
export * from './catalog/defineEvent';
export * from './catalog/eventCatalog';
export * from './decider/decider';
export * from './decider/commandHandler';
export * from './projections/projection';
export * from './projections/ownedDocuments';
export * from './projections/readModelStore';
export * from './projections/projectionRunner';
// Histories that leave the log and come back: the NDJSON line format, and points in the past.
export * from './history/historyLine';
export * from './history/until';
export * from './history/exportHistory';
export * from './history/importHistory';
export * from './history/readHistoryFile';
export * from './history/pastEventStore';
// One way to follow the log: every processor (projections' runner, reactors, watchers) is one of these.
export * from './processors/processor';
export * from './processors/fairTurns';
