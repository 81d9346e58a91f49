// Runs the domain's read models (@forge/domain) over the log into a document store, and reads them.
export * from './readModelStore/sqliteReadModelStore';
export * from './readModelStore/redisReadModelStore';
export * from './rebuildReadModels';
export * from './checkpointWatcher';
export * from './projectionMetrics';
