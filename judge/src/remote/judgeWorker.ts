import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { isHostFault, untilHealthy, type Judge, type JudgeRequest, type JudgeResult } from '../api';
import {
  closeRedisClient,
  destroyRedisClient,
  execTransaction,
  openRedisClient,
  startConsumerGroup,
  type Delivery,
} from '@forge/redis-kit';
import { encodeReply, heartbeatScript, queueKeys, unjudged, type Reply, type WorkerInfo } from './protocol';

export interface JudgeWorkerOptions {
  readonly redisUrl: string;
  /** The local sandboxed judge that does the work; its owner closes it. */
  readonly judge: Judge;
  /** Jobs judged at once. */
  readonly concurrency: number;
  readonly prefix?: string;
  readonly id?: string;
  /** How often the worker says it is alive and renews its hold on the jobs it runs. Default 2 s. */
  readonly heartbeatMs?: number;
  /** How long a heartbeat counts. Default 10 s. */
  readonly heartbeatTtlMs?: number;
  /** A job held this long without renewal (its worker died) is taken over. Default 30 s. */
  readonly reclaimIdleMs?: number;
  /** How long one read of the job stream blocks; bounds how long `stop` waits for it. Default 1 s. */
  readonly blockMs?: number;
  /**
   * How long a job taken just as the judge went unhealthy waits for a sandbox to start again
   * before it is answered as a fault (no verdict; the caller tries again). Default 10 s.
   */
  readonly unhealthyWaitMs?: number;
  /** A job whose workers died this many times is answered Internal Error instead of run again. Default 3. */
  readonly maxAttempts?: number;
  /** Reply streams nobody reads (their client is gone) expire after this. Default 1 h. */
  readonly replyTtlMs?: number;
  readonly log?: (line: string) => void;
}

export interface JudgeWorker {
  readonly id: string;
  /** `faults`: jobs its host failed, answered without a verdict. */
  stats(): { readonly judged: number; readonly faults: number; readonly reclaimed: number; readonly running: number };
  /** Stops taking jobs, finishes the running ones, leaves the group. */
  stop(): Promise<void>;
}

/**
 * A judge worker: takes jobs from the Redis stream through the consumer group, judges up to
 * `concurrency` at once with the local judge, streams each test and the result back, then
 * acknowledges. Jobs whose worker died are reclaimed: judging is deterministic and the API
 * keeps only the first verdict, so judging one twice is safe. While the local judge is unhealthy
 * (its sandbox cannot start) it takes no job; a job its host fails is answered `fault`, never
 * with a verdict.
 */
export async function startJudgeWorker(options: JudgeWorkerOptions): Promise<JudgeWorker> {
  const keys = queueKeys(options.prefix);
  const id = options.id ?? `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const log = options.log ?? ((line: string) => void process.stdout.write(`[judge worker] ${line}\n`));
  const heartbeatMs = options.heartbeatMs ?? 2000;
  const heartbeatTtlMs = options.heartbeatTtlMs ?? 10_000;
  const reclaimIdleMs = options.reclaimIdleMs ?? 30_000;
  const blockMs = options.blockMs ?? 1000;
  const unhealthyWaitMs = options.unhealthyWaitMs ?? 10_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const replyTtlMs = options.replyTtlMs ?? 3600_000;
  const concurrency = Math.max(1, options.concurrency);

  let lastError = '';
  const redis = openRedisClient(options.redisUrl, (error: Error) => {
    if (error.message !== lastError) log(`redis: ${error.message}`);
    lastError = error.message;
  });
  let judged = 0;
  let faults = 0;

  function info(): WorkerInfo {
    const { ok, reason } = options.judge.health;
    return {
      id,
      host: os.hostname(),
      pid: process.pid,
      concurrency,
      running: jobs.stats().running,
      sandbox: reason ? { ok, reason } : { ok },
    };
  }
  async function heartbeat(): Promise<void> {
    await redis.eval(heartbeatScript, {
      keys: [keys.workers, keys.workerInfo],
      arguments: [id, String(heartbeatTtlMs), JSON.stringify(info())],
    });
  }

  /** Judges one job and publishes what happens; resolves once its result is published, so only then is it acknowledged. */
  async function handle({ entry: { id: entryId, message }, attempt }: Delivery): Promise<void> {
    const { job: jobId, request: raw } = message;
    if (!jobId) {
      log(`dropping malformed entry ${entryId}`);
      return;
    }
    const started = Date.now();
    let sent: Promise<unknown> = Promise.resolve();
    // Replies are chained so they reach the stream in the order they happened. A send rejects unless
    // every command of its MULTI succeeded, so a `done` that was not published is never acknowledged.
    const send = (reply: Reply) => {
      sent = sent.then(() =>
        execTransaction(redis.multi().xAdd(keys.reply(jobId), '*', encodeReply(reply)).pExpire(keys.reply(jobId), replyTtlMs)),
      );
      return sent;
    };
    let result: JudgeResult;
    const request = parseRequest(raw);
    if (attempt > maxAttempts) {
      result = unjudged(`the job stopped ${maxAttempts} judge workers, so it was not run again`);
    } else if (!request) {
      result = unjudged('the judge could not read this job');
    } else {
      if (attempt > 1) log(`job ${jobId} reclaimed (attempt ${attempt})`);
      void send({ type: 'taken', worker: id, attempt }).catch(() => undefined);
      try {
        // Taken while the judge was healthy, it may have gone unhealthy since (this worker was
        // waiting on the stream): the job waits a while for a sandbox to start again rather than
        // being answered as a fault at once.
        await untilHealthy(options.judge, { timeoutMs: unhealthyWaitMs });
        result = await options.judge.judge(request, (test) => void send({ type: 'test', worker: id, test }).catch(() => undefined));
      } catch (error) {
        if (!isHostFault(error)) throw error;
        // The host's doing, not the program's: no verdict, the caller may try again. Not published: held, and taken again.
        await send({ type: 'fault', worker: id, reason: error.message });
        faults++;
        log(`job ${jobId}: ${request.language}: not judged, the host failed it (${error.message}); answered as a fault`);
        return;
      }
    }
    // Not published: the job stays held, and is judged again once its hold lapses.
    await send({ type: 'done', worker: id, result });
    judged++;
    log(
      `job ${jobId}: ${request?.language ?? '?'}, ${request?.tests.length ?? 0} tests: ${result.description} in ${Date.now() - started} ms`,
    );
  }

  const jobs = await startConsumerGroup({
    client: redis,
    stream: keys.jobs,
    group: keys.group,
    consumer: id,
    concurrency,
    handle,
    reclaimIdleMs,
    heartbeatMs,
    blockMs,
    // No job is taken, new or abandoned, while the local sandbox cannot start: another worker may take it.
    ready: (signal) => untilHealthy(options.judge, { signal }),
    log: (message, error) => log(error ? `${message}: ${(error as Error).message}` : message),
  });
  await heartbeat();
  const beats = setInterval(() => void heartbeat().catch((error: Error) => log(`heartbeat failed: ${error.message}`)), heartbeatMs);

  let stopping = false;
  return {
    id,
    stats: () => ({ judged, faults, reclaimed: jobs.stats().reclaimed, running: jobs.stats().running }),
    async stop() {
      if (stopping) return;
      stopping = true;
      await jobs.stop();
      clearInterval(beats);
      await execTransaction(redis.multi().zRem(keys.workers, id).hDel(keys.workerInfo, id)).catch(() => undefined);
      await closeRedisClient(redis).catch(() => destroyRedisClient(redis));
    },
  };
}

/** The job's request if it has the shape of one; the judge itself checks language and limits. */
function parseRequest(raw: string | undefined): JudgeRequest | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<JudgeRequest> | null;
    const testsOk = Array.isArray(value?.tests) && value.tests.every(isTestCase);
    return value && typeof value.language === 'string' && typeof value.code === 'string' && testsOk ? (value as JudgeRequest) : null;
  } catch {
    return null;
  }
}

/** A case as it came from Redis: checked field by field, as anything there may be stale or foreign. */
function isTestCase(value: unknown): boolean {
  const candidate = value as { input?: unknown; expectedOutput?: unknown } | null;
  return typeof candidate?.input === 'string' && typeof candidate.expectedOutput === 'string';
}
