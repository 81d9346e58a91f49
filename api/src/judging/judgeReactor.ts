import { positionToString, startProcessor, type EventStore, type Position, type Processor, type ProcessorCheckpoint } from '@forge/events';
import { decodeEvent, type DomainEventType, type EventOfType } from '@forge/domain';
import type { ReadModelStore } from '@forge/events';

/** Where the reactor has got to in the log: every submission requested up to here is handed on. */
export type ReactorCheckpoint = ProcessorCheckpoint;

/** A requested submission as its request records it: all the judging needs, handed on so nothing reads it back. */
export type RequestedSubmission = EventOfType<'SubmissionRequested'>['data'];

export interface JudgeReactorOptions {
  readonly store: EventStore;
  readonly checkpoint: ReactorCheckpoint;
  /**
   * Hands one requested submission on: judges it here, or queues it for the judge workers.
   * Resolves once that is done for good; a rejection (the log or Redis unreachable) is retried.
   */
  readonly handle: (submission: RequestedSubmission, position: Position, stopping: AbortSignal) => Promise<void>;
  /** Submissions handed on at once; 1 keeps them in log order. */
  readonly concurrency: number;
  /**
   * Hands waiting submissions on by turns between users rather than in log order: on when `handle`
   * judges them here; off when it feeds them in log order to a queue that keeps turns itself.
   */
  readonly byTurns: boolean;
  /**
   * Events read ahead of the checkpoint at most when they are handed on by turns (without turns the
   * reactor reads no further ahead than it hands on). Default 10,000.
   */
  readonly readAhead?: number;
  readonly log: (message: string, error?: unknown) => void;
  /** How long to wait before handing a submission on again after a failure. Default 1 s. */
  readonly retryMs?: number;
}

/** A reactor to one type of event: what `startJudgeReactor` is for `SubmissionRequested`. */
export interface LogReactorOptions<T extends DomainEventType> extends Omit<JudgeReactorOptions, 'handle' | 'byTurns'> {
  readonly eventType: T;
  /** What it does, in the log's words (`the judge reactor`). */
  readonly name: string;
  /**
   * Handles one event. Resolves once that is done for good; a rejection is retried. `stopping` is
   * aborted when the reactor stops: work that can be left half done (the log says how far it got)
   * may give up then by rejecting, and the event stays behind the checkpoint for the next start.
   */
  readonly handle: (event: EventOfType<T>, position: Position, stopping: AbortSignal) => Promise<void>;
  /** Whose event it is: events waiting for a free hand are taken by turns between owners (the kit's FairTurns), oldest first. */
  readonly fairBy?: (event: EventOfType<T>) => string;
}

/** A reactor is a processor of the log (the event kit's): it takes no more events once stopped and waits for those in hand. */
export type JudgeReactor = Processor;

/**
 * The judge reactor: a processor subscribed to the log from its stored checkpoint, which hands
 * every `SubmissionRequested` on, by turns between users so one user's flood waits behind
 * everyone else's first submission. The checkpoint moves past a submission only once it and every
 * one requested before it are handed on, so after a crash the reactor catches up from there:
 * recovery is this same loop, and nothing requested is left behind. Handing one on twice is
 * harmless (the submission's decider records one verdict).
 */
export function startJudgeReactor(options: JudgeReactorOptions): Promise<JudgeReactor> {
  return startLogReactor({
    ...options,
    eventType: 'SubmissionRequested',
    name: 'the judge reactor',
    ...(options.byTurns ? { fairBy: (event: EventOfType<'SubmissionRequested'>) => event.data.userId } : {}),
    handle: ({ data }, position, stopping) => options.handle(data, position, stopping),
  });
}

/**
 * A processor of the log (the kit's `startProcessor`) handling every event of one type, decoded:
 * from its stored checkpoint, which moves past an event only once it and every one before it are
 * handled; a failure is retried.
 */
export function startLogReactor<T extends DomainEventType>(options: LogReactorOptions<T>): Promise<JudgeReactor> {
  const { fairBy } = options;
  /** The event, decoded; undefined for one this code cannot read (it is passed by, as nothing to do). */
  const typed = (recorded: Parameters<typeof decodeEvent>[0]) => {
    const event = decodeEvent(recorded);
    return event?.type === options.eventType ? (event as EventOfType<T>) : undefined;
  };
  return startProcessor({
    name: options.name,
    store: options.store,
    filter: { eventTypeRegex: new RegExp(`^${options.eventType}$`) },
    checkpoint: options.checkpoint,
    concurrency: options.concurrency,
    ...(fairBy
      ? {
          turnsBy: (recorded) => {
            const event = typed(recorded);
            return event ? fairBy(event) : `unreadable ${positionToString(recorded.position)}`;
          },
        }
      : {}),
    ...(options.readAhead === undefined ? {} : { readAhead: options.readAhead }),
    ...(options.retryMs === undefined ? {} : { retryMs: options.retryMs }),
    handle: async (recorded, stopping) => {
      const event = typed(recorded);
      if (event) await options.handle(event, recorded.position, stopping);
    },
    log: options.log,
  });
}

/** A checkpoint kept beside the read models' own (same store, its own name). */
export function readModelCheckpoint(readModels: ReadModelStore, name: string): ReactorCheckpoint {
  return {
    load: async () => (await readModels.checkpoint(name))?.position,
    save: (position) => readModels.commit([], new Map([[name, { position, version: 1 }]])),
  };
}
