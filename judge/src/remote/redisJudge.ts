import { randomUUID } from 'node:crypto';
import { HostFaultError, type Judge, type JudgeRequest, type JudgeResult, type TestResult } from '../api';
import { abortReason } from '../healthWatch';
import { decodeReply, liveWorkersScript, queueKeys, sleep, type WorkerInfo } from './protocol';
import { closeRedisClient, destroyRedisClient, duplicateRedisClient, openRedisClient, type RedisClient } from '@forge/redis-kit';

export interface RedisJudgeOptions {
  readonly redisUrl: string;
  /** Key prefix shared with the workers; default `judge`. */
  readonly prefix?: string;
  /**
   * A job fails (HostFaultError) once no worker able to judge (alive, its sandbox starting) has
   * been seen for this long while it waited. Default 60 s (a worker starting cold builds its
   * precompiled header first).
   */
  readonly noWorkerTimeoutMs?: number;
  /** The most one job may take, queueing included, before it fails (HostFaultError). Default 15 min. */
  readonly jobTimeoutMs?: number;
  /** How often worker liveness (and each job's bounds) is checked. Default 1 s. */
  readonly pollMs?: number;
  /** How long one read of a job's reply stream blocks. Default 1 s. */
  readonly blockMs?: number;
  readonly log?: (line: string) => void;
}

export interface RedisJudge extends Judge {
  /** Until a live worker's sandbox starts, as of the last poll (every `pollMs`). */
  untilHealthy(signal?: AbortSignal): Promise<void>;
  /** Workers with a current heartbeat, as of the last check. */
  workers(): readonly WorkerInfo[];
}

interface Pending {
  readonly jobId: string;
  readonly queuedAt: number;
  /** Set once: by the worker's `done` (a result) or `fault`, or by a bound running out (a HostFaultError). */
  outcome: JudgeResult | HostFaultError | null;
  answered: boolean;
  finish(outcome: JudgeResult | HostFaultError, answered: boolean): void;
}

/**
 * The judge as N worker processes behind Redis (see `protocol.ts`), offered through the same
 * `Judge` interface as the local one. It never waits without bound: with no worker able to
 * judge, or past the job timeout, a job fails with a HostFaultError saying why (never a verdict),
 * and is withdrawn from the queue; so does a job whose worker's host failed it.
 */
export async function redisJudge(options: RedisJudgeOptions): Promise<RedisJudge> {
  const keys = queueKeys(options.prefix);
  const log = options.log ?? ((line: string) => void process.stderr.write(`[judge queue] ${line}\n`));
  const noWorkerTimeoutMs = options.noWorkerTimeoutMs ?? 60_000;
  const jobTimeoutMs = options.jobTimeoutMs ?? 15 * 60_000;
  const pollMs = options.pollMs ?? 1000;
  const blockMs = options.blockMs ?? 1000;
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

  // Failures surface on the commands that meet them; the client reconnects by itself.
  const redis = openRedisClient(options.redisUrl);
  // Each job blocks on its own reply stream, so each needs a connection of its own while it waits.
  const idle: RedisClient[] = [];
  const blocking = new Set<RedisClient>();
  const pendings = new Set<Pending>();
  const active = new Set<Promise<unknown>>();
  let live: WorkerInfo[] = [];
  let lastAliveAt = 0;
  let lastPollAt = Date.now();
  let redisError: string | null = null;
  let polling = false;
  let closed = false;

  async function poll(): Promise<void> {
    if (polling) return;
    polling = true;
    const wasAlive = live.length > 0;
    try {
      const raw = (await redis.eval(liveWorkersScript, { keys: [keys.workers, keys.workerInfo] })) as (string | null)[];
      live = raw.flatMap((info) => (info ? [JSON.parse(info) as WorkerInfo] : []));
      redisError = null;
      lastPollAt = Date.now();
      // Only a worker whose sandbox starts takes jobs.
      if (live.some((w) => w.sandbox.ok)) lastAliveAt = lastPollAt;
    } catch (error) {
      redisError = (error as Error).message;
    } finally {
      polling = false;
    }
    if (wasAlive !== live.length > 0) log(live.length > 0 ? `${live.length} judge worker(s) alive` : `!!! no judge worker is alive`);
  }

  function health(): { ok: boolean; reason?: string } {
    if (redisError || Date.now() - lastPollAt > Math.max(3 * pollMs, 5000)) {
      return {
        ok: false,
        reason: `Redis is not answering (${redisError ?? 'no reply'}); jobs fail, unjudged, after ${seconds(noWorkerTimeoutMs)}`,
      };
    }
    if (live.length === 0) {
      return {
        ok: false,
        reason: `no judge worker is alive (none has a current heartbeat in Redis); a job waits ${seconds(noWorkerTimeoutMs)} for one, then fails unjudged`,
      };
    }
    if (!live.some((w) => w.sandbox.ok)) {
      return {
        ok: false,
        reason: `no judge worker's sandbox can start (they take no job meanwhile): ${[...new Set(live.map((w) => w.sandbox.reason))].join('; ')}`,
      };
    }
    const degraded = [...new Set(live.flatMap((w) => (w.sandbox.reason ? [w.sandbox.reason] : [])))];
    return degraded.length > 0 ? { ok: true, reason: degraded.join('; ') } : { ok: true };
  }

  /** The bounds are checked on a timer of their own, so they hold even while Redis hangs. */
  function enforceBounds(): void {
    const now = Date.now();
    for (const pending of pendings) {
      if (now - pending.queuedAt >= jobTimeoutMs) {
        log(`!!! job ${pending.jobId} not judged within ${seconds(jobTimeoutMs)}: it fails, unjudged`);
        pending.finish(
          new HostFaultError(`the judge did not finish this job within ${seconds(jobTimeoutMs)}, so it was not judged`),
          false,
        );
      } else if (now - Math.max(pending.queuedAt, lastAliveAt) >= noWorkerTimeoutMs) {
        log(`!!! job ${pending.jobId}: no judge worker able to judge for ${seconds(noWorkerTimeoutMs)}: it fails, unjudged`);
        pending.finish(
          new HostFaultError(`no judge worker can judge (none was able to for ${seconds(noWorkerTimeoutMs)}), so the code was not judged`),
          false,
        );
      }
    }
  }
  /** Callers of `untilHealthy`, let go once a poll finds a worker able to judge. */
  const healthWaiters = new Set<{ resolve(): void; reject(error: Error): void }>();
  const timer = setInterval(() => {
    void poll().then(() => {
      if (!health().ok) return;
      for (const waiter of healthWaiters) waiter.resolve();
      healthWaiters.clear();
    });
    enforceBounds();
  }, pollMs);
  timer.unref();
  await poll();

  function acquire(): RedisClient {
    const connection = idle.pop() ?? duplicateRedisClient(redis);
    blocking.add(connection);
    return connection;
  }
  function release(connection: RedisClient): void {
    if (closed || idle.length >= 8) {
      blocking.delete(connection);
      destroyRedisClient(connection);
    } else idle.push(connection);
  }

  /** Queues the job and relays its replies until it is finished one way or another. */
  async function follow(pending: Pending, request: JudgeRequest, onTest?: (result: TestResult) => void): Promise<void> {
    const replyKey = keys.reply(pending.jobId);
    const connection = acquire();
    let entryId: string | null = null;
    try {
      entryId = await redis.xAdd(keys.jobs, '*', { job: pending.jobId, request: JSON.stringify(request) });
      const reported = new Set<number>();
      let last = '0';
      while (!pending.outcome) {
        let reply: Awaited<ReturnType<RedisClient['xRead']>>;
        try {
          reply = await connection.xRead({ key: replyKey, id: last }, { COUNT: 100, BLOCK: blockMs });
        } catch {
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- another reader may settle the outcome while this one awaits
          if (!pending.outcome) await sleep(Math.min(blockMs, 500));
          continue;
        }
        for (const { id, message: fields } of (reply ?? []).flatMap((stream) => stream.messages)) {
          last = id;
          const message = decodeReply(fields);
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- another reader may settle the outcome while this one awaits
          if (!message || pending.outcome) continue;
          if (message.type === 'taken' && message.attempt > 1)
            log(`job ${pending.jobId} taken again by ${message.worker} (attempt ${message.attempt})`);
          if (message.type === 'done') pending.finish(message.result, true);
          if (message.type === 'fault')
            pending.finish(new HostFaultError(`judge worker ${message.worker} could not judge this job: ${message.reason}`), true);
          // A job re-run after its worker died reports its tests again: each is relayed once.
          if (message.type === 'test' && !reported.has(message.test.index)) {
            reported.add(message.test.index);
            try {
              onTest?.(message.test);
            } catch (error) {
              log(`onTest threw: ${(error as Error).message}`);
            }
          }
        }
      }
    } catch (error) {
      log(`!!! could not queue job ${pending.jobId}: ${(error as Error).message}`);
      pending.finish(new HostFaultError('the judge queue could not be reached, so the code was not judged'), false);
    } finally {
      release(connection);
      // Withdrawn, so no worker arriving later judges it for nobody; the reply stream is spent either way.
      if (!pending.answered && entryId) await redis.xDel(keys.jobs, entryId).catch(() => undefined);
      await redis.del(replyKey).catch(() => undefined);
    }
  }

  async function judge(request: JudgeRequest, onTest?: (result: TestResult) => void): Promise<JudgeResult> {
    let settle: (outcome: JudgeResult | HostFaultError) => void = () => undefined;
    const ended = new Promise<JudgeResult>((resolve, reject) => {
      settle = (outcome) => (outcome instanceof HostFaultError ? reject(outcome) : resolve(outcome));
    });
    const pending: Pending = {
      jobId: randomUUID(),
      queuedAt: Date.now(),
      outcome: null,
      answered: false,
      finish(outcome, answered) {
        if (pending.outcome) return;
        pending.outcome = outcome;
        pending.answered = answered;
        settle(outcome);
      },
    };
    pendings.add(pending);
    const following = follow(pending, request, onTest);
    active.add(following);
    void following.finally(() => active.delete(following));
    try {
      return await ended;
    } finally {
      pendings.delete(pending);
    }
  }

  return {
    get health() {
      return health();
    },
    workers: () => live,
    untilHealthy(signal) {
      if (health().ok) return Promise.resolve();
      if (closed) return Promise.reject(new HostFaultError('the judge is shutting down'));
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          healthWaiters.delete(waiter);
          if (signal) reject(abortReason(signal));
        };
        const waiter = {
          resolve: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
          reject: (error: Error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        healthWaiters.add(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    judge(request, onTest) {
      if (closed) return Promise.reject(new HostFaultError('the judge is shutting down'));
      return judge(request, onTest);
    },
    async close() {
      closed = true;
      for (const waiter of healthWaiters) waiter.reject(new HostFaultError('the judge is shutting down'));
      healthWaiters.clear();
      // Jobs in flight are bounded, so waiting for them ends; then their cleanup runs on open connections.
      while (pendings.size > 0) await Promise.race([sleep(pollMs), ...[...active]]);
      for (const connection of blocking) destroyRedisClient(connection);
      await Promise.allSettled([...active]);
      clearInterval(timer);
      await closeRedisClient(redis).catch(() => destroyRedisClient(redis));
    },
  };
}
