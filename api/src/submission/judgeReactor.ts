import { positionToString, START, type EventStore, type Position, type Subscription } from '@forge/events';
import { decodeEvent, type DomainEventType, type EventOfType } from '@forge/domain';
import type { ReadModelStore } from '@forge/projections';
import { FairTurns } from './fairTurns';

/** Where the reactor has got to in the log: every submission requested up to here is handed on. */
export interface ReactorCheckpoint {
  load(): Promise<Position | undefined>;
  save(position: Position): Promise<void>;
}

export interface RequestedSubmission {
  readonly submissionId: string;
  readonly userId: string;
  readonly problemId: string;
}

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
  /** Whose event it is: events waiting for a free hand are taken by turns between owners (fairTurns.ts), oldest first. */
  readonly fairBy?: (event: EventOfType<T>) => string;
}

export interface JudgeReactor {
  /** Takes no more submissions and waits for those in hand. */
  stop(): Promise<void>;
}

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
    handle: ({ data: { submissionId, userId, problemId } }, position, stopping) =>
      options.handle({ submissionId, userId, problemId }, position, stopping),
  });
}

/**
 * A processor subscribed to the log from its stored checkpoint, handling every event of one type.
 * The checkpoint moves past an event only once it and every one before it are handled.
 */
export async function startLogReactor<T extends DomainEventType>(options: LogReactorOptions<T>): Promise<JudgeReactor> {
  const retryMs = options.retryMs ?? 1000;
  const from = (await options.checkpoint.load()) ?? START;
  const subscription: Subscription = options.store.subscribeToAll({
    fromPosition: from,
    filter: { eventTypeRegex: new RegExp(`^${options.eventType}$`) },
  });
  /** Handed on, in log order; the checkpoint follows the done ones at the front. */
  const inHand: { readonly position: Position; done: boolean }[] = [];
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  /** Read through a call: stop() sets it while the loop awaits. */
  const isStopped = () => stopping.signal.aborted;
  let freed: () => void = () => undefined;
  let saving: Promise<void> = Promise.resolve();

  const advance = () => {
    let last: Position | undefined;
    while (inHand[0]?.done) last = inHand.shift()!.position;
    if (!last) return;
    const position = last;
    saving = saving
      .then(() => options.checkpoint.save(position))
      .catch((error: unknown) => options.log(`${options.name} could not save its checkpoint`, error));
  };

  /** True once handled; false when given up at stop (it stays behind the checkpoint, for after the restart). */
  const handOn = async (event: EventOfType<T>, position: Position): Promise<boolean> => {
    for (;;) {
      try {
        await options.handle(event, position, stopping.signal);
        return true;
      } catch (error) {
        if (isStopped()) return false;
        options.log(`${options.name} could not handle ${event.type} at ${positionToString(position)}; trying again`, error);
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  };

  const waiting = new FairTurns<() => Promise<void>>();
  const readAhead = options.readAhead ?? 10_000;
  const pump = () => {
    while (running.size < options.concurrency && !isStopped()) {
      const next = waiting.take();
      if (!next) break;
      const work = next.item().finally(() => {
        running.delete(work);
        if (running.size === 0 && waiting.size === 0) waiting.forgetTurns();
        pump();
        freed();
      });
      running.add(work);
    }
  };

  const loop = (async () => {
    let arrival = 0;
    for await (const recorded of subscription) {
      const event = decodeEvent(recorded);
      if (event?.type !== options.eventType) continue;
      const limit = options.fairBy ? readAhead : options.concurrency;
      while (waiting.size + running.size >= limit && !isStopped()) await new Promise<void>((resolve) => (freed = resolve));
      if (isStopped()) break;
      const entry = { position: recorded.position, done: false };
      inHand.push(entry);
      const typed = event as EventOfType<T>;
      // Without an owner each event is its own, and turns keep log order.
      waiting.push(options.fairBy?.(typed) ?? String(arrival++), () =>
        handOn(typed, recorded.position).then((handedOn) => {
          entry.done = handedOn;
          advance();
        }),
      );
      pump();
    }
  })().catch((error: unknown) => options.log(`${options.name} stopped reading the log`, error));

  return {
    async stop() {
      stopping.abort();
      freed();
      await subscription.unsubscribe();
      await loop;
      await Promise.allSettled([...running]);
      await saving;
    },
  };
}

/** A checkpoint kept beside the read models' own (same store, its own name). */
export function readModelCheckpoint(readModels: ReadModelStore, name: string): ReactorCheckpoint {
  return {
    load: async () => (await readModels.checkpoint(name))?.position,
    save: (position) => readModels.commit([], new Map([[name, { position, version: 1 }]])),
  };
}
