export * from './api';
export { createJudge, maxLimits, maxSourceBytes, type ForgeJudge, type JudgeHealth, type JudgeOptions } from './judge';
export { DEFAULT_JUDGE_CACHE_DIR } from './cacheDir';
export { SandboxFaults } from './sandbox/faults';
export { sameOutput } from './checking/exact';
export { redisJudge, type RedisJudge, type RedisJudgeOptions } from './remote/redisJudge';
export { startJudgeWorker, type JudgeWorker, type JudgeWorkerOptions } from './remote/judgeWorker';
export { queueKeys, type WorkerInfo } from './remote/protocol';
