import {
  END,
  START,
  positionToString,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
  type SubscriptionFilter,
} from '../store/eventStore';
import { FairTurns } from './fairTurns';

/** Where a processor has got to in the log: every event up to here is handled for good. */
export interface ProcessorCheckpoint {
  load(): Promise<Position | undefined>;
  save(position: Position): Promise<void>;
}

export interface ProcessorOptions {
  /** What it is, in the log's words (`the judge reactor`). */
  readonly name: string;
  readonly store: EventStore;
  /** The events it handles; the others pass it by. */
  readonly filter?: SubscriptionFilter;
  /**
   * Where it keeps its position: loaded at start, moved past an event once that event and every
   * one before it are handled. Without one (a processor that keeps its position with what it
   * writes, or one that follows only what happens from now on) it starts at `from`.
   */
  readonly checkpoint?: ProcessorCheckpoint;
  /** Where it starts without a stored position: the log's start (default), its end (live only), or a position (after it). */
  readonly from?: typeof START | typeof END | Position;
  /**
   * Handles one event. Resolves once that is done for good. `stopping` is aborted when the
   * processor stops: work that can be left half done may give up then by rejecting, and the
   * event stays behind the checkpoint for the next start.
   */
  readonly handle: (event: RecordedEvent, stopping: AbortSignal) => Promise<void>;
  /**
   * What a failed `handle` does: `retry` (the default) hands the same event on again after
   * `retryMs`, as many times as it takes; `stop` stops the processor, failed (see `status`).
   */
  readonly onError?: 'retry' | 'stop';
  /** How long to wait before handing an event on again after a failure. Default 1 s. */
  readonly retryMs?: number;
  /** Events handled at once. Default 1: one after another, in log order. */
  readonly concurrency?: number;
  /**
   * Whose event it is: events waiting for a free hand are taken by turns between owners
   * (`FairTurns`), each owner's oldest first, rather than in log order.
   */
  readonly turnsBy?: (event: RecordedEvent) => string;
  /** With `turnsBy`: events read ahead of the checkpoint at most. Default 10,000. */
  readonly readAhead?: number;
  readonly log: (message: string, error?: unknown) => void;
}

export interface Processor {
  readonly name: string;
  /** Where it has got to (every event up to here handled; undefined before the first), and whether it stopped on an error. */
  status(): { readonly position: Position | undefined; readonly failed: boolean; readonly error?: unknown };
  /** Takes no more events and waits for those in hand and the last save of its checkpoint. */
  stop(): Promise<void>;
}

/**
 * One way to follow the log, for every processor on the platform (projections and reactors
 * alike, as emmett's processors): subscribed from its checkpoint (or from `from`), it hands each
 * event on, retries or stops on a failure, moves its checkpoint past an event only once it and
 * every one before it are handled, and stops cleanly. After a crash it catches up from its
 * checkpoint: recovery is this same loop. Handing an event on twice must be harmless.
 */
export async function startProcessor(options: ProcessorOptions): Promise<Processor> {
  const retryMs = options.retryMs ?? 1000;
  const concurrency = options.concurrency ?? 1;
  // Without a checkpoint it subscribes before this returns its promise: a caller that appends next cannot be missed.
  const stored = options.checkpoint ? await options.checkpoint.load() : undefined;
  const fromPosition = stored ?? options.from ?? START;
  const subscription: Subscription = options.store.subscribeToAll({
    fromPosition,
    ...(options.filter ? { filter: options.filter } : {}),
  });
  /** Handed on, in log order; the checkpoint follows the done ones at the front. */
  const inHand: { readonly position: Position; done: boolean }[] = [];
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  /** Read through a call: stop() sets it while the loop awaits. */
  const isStopped = () => stopping.signal.aborted;
  let freed: () => void = () => undefined;
  let saving: Promise<void> = Promise.resolve();
  let position: Position | undefined = typeof fromPosition === 'object' ? fromPosition : undefined;
  let failure: { error: unknown } | undefined;

  const fail = (error: unknown) => {
    failure ??= { error };
    stopping.abort();
    freed();
    void subscription.unsubscribe();
  };

  const advance = () => {
    let last: Position | undefined;
    while (inHand[0]?.done) last = inHand.shift()!.position;
    if (!last) return;
    position = last;
    const reached = last;
    const { checkpoint } = options;
    if (!checkpoint) return;
    saving = saving
      .then(() => checkpoint.save(reached))
      .catch((error: unknown) => options.log(`${options.name} could not save its checkpoint`, error));
  };

  /** True once handled; false when given up (at stop, or on a failure that stops it): it stays behind the checkpoint. */
  const handOn = async (event: RecordedEvent): Promise<boolean> => {
    for (;;) {
      try {
        await options.handle(event, stopping.signal);
        return true;
      } catch (error) {
        if (isStopped()) return false;
        if (options.onError === 'stop') {
          options.log(`${options.name} could not handle ${event.type} at ${positionToString(event.position)}; it stops`, error);
          fail(error);
          return false;
        }
        options.log(`${options.name} could not handle ${event.type} at ${positionToString(event.position)}; trying again`, error);
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  };

  const waiting = new FairTurns<() => Promise<void>>();
  const readAhead = options.readAhead ?? 10_000;
  const pump = () => {
    while (running.size < concurrency && !isStopped()) {
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
      const limit = options.turnsBy ? readAhead : concurrency;
      while (waiting.size + running.size >= limit && !isStopped()) await new Promise<void>((resolve) => (freed = resolve));
      if (isStopped()) break;
      const entry = { position: recorded.position, done: false };
      inHand.push(entry);
      // Without an owner each event is its own, and turns keep log order.
      waiting.push(options.turnsBy?.(recorded) ?? String(arrival++), () =>
        handOn(recorded).then((handled) => {
          entry.done = handled;
          advance();
        }),
      );
      pump();
    }
  })().catch((error: unknown) => {
    options.log(`${options.name} stopped reading the log`, error);
    failure ??= { error };
  });

  return {
    name: options.name,
    status: () => ({ position, failed: failure !== undefined, ...(failure ? { error: failure.error } : {}) }),
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
