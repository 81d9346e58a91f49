// Runs the domain's read models (@forge/domain) over the log into a document store, and reads them.
export * from './projectionRunner';
export * from './allProjections';
export * from './readModelStore/readModelStore';
export * from './readModelStore/sqliteReadModelStore';
export * from './readModelStore/redisReadModelStore';
export * from './problems/problemQueries';
export * from './problemList/problemListQueries';
export * from './submissions/submissionQueries';
export * from './progress/progressQueries';
export * from './pendingSubmissions/pendingSubmissionQueries';
export * from './rejudge/rejudgeQueries';
export * from './rebuildReadModels';
export * from './checkpointWatcher';
