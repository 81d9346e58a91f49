/**
 * Rejudges handed to the judge workers through Redis, as submissions are (redisSubmissionQueue.ts):
 * every worker's rejudge reactor feeds `<prefix>:rejudges` from the log, one entry `{ rejudge: id }`
 * per `RejudgeRequested` with its log position as the entry id (so it goes in once however many
 * feed it), and the workers share it as one consumer group, `<prefix>-rejudgers`: one worker
 * takes a rejudge and renews its hold while it judges; a worker that dies or stops leaves it to be
 * taken over once the hold lapses, and the taker goes on from what the rejudge's stream recorded.
 */
import { redisLogFeed, startConsumerGroup, type Delivery, type RedisClient } from '@forge/redis-kit';
import { untilHealthy } from '@forge/judge';
import type { Position } from '@forge/events';
import type { ReactorCheckpoint } from '../judging/judgeReactor';
import { rejudgeSubmissions, type RejudgeDeps } from './rejudgeSubmissions';

export interface RejudgeQueueKeys {
  readonly stream: string;
  readonly group: string;
  readonly checkpoint: string;
}

export function rejudgeQueueKeys(prefix = 'judge'): RejudgeQueueKeys {
  return { stream: `${prefix}:rejudges`, group: `${prefix}-rejudgers`, checkpoint: `${prefix}:rejudges:checkpoint` };
}

/** The rejudge reactor's side: feeds the stream, its checkpoint set by the same script. */
export function redisRejudgeFeeder(
  client: RedisClient,
  keys: RejudgeQueueKeys,
): { checkpoint: ReactorCheckpoint; handle(rejudgeId: string, position: Position): Promise<void> } {
  const feed = redisLogFeed(client, keys, 'rejudge');
  return { checkpoint: feed.checkpoint, handle: (rejudgeId, position) => feed.feed(rejudgeId, position) };
}

export interface RejudgeConsumerOptions {
  readonly client: RedisClient;
  readonly keys: RejudgeQueueKeys;
  readonly judging: RejudgeDeps;
  /** This worker's name in the group. */
  readonly worker: string;
  readonly reclaimIdleMs?: number;
  readonly heartbeatMs?: number;
  readonly blockMs?: number;
}

/** One worker's share of the rejudges: one at a time (background work), each run to its end. */
export async function startRejudgeConsumer(options: RejudgeConsumerOptions): Promise<{ stop(): Promise<void> }> {
  const stopping = new AbortController();
  const group = await startConsumerGroup({
    client: options.client,
    stream: options.keys.stream,
    group: options.keys.group,
    consumer: options.worker,
    concurrency: 1,
    handle: async ({ entry }: Delivery) => {
      const rejudgeId = entry.message['rejudge'];
      if (!rejudgeId) {
        options.judging.log(`dropping malformed rejudge entry ${entry.id}`);
        return;
      }
      // Interrupted at stop, it stays held and is taken over once the hold lapses.
      await rejudgeSubmissions(options.judging, rejudgeId, stopping.signal);
    },
    reclaimIdleMs: options.reclaimIdleMs,
    heartbeatMs: options.heartbeatMs,
    blockMs: options.blockMs,
    ready: (signal) => untilHealthy(options.judging.judge, { signal }),
    log: options.judging.log,
  });
  return {
    async stop() {
      stopping.abort();
      await group.stop();
    },
  };
}
