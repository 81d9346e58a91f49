/**
 * The judge queue over Redis streams, shared by the client (`redisJudge`) and the workers.
 *
 * - `<prefix>:jobs` is a stream of jobs `{ job, request }`, read by the consumer group
 *   `<prefix>-workers`; a job stays in its worker's pending list until it is answered, so a
 *   worker that dies leaves it to be reclaimed (XAUTOCLAIM) by another.
 * - `<prefix>:reply:<job>` is a stream per job: `taken`, then one `test` per finished test,
 *   then `done`. A stream (not pub/sub) because the client reads it from the start: an entry
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
  | { readonly type: 'done'; readonly worker: string; readonly result: JudgeResult };

export function encodeReply(reply: Reply): string[] {
  const { type, worker, ...body } = reply;
  return ['type', type, 'worker', worker, 'body', JSON.stringify(body)];
}

/** Null for an entry this version does not understand (it is skipped, not fatal). */
export function decodeReply(fields: readonly string[]): Reply | null {
  const map = fieldMap(fields);
  try {
    const body = JSON.parse(map.body ?? 'null') as Record<string, unknown> | null;
    const worker = map.worker ?? '?';
    if (!body) return null;
    if (map.type === 'taken' && typeof body.attempt === 'number') return { type: 'taken', worker, attempt: body.attempt };
    if (map.type === 'test' && isObject(body.test) && typeof body.test.index === 'number')
      return { type: 'test', worker, test: body.test as unknown as TestResult };
    if (map.type === 'done' && isObject(body.result) && typeof body.result.statusId === 'number')
      return { type: 'done', worker, result: body.result as unknown as JudgeResult };
  } catch {
    // Not JSON: treated as unknown below.
  }
  return null;
}

export type StreamEntry = readonly [id: string, fields: string[]];

/** Entries of an XREAD / XREADGROUP reply (`[[key, [[id, fields], ...]], ...]`, or null on timeout). */
export function entriesOf(reply: unknown): StreamEntry[] {
  if (!Array.isArray(reply)) return [];
  return reply.flatMap((stream) => (Array.isArray(stream) && Array.isArray(stream[1]) ? entryList(stream[1]) : []));
}

/** `[[id, fields], ...]`; entries deleted since they were delivered come back with null fields and are dropped. */
export function entryList(list: unknown[]): StreamEntry[] {
  return list.flatMap((entry) =>
    Array.isArray(entry) && typeof entry[0] === 'string' && Array.isArray(entry[1]) ? [[entry[0], entry[1].map(String)] as const] : [],
  );
}

export function fieldMap(fields: readonly string[]): Record<string, string | undefined> {
  const map: Record<string, string | undefined> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) map[fields[i]!] = fields[i + 1];
  return map;
}

/** A job that ends without a judge: Internal Error, saying why in words the learner sees. */
export function unjudged(reason: string): JudgeResult {
  return { statusId: Status.InternalError, description: `Internal Error: ${reason}`, compileOutput: null, tests: [], time: 0, memoryKb: 0 };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
