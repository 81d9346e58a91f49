import { closeRedisClient, openRedisClient } from '@forge/redis-kit';
import type { EventStore } from '@forge/events';
import { startJudgeWorker, type Judge } from '@forge/judge';
import { startJudgeReactor } from '../judging/judgeReactor';
import {
  redisSubmissionFeeder,
  startSubmissionConsumer,
  submissionQueueKeys,
  type SubmissionConsumer,
} from '../judging/redisSubmissionQueue';
import { redisRejudgeFeeder, rejudgeQueueKeys, startRejudgeConsumer } from '../rejudge/redisRejudgeQueue';
import { startRejudgeReactor } from '../rejudge/rejudgeReactor';

export interface JudgeWorkerRoleOptions {
  readonly redisUrl: string;
  readonly store: EventStore;
  /** The local sandboxed judge; its owner closes it. */
  readonly judge: Judge;
  /** This worker's name, in the log and in the consumer groups. */
  readonly worker: string;
  /** Submissions, and runs, judged at once. */
  readonly concurrency: number;
  readonly maxAttempts: number;
  readonly reclaimIdleMs: number;
  readonly heartbeatMs: number;
  /** Key prefix shared with the API replicas; default `judge`. */
  readonly prefix?: string;
  readonly log: (message: string, error?: unknown) => void;
}

/**
 * What a judge worker does, in any process: feeds the submissions the log asks for into the
 * Redis stream (the judge reactor; every worker runs one, Redis keeps each submission once),
 * takes its share of them and records their judging in the log, and judges the runs API
 * replicas queue. Rejudges go the same way (rejudge/redisRejudgeQueue.ts): fed from the log by
 * every worker, each taken by one.
 */
export async function startJudgeWorkerRole(options: JudgeWorkerRoleOptions): Promise<JudgeWorkerRole> {
  const redis = openRedisClient(options.redisUrl);
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message !== lastError) options.log('redis', error);
    lastError = error.message;
  });
  const keys = submissionQueueKeys(options.prefix);
  const judging = {
    store: options.store,
    judge: options.judge,
    clock: () => new Date(),
    log: options.log,
    worker: options.worker,
    maxAttempts: options.maxAttempts,
  };
  // Submissions, rejudges and runs are held alike: renewed every heartbeatMs, taken over once reclaimIdleMs pass without.
  const holds = { reclaimIdleMs: options.reclaimIdleMs, heartbeatMs: options.heartbeatMs };
  const consumer = await startSubmissionConsumer({ client: redis, keys, judging, concurrency: options.concurrency, ...holds });
  const feeder = redisSubmissionFeeder(redis, keys);
  const reactor = await startJudgeReactor({
    store: options.store,
    checkpoint: feeder.checkpoint,
    handle: (submission, position) => feeder.handle(submission, position),
    // Fed in log order (each once); the queue in Redis keeps the turns between users.
    concurrency: 1,
    byTurns: false,
    log: options.log,
  });
  const rejudgeKeys = rejudgeQueueKeys(options.prefix);
  const rejudger = await startRejudgeConsumer({ client: redis, keys: rejudgeKeys, judging, worker: options.worker, ...holds });
  const rejudgeFeeder = redisRejudgeFeeder(redis, rejudgeKeys);
  const rejudges = await startRejudgeReactor({
    store: options.store,
    checkpoint: rejudgeFeeder.checkpoint,
    handle: (rejudgeId, _stopping, position) => rejudgeFeeder.handle(rejudgeId, position),
    log: options.log,
  });
  const runs = await startJudgeWorker({
    redisUrl: options.redisUrl,
    judge: options.judge,
    concurrency: options.concurrency,
    id: `${options.worker}-runs`,
    ...holds,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    log: (line) => options.log(line),
  });
  return {
    ready: () => redis.isReady,
    stats: () => ({ submissions: consumer.stats(), runs: runs.stats() }),
    async stop() {
      await Promise.all([reactor.stop(), rejudges.stop()]);
      await Promise.all([consumer.stop(), rejudger.stop(), runs.stop()]);
      await closeRedisClient(redis);
    },
  };
}

export type JudgeWorkerRole = {
  /** Whether its Redis connection is up. */
  readonly ready: () => boolean;
  stats(): {
    readonly submissions: ReturnType<SubmissionConsumer['stats']>;
    readonly runs: ReturnType<Awaited<ReturnType<typeof startJudgeWorker>>['stats']>;
  };
  /** Feeds nothing more, finishes what it judges, and lets go of Redis. */
  stop(): Promise<void>;
};
