/**
 * The judge queue over Redis streams, shared by the client (`redisJudge`) and the workers.
 *
 * - `<prefix>:jobs` is a stream of jobs `{ job, request }`, read by the consumer group
 *   `<prefix>-workers`; a job stays in its worker's pending list until it is answered, so a
 *   worker that dies leaves it to be reclaimed (XAUTOCLAIM) by another.
 * - `<prefix>:reply:<job>` is a stream per job: `taken`, then one `test` per finished test,
 *   then `done`, or `fault` when the worker's host failed the job (no verdict: the caller may
 *   try again). A stream (not pub/sub) because the client reads it from the start: an entry
 *   written before the client began listening is still there, so none can be missed.
 * - `<prefix>:workers` is a sorted set of worker ids scored by when their heartbeat expires
 *   (Redis's own clock, so hosts' clocks need not agree); `<prefix>:worker-info` holds what
 *   each says about itself.
 */
import { Status, type JudgeResult, type TestResult } from '../api';

export interface QueueKeys {
  readonly jobs: string;
  readonly group: string;
  readonly workers: string;
  readonly workerInfo: string;
  reply(jobId: string): string;
}

export const defaultPrefix = 'judge';

export function queueKeys(prefix = defaultPrefix): QueueKeys {
  return {
    jobs: `${prefix}:jobs`,
    group: `${prefix}-workers`,
    workers: `${prefix}:workers`,
    workerInfo: `${prefix}:worker-info`,
    reply: (jobId) => `${prefix}:reply:${jobId}`,
  };
}

/** What a worker publishes about itself with every heartbeat. */
export interface WorkerInfo {
  readonly id: string;
  readonly host: string;
  readonly pid: number;
  readonly concurrency: number;
  readonly running: number;
  readonly sandbox: { readonly ok: boolean; readonly reason?: string };
}

/** KEYS: workers, workerInfo. ARGV: id, ttl ms, info JSON. */
export const heartbeatScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
`;

/** KEYS: workers, workerInfo. Forgets workers whose heartbeat expired; returns the live ones' info. */
export const liveWorkersScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local dead = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)
if #dead > 0 then
  redis.call('ZREM', KEYS[1], unpack(dead))
  redis.call('HDEL', KEYS[2], unpack(dead))
end
local live = redis.call('ZRANGE', KEYS[1], 0, -1)
if #live == 0 then return {} end
return redis.call('HMGET', KEYS[2], unpack(live))
`;

export type Reply =
  | { readonly type: 'taken'; readonly worker: string; readonly attempt: number }
  | { readonly type: 'test'; readonly worker: string; readonly test: TestResult }
  | { readonly type: 'done'; readonly worker: string; readonly result: JudgeResult }
  /** The worker's host failed the job (its sandbox could not start): no verdict; the client's call rejects with a HostFaultError. */
  | { readonly type: 'fault'; readonly worker: string; readonly reason: string };

/** The fields of a reply's stream entry. */
export function encodeReply(reply: Reply): Record<string, string> {
  const { type, worker, ...body } = reply;
  return { type, worker, body: JSON.stringify(body) };
}

/** Null for an entry this version does not understand (it is skipped, not fatal). */
export function decodeReply(fields: StreamFields): Reply | null {
  try {
    const body = JSON.parse(fields.body ?? 'null') as Record<string, unknown> | null;
    const worker = fields.worker ?? '?';
    if (!body) return null;
    if (fields.type === 'taken' && typeof body.attempt === 'number') return { type: 'taken', worker, attempt: body.attempt };
    if (fields.type === 'test' && isObject(body.test) && typeof body.test.index === 'number')
      return { type: 'test', worker, test: body.test as unknown as TestResult };
    if (fields.type === 'done' && isObject(body.result) && typeof body.result.statusId === 'number')
      return { type: 'done', worker, result: body.result as unknown as JudgeResult };
    if (fields.type === 'fault' && typeof body.reason === 'string') return { type: 'fault', worker, reason: body.reason };
  } catch {
    // Not JSON: treated as unknown below.
  }
  return null;
}

/** A stream entry's fields by name, as node-redis reads them; any may be missing from an entry written by others. */
export type StreamFields = Readonly<Record<string, string | undefined>>;

/** A stream entry: its id and its fields. */
export interface StreamEntry {
  readonly id: string;
  readonly message: StreamFields;
}

/** A job that ends without a judge: Internal Error, saying why in words the learner sees. */
export function unjudged(reason: string): JudgeResult {
  return { statusId: Status.InternalError, description: `Internal Error: ${reason}`, compileOutput: null, tests: [], time: 0, memory: 0 };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
