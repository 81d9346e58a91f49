import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Judge, JudgeRequest, JudgeResult } from '../api';
import { encodeReply, heartbeatScript, queueKeys, sleep, unjudged, type Reply, type StreamEntry, type WorkerInfo } from './protocol';
import { closeRedisClient, destroyRedisClient, duplicateRedisClient, execTransaction, openRedisClient } from './redisClient';

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
  /** A job whose workers died this many times is answered Internal Error instead of run again. Default 3. */
  readonly maxAttempts?: number;
  /** Reply streams nobody reads (their client is gone) expire after this. Default 1 h. */
  readonly replyTtlMs?: number;
  readonly log?: (line: string) => void;
}

export interface JudgeWorker {
  readonly id: string;
  stats(): { readonly judged: number; readonly reclaimed: number; readonly running: number };
  /** Stops taking jobs, finishes the running ones, leaves the group. */
  stop(): Promise<void>;
}

/**
 * A judge worker: takes jobs from the Redis stream through the consumer group, judges up to
 * `concurrency` at once with the local judge, streams each test and the result back, then
 * acknowledges. Jobs whose worker died are reclaimed: judging is deterministic and the API
 * keeps only the first verdict, so judging one twice is safe.
 */
export async function startJudgeWorker(options: JudgeWorkerOptions): Promise<JudgeWorker> {
  const keys = queueKeys(options.prefix);
  const id = options.id ?? `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const log = options.log ?? ((line: string) => console.log(`[judge worker] ${line}`));
  const heartbeatMs = options.heartbeatMs ?? 2000;
  const heartbeatTtlMs = options.heartbeatTtlMs ?? 10_000;
  const reclaimIdleMs = options.reclaimIdleMs ?? 30_000;
  const blockMs = options.blockMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 3;
  const replyTtlMs = options.replyTtlMs ?? 3600_000;
  const concurrency = Math.max(1, options.concurrency);

  let lastError = '';
  const redis = openRedisClient(options.redisUrl, (error: Error) => {
    if (error.message !== lastError) log(`redis: ${error.message}`);
    lastError = error.message;
  });
  // XREADGROUP BLOCK holds its connection, so it gets one of its own.
  const reader = duplicateRedisClient(redis);

  const running = new Map<string, Promise<void>>();
  let stopping = false;
  let judged = 0;
  let reclaimed = 0;
  let wake = () => undefined as void;
  const free = () => concurrency - running.size;
  const reclaimEveryMs = Math.max(50, Math.min(reclaimIdleMs / 2, 5000));

  async function joinGroup(): Promise<void> {
    // From 0, not $: jobs queued before any worker ever started are still owed an answer.
    await redis.xGroupCreate(keys.jobs, keys.group, '0', { MKSTREAM: true }).catch((error: Error) => {
      if (!error.message.includes('BUSYGROUP')) throw error;
    });
  }

  function info(): WorkerInfo {
    const { ok, reason } = options.judge.health;
    return { id, host: os.hostname(), pid: process.pid, concurrency, running: running.size, sandbox: reason ? { ok, reason } : { ok } };
  }
  async function heartbeat(): Promise<void> {
    await redis.eval(heartbeatScript, {
      keys: [keys.workers, keys.workerInfo],
      arguments: [id, String(heartbeatTtlMs), JSON.stringify(info())],
    });
    // Claiming our own jobs again resets their idle time: a long job is not mistaken for a dead worker's.
    if (running.size > 0) await redis.xClaimJustId(keys.jobs, keys.group, id, 0, [...running.keys()]);
  }

  async function handle({ id: entryId, message }: StreamEntry, attempt: number): Promise<void> {
    const { job: jobId, request: raw } = message;
    if (!jobId) {
      log(`dropping malformed entry ${entryId}`);
      await acknowledge(entryId);
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
      result = await options.judge.judge(request, (test) => void send({ type: 'test', worker: id, test }).catch(() => undefined));
    }
    try {
      await send({ type: 'done', worker: id, result });
      await acknowledge(entryId);
      judged++;
      log(
        `job ${jobId}: ${request?.language ?? '?'}, ${request?.tests.length ?? 0} tests: ${result.description} in ${Date.now() - started} ms`,
      );
    } catch (error) {
      // Not acknowledged: the job stays pending and is reclaimed once its hold lapses.
      log(`!!! job ${jobId}: could not publish the result (${(error as Error).message}); it will be judged again`);
    }
  }

  async function acknowledge(entryId: string): Promise<void> {
    await execTransaction(redis.multi().xAck(keys.jobs, keys.group, entryId).xDel(keys.jobs, entryId));
  }

  function start(entry: StreamEntry, attempt: number): void {
    const job = handle(entry, attempt)
      .catch((error: Error) => log(`!!! job entry ${entry.id} failed: ${error.stack ?? error.message}`))
      .finally(() => {
        running.delete(entry.id);
        wake();
      });
    running.set(entry.id, job);
  }

  /**
   * One loop takes jobs both ways (reclaimed, then new), so together they never exceed the
   * free slots; reclaiming is cheap, but only due every so often.
   */
  async function readLoop(): Promise<void> {
    let reclaimDueAt = 0;
    while (!stopping) {
      let count = free();
      if (count <= 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      try {
        if (Date.now() >= reclaimDueAt) {
          reclaimDueAt = Date.now() + reclaimEveryMs;
          count -= await reclaim(count);
          if (count <= 0) continue;
        }
        const reply = await reader.xReadGroup(keys.group, id, { key: keys.jobs, id: '>' }, { COUNT: count, BLOCK: blockMs });
        for (const stream of reply ?? []) for (const entry of stream.messages) start(entry, 1);
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() sets `stopping` while the read blocks
        if (stopping) break;
        log(`reading jobs failed: ${(error as Error).message}`);
        if ((error as Error).message.includes('NOGROUP')) await joinGroup().catch(() => undefined);
        await sleep(1000);
      }
    }
  }

  let cursor = '0-0';
  /** Takes over up to `count` jobs held too long by workers that stopped renewing them; returns how many. */
  async function reclaim(count: number): Promise<number> {
    const { nextId, messages } = await redis.xAutoClaim(keys.jobs, keys.group, id, reclaimIdleMs, cursor, { COUNT: count });
    cursor = nextId;
    let started = 0;
    // An entry deleted since it was delivered comes back as null, and is dropped.
    for (const entry of messages) {
      // Our own job, whose hold lapsed while this process stalled: it is still running here.
      if (!entry || running.has(entry.id)) continue;
      const [pending] = await redis.xPendingRange(keys.jobs, keys.group, entry.id, entry.id, 1);
      reclaimed++;
      started++;
      start(entry, pending?.deliveriesCounter ?? 2);
    }
    if (Date.now() - prunedAt > pruneEveryMs) await pruneConsumers();
    return started;
  }

  /** Dead workers' names stay in the group; once they hold nothing and are long silent they go. */
  const pruneEveryMs = 60_000;
  let prunedAt = Date.now();
  async function pruneConsumers(): Promise<void> {
    prunedAt = Date.now();
    for (const { name, pending, idle } of await redis.xInfoConsumers(keys.jobs, keys.group)) {
      // A live worker without jobs reads every blockMs, so its idle time stays small.
      if (name !== id && pending === 0 && idle > Math.max(10 * reclaimIdleMs, 600_000)) {
        await redis.xGroupDelConsumer(keys.jobs, keys.group, name);
      }
    }
  }

  await joinGroup();
  await heartbeat();
  const beats = setInterval(() => void heartbeat().catch((error: Error) => log(`heartbeat failed: ${error.message}`)), heartbeatMs);
  const reading = readLoop();

  return {
    id,
    stats: () => ({ judged, reclaimed, running: running.size }),
    async stop() {
      if (stopping) return;
      stopping = true;
      wake();
      await reading;
      await Promise.allSettled([...running.values()]);
      clearInterval(beats);
      await execTransaction(redis.multi().zRem(keys.workers, id).hDel(keys.workerInfo, id)).catch(() => undefined);
      // A consumer's pending jobs go with it, so it only leaves the group with none (or when that cannot be told).
      const mine = await redis.xPendingRange(keys.jobs, keys.group, '-', '+', 1, { consumer: id }).catch(() => null);
      if (mine?.length === 0) await redis.xGroupDelConsumer(keys.jobs, keys.group, id).catch(() => undefined);
      destroyRedisClient(reader);
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
