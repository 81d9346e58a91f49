import type { EventStore, Position } from '@forge/events';
import { startLogReactor, type JudgeReactor, type ReactorCheckpoint } from '../judging/judgeReactor';

export interface RejudgeReactorOptions {
  readonly store: EventStore;
  readonly checkpoint: ReactorCheckpoint;
  /**
   * Does one requested rejudge: runs it here to the end, or queues it for the judge workers.
   * Rejects to be retried; rejecting once `stopping` is aborted leaves it for the next start.
   */
  readonly handle: (rejudgeId: string, stopping: AbortSignal, position: Position) => Promise<void>;
  readonly log: (message: string, error?: unknown) => void;
  readonly retryMs?: number;
}

/**
 * The rejudge reactor: subscribed to the log from its stored checkpoint, it hands every
 * `RejudgeRequested` on, one at a time (a rejudge is background work: learners come first).
 * The checkpoint passes a rejudge once it is handled for good, so a crash mid-rejudge takes it
 * up again at the next start, from what its stream recorded.
 */
export function startRejudgeReactor(options: RejudgeReactorOptions): Promise<JudgeReactor> {
  return startLogReactor({
    store: options.store,
    checkpoint: options.checkpoint,
    eventType: 'RejudgeRequested',
    name: 'the rejudge reactor',
    handle: (event, position, stopping) => options.handle(event.data.rejudgeId, stopping, position),
    concurrency: 1,
    log: options.log,
    ...(options.retryMs === undefined ? {} : { retryMs: options.retryMs }),
  });
}
