/**
 * Submissions handed to the judge workers through Redis: the judge reactor feeds them from the log,
 * and the workers share them as competing consumers of one consumer group.
 *
 * - Fed submissions wait in a room in Redis, one list per user, and go into the stream
 *   `<prefix>:submissions` (an entry `{ submission: id }`) only as workers have room for them, by
 *   turns between users (@forge/redis-kit's fair feed): one user's flood waits behind every other
 *   user's next submission. Each `SubmissionRequested` is fed once however many reactors feed it,
 *   and the feeders' checkpoint is set by the same script.
 * - A worker reads the stream in the group `<prefix>-workers`. An entry stays in the worker's pending list
 *   until its verdict is in the log; a worker that dies leaves it to be claimed (XAUTOCLAIM) by
 *   another once idle. Attempts are counted in the log (`SubmissionJudgingStarted`), which parks
 *   a submission after too many: it is then judged Internal Error, saying why, and copied to
 *   `<prefix>:submissions:parked` (the dead letters) for whoever operates the judge.
 */
import { redisFairFeed, startConsumerGroup, type Delivery, type RedisClient } from '@forge/redis-kit';
import type { Position } from '@forge/events';
import type { ReactorCheckpoint, RequestedSubmission } from '../judging/judgeReactor';
import { judgeRequestedSubmission, type SubmissionJudgeDeps } from '../judging/judgeSubmission';
import { readRequest } from '../submission/readSubmission';
import { parkedReason, SubmissionRequested } from '@forge/domain';
import { untilHealthy } from '@forge/judge';

export interface SubmissionQueueKeys {
  readonly stream: string;
  readonly group: string;
  /** Prefix of the fair feed's room, turns and checkpoint. */
  readonly room: string;
  readonly parked: string;
}

export function submissionQueueKeys(prefix = 'judge'): SubmissionQueueKeys {
  return {
    stream: `${prefix}:submissions`,
    group: `${prefix}-workers`,
    room: `${prefix}:submissions:fair`,
    parked: `${prefix}:submissions:parked`,
  };
}

/** The judge reactor's side: its checkpoint lives in Redis, set by the same script that feeds. */
export function redisSubmissionFeeder(
  client: RedisClient,
  keys: SubmissionQueueKeys,
): { checkpoint: ReactorCheckpoint; handle(submission: RequestedSubmission, position: Position): Promise<void> } {
  const feed = redisFairFeed(client, keys, 'submission');
  return {
    checkpoint: feed.checkpoint,
    handle: (submission, position) => feed.feed(submission.userId, JSON.stringify(submission), position),
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

/**
 * One judge worker's share of the submissions: reads new ones, takes over abandoned ones, acknowledges
 * each once its verdict (or its parking) is in the log. A submission that could not be judged stays held
 * and is taken again (@forge/redis-kit's consumer group).
 */
export async function startSubmissionConsumer(options: SubmissionConsumerOptions): Promise<SubmissionConsumer> {
  const { client, keys, judging } = options;
  const stopping = new AbortController();
  const feed = redisFairFeed(client, keys, 'submission');
  let judged = 0;
  let parked = 0;

  /** The entry's request: carried in it, or, for an entry fed before entries carried it, read from the log. */
  async function requestOf(value: string | undefined): Promise<RequestedSubmission | undefined> {
    if (!value) return undefined;
    if (!value.startsWith('{')) return readRequest(judging.store, value);
    const parsed = SubmissionRequested.schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  }

  async function judge({ entry }: Delivery): Promise<void> {
    const request = await requestOf(entry.message['submission']);
    if (!request) {
      judging.log(`dropping malformed entry ${entry.id}`);
      return;
    }
    const { submissionId } = request;
    const outcome = await judgeRequestedSubmission(judging, request, stopping.signal);
    if (outcome === 'parked') {
      parked++;
      judging.log(`!!! submission ${submissionId} parked: ${parkedReason(judging.maxAttempts)}`);
      await client.xAdd(keys.parked, '*', { submission: submissionId, entry: entry.id, worker: judging.worker });
    }
    if (outcome === 'judged') judged++;
  }

  const group = await startConsumerGroup({
    client,
    stream: keys.stream,
    group: keys.group,
    consumer: judging.worker,
    concurrency: options.concurrency,
    handle: judge,
    reclaimIdleMs: options.reclaimIdleMs,
    heartbeatMs: options.heartbeatMs,
    blockMs: options.blockMs,
    // A worker whose sandbox cannot start takes nothing; another takes it meanwhile.
    ready: (signal) => untilHealthy(judging.judge, { signal }),
    // The stream holds only what the workers have room for; the rest waits its turn in the room.
    beforeRead: (free) => feed.take(free),
    log: judging.log,
  });

  return {
    stats: () => {
      const { reclaimed, running } = group.stats();
      return { judged, reclaimed, parked, running };
    },
    stop: () => {
      stopping.abort();
      return group.stop();
    },
  };
}
