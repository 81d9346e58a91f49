/**
 * Submissions handed to the judge workers through Redis: the judge reactor feeds a stream from
 * the log, and the workers share it as competing consumers of one consumer group.
 *
 * - `<prefix>:submissions` holds one entry `{ submission: id }` per `SubmissionRequested`, with
 *   the event's log position as its entry id. Redis refuses an id not above the last one, so a
 *   submission is fed once however many reactors feed it, and the checkpoint
 *   (`<prefix>:submissions:checkpoint`) is set in the same script: fed and checkpointed together.
 * - A worker reads it in the group `<prefix>-workers`. An entry stays in the worker's pending list
 *   until its verdict is in the log; a worker that dies leaves it to be claimed (XAUTOCLAIM) by
 *   another once idle. Attempts are counted in the log (`SubmissionJudgingStarted`), which parks
 *   a submission after too many: it is then judged Internal Error, saying why, and copied to
 *   `<prefix>:submissions:parked` (the dead letters) for whoever operates the judge.
 */
import type { RedisClientType } from 'redis';
import { execTransaction } from '../redisClient';
import { positionFromString, type Position } from '@forge/events';
import type { ReactorCheckpoint, RequestedSubmission } from './judgeReactor';
import { judgeRequestedSubmission, type SubmissionJudgeDeps } from './judgeSubmission';
import { parkedReason } from '@forge/domain';

export type RedisClient = RedisClientType;

export interface SubmissionQueueKeys {
  readonly stream: string;
  readonly group: string;
  readonly checkpoint: string;
  readonly parked: string;
}

export function submissionQueueKeys(prefix = 'judge'): SubmissionQueueKeys {
  return {
    stream: `${prefix}:submissions`,
    group: `${prefix}-workers`,
    checkpoint: `${prefix}:submissions:checkpoint`,
    parked: `${prefix}:submissions:parked`,
  };
}

/** KEYS: stream, checkpoint. ARGV: entry id (the log position), submission id. 1 if fed, 0 if fed before. */
const feedScript = `
local added = redis.pcall('XADD', KEYS[1], ARGV[1], 'submission', ARGV[2])
if type(added) == 'table' and added.err then
  if string.find(added.err, 'equal or smaller', 1, true) then return 0 end
  return redis.error_reply(added.err)
end
redis.call('SET', KEYS[2], ARGV[1])
return 1
`;

/** A log position as a stream entry id (`commit-prepare`): ordered as the log is. */
export const entryIdOf = (position: Position) => `${position.commit}-${position.prepare}`;
const positionOfEntryId = (id: string) => positionFromString(id.replace('-', '/'));

/** The judge reactor's side: its checkpoint lives in Redis, set by the same script that feeds. */
export function redisSubmissionFeeder(
  client: RedisClient,
  keys: SubmissionQueueKeys,
): { checkpoint: ReactorCheckpoint; handle(submission: RequestedSubmission, position: Position): Promise<void> } {
  return {
    checkpoint: {
      async load() {
        const id = await client.get(keys.checkpoint);
        return id ? positionOfEntryId(id) : undefined;
      },
      // Saved by the feed script itself.
      save: async () => undefined,
    },
    async handle(submission, position) {
      await client.eval(feedScript, { keys: [keys.stream, keys.checkpoint], arguments: [entryIdOf(position), submission.submissionId] });
    },
  };
}

export interface SubmissionConsumerOptions {
  readonly client: RedisClient;
  readonly keys: SubmissionQueueKeys;
  /** Judges one submission through the log; `worker` names this consumer in the group too. */
  readonly judging: SubmissionJudgeDeps;
  /** Submissions judged at once (their tests share the judge's slots fairly). */
  readonly concurrency: number;
  /** A submission held this long without renewal (its worker died) is taken over. Default 30 s. */
  readonly reclaimIdleMs?: number;
  /** How often this worker renews its hold on the submissions it judges. Default 2 s. */
  readonly heartbeatMs?: number;
  /** How long one read of the stream blocks; bounds how long `stop` waits for it. Default 1 s. */
  readonly blockMs?: number;
}

export interface SubmissionConsumer {
  stats(): { readonly judged: number; readonly reclaimed: number; readonly parked: number; readonly running: number };
  /** Takes no more submissions and finishes the ones it judges. */
  stop(): Promise<void>;
}

/** An XREADGROUP reply: the entries read, per stream (node-redis leaves the entries untyped). */
type GroupRead = { readonly messages: readonly { readonly id: string; readonly message: Record<string, string> }[] }[] | null;

interface Entry {
  readonly id: string;
  readonly submissionId: string | undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One judge worker's share of the submissions: reads new ones, takes over abandoned ones, acknowledges each once judged. */
export async function startSubmissionConsumer(options: SubmissionConsumerOptions): Promise<SubmissionConsumer> {
  const { client, keys, judging } = options;
  const consumer = judging.worker;
  const reclaimIdleMs = options.reclaimIdleMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? 2000;
  const blockMs = options.blockMs ?? 1000;
  const log = (message: string, error?: unknown) => judging.log(message, error);
  // XREADGROUP BLOCK holds its connection, so it gets one of its own.
  const reader = client.duplicate();
  reader.on('error', () => undefined);
  await reader.connect();

  const running = new Map<string, Promise<void>>();
  let stopping = false;
  let judged = 0;
  let reclaimed = 0;
  let parked = 0;
  let wake: () => void = () => undefined;

  await client.xGroupCreate(keys.stream, keys.group, '0', { MKSTREAM: true }).catch((error: Error) => {
    if (!error.message.includes('BUSYGROUP')) throw error;
  });

  async function judge(entry: Entry): Promise<void> {
    if (!entry.submissionId) {
      log(`dropping malformed entry ${entry.id}`);
      await acknowledge(entry.id);
      return;
    }
    const outcome = await judgeRequestedSubmission(judging, entry.submissionId);
    if (outcome === 'parked') {
      parked++;
      log(`!!! submission ${entry.submissionId} parked: ${parkedReason(judging.maxAttempts)}`);
      await client.xAdd(keys.parked, '*', { submission: entry.submissionId, entry: entry.id, worker: consumer });
    }
    await acknowledge(entry.id);
    if (outcome === 'judged') judged++;
  }

  async function acknowledge(id: string): Promise<void> {
    await execTransaction(client.multi().xAck(keys.stream, keys.group, id).xDel(keys.stream, id));
  }

  function start(entry: Entry): void {
    const work = judge(entry)
      // Not acknowledged: it stays in this worker's pending list and is taken over once idle.
      .catch((error: unknown) => log(`!!! submission ${entry.submissionId ?? entry.id} not judged; it will be taken again`, error))
      .finally(() => {
        running.delete(entry.id);
        wake();
      });
    running.set(entry.id, work);
  }

  let cursor = '0-0';
  /** Takes over up to `count` submissions whose workers stopped renewing their hold; returns how many. */
  async function reclaim(count: number): Promise<number> {
    const claimed = await client.xAutoClaim(keys.stream, keys.group, consumer, reclaimIdleMs, cursor, { COUNT: count });
    cursor = claimed.nextId;
    let started = 0;
    for (const message of claimed.messages) {
      // Ours, and still being judged here: its hold lapsed while this process stalled.
      if (!message || running.has(message.id)) continue;
      reclaimed++;
      started++;
      start({ id: message.id, submissionId: message.message['submission'] });
    }
    return started;
  }

  async function readLoop(): Promise<void> {
    const reclaimEveryMs = Math.max(50, Math.min(reclaimIdleMs / 2, 5000));
    let reclaimDueAt = 0;
    while (!stopping) {
      let free = options.concurrency - running.size;
      if (free <= 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      try {
        if (Date.now() >= reclaimDueAt) {
          reclaimDueAt = Date.now() + reclaimEveryMs;
          free -= await reclaim(free);
          if (free <= 0) continue;
        }
        const reply: GroupRead = await reader.xReadGroup(
          keys.group,
          consumer,
          { key: keys.stream, id: '>' },
          { COUNT: free, BLOCK: blockMs },
        );
        for (const stream of reply ?? []) {
          for (const message of stream.messages) start({ id: message.id, submissionId: message.message['submission'] });
        }
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() sets `stopping` while the read blocks
        if (stopping) break;
        log('reading submissions failed', error);
        if ((error as Error).message.includes('NOGROUP'))
          await client.xGroupCreate(keys.stream, keys.group, '0', { MKSTREAM: true }).catch(() => undefined);
        await sleep(1000);
      }
    }
  }

  // Claiming our own entries again resets their idle time: a long judging is not taken for a dead worker's.
  const beats = setInterval(() => {
    if (running.size === 0) return;
    void client
      .xClaimJustId(keys.stream, keys.group, consumer, 0, [...running.keys()])
      .catch((error: unknown) => log('renewing the hold on submissions failed', error));
  }, heartbeatMs);
  const reading = readLoop();

  return {
    stats: () => ({ judged, reclaimed, parked, running: running.size }),
    async stop() {
      if (stopping) return;
      stopping = true;
      wake();
      await reading;
      await Promise.allSettled([...running.values()]);
      clearInterval(beats);
      reader.destroy();
    },
  };
}
