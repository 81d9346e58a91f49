import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allProjections, decodeEvent } from '@forge/domain';
import { openEventStore, ProjectionRunner } from '@forge/events';
import { openRedisReadModelStore } from '@forge/projections';
import { startRedisServer, type RedisServer } from '@forge/testing';
import { startJudgeWorkerRole, type JudgeWorkerRole, type JudgeWorkerRoleOptions } from '../judging/judgeWorkerRole';
import { sharedJudge, startTestPlatform, type TestPlatform } from './testPlatform';

export type TestWorkerOptions = Pick<JudgeWorkerRoleOptions, 'redisUrl' | 'store' | 'worker'> & Partial<JudgeWorkerRoleOptions>;

/**
 * A judge worker in this process as tests start it, unless `options` say otherwise: the file's
 * shared judge, two at a time, three attempts, a 30 s hold renewed every second, no log.
 */
export async function startTestWorker(options: TestWorkerOptions): Promise<JudgeWorkerRole> {
  return startJudgeWorkerRole({
    concurrency: 2,
    maxAttempts: 3,
    reclaimIdleMs: 30_000,
    heartbeatMs: 1000,
    log: () => undefined,
    ...options,
    judge: options.judge ?? (await sharedJudge()),
  });
}

export interface ScaledOut {
  readonly redis: RedisServer;
  readonly replicas: readonly [TestPlatform, TestPlatform];
  /** Stops the judge worker (once: later calls wait for that stop), so that what is submitted stays pending. */
  stopWorker(): Promise<void>;
  /** Stops everything, the worker first, and removes the shared data dir. */
  close(): Promise<void>;
}

/**
 * What docker-compose.yml deploys: two API replicas with RUN_PROJECTIONS=false sharing one log (a
 * data dir) and one Redis, the read models kept by a projections runner of their own, and the
 * judging done by a judge worker (`worker-1`, with `worker` on top of the test defaults). `env`
 * goes on top of the replicas' environment.
 */
export async function startScaledOut(env: Record<string, string> = {}, worker: Partial<JudgeWorkerRoleOptions> = {}): Promise<ScaledOut> {
  const redis = await startRedisServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'forge-scaled-'));
  const shared = { REDIS_URL: redis.url, RUN_PROJECTIONS: 'false', JUDGE_WORKERS: 'redis', ...env };
  // judge: undefined, so the replicas judge through the worker, as configured.
  const replicas = [
    await startTestPlatform(shared, { judge: undefined }, dataDir),
    await startTestPlatform(shared, { judge: undefined }, dataDir),
  ] as const;
  const store = openEventStore({ dataDir });
  const readModels = openRedisReadModelStore(redis.url);
  const runner = new ProjectionRunner(store, readModels, allProjections, { decode: decodeEvent });
  await runner.start();
  const role = await startTestWorker({ redisUrl: redis.url, store, worker: 'worker-1', ...worker });
  let stopping: Promise<void> | undefined;
  const stopWorker = () => (stopping ??= role.stop());
  return {
    redis,
    replicas,
    stopWorker,
    async close() {
      await stopWorker();
      for (const replica of replicas) await replica.platform.close();
      await runner.stop();
      await readModels.close();
      await store.close();
      await redis.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
