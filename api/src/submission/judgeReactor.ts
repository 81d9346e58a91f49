import { START, type EventStore, type Position, type Subscription } from '@forge/events';
import { decodeEvent } from '@forge/domain';
import type { ReadModelStore } from '@forge/projections';

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
  readonly handle: (submission: RequestedSubmission, position: Position) => Promise<void>;
  /** Submissions handed on at once; 1 keeps them in log order. */
  readonly concurrency: number;
  readonly log: (message: string, error?: unknown) => void;
  /** How long to wait before handing a submission on again after a failure. Default 1 s. */
  readonly retryMs?: number;
}

export interface JudgeReactor {
  /** Takes no more submissions and waits for those in hand. */
  stop(): Promise<void>;
}

/**
 * The judge reactor: a processor subscribed to the log from its stored checkpoint, which hands
 * every `SubmissionRequested` on. The checkpoint moves past a submission only once it and every
 * one requested before it are handed on, so after a crash the reactor catches up from there:
 * recovery is this same loop, and nothing requested is left behind. Handing one on twice is
 * harmless (the submission's decider records one verdict).
 */
export async function startJudgeReactor(options: JudgeReactorOptions): Promise<JudgeReactor> {
  const retryMs = options.retryMs ?? 1000;
  const from = (await options.checkpoint.load()) ?? START;
  const subscription: Subscription = options.store.subscribeToAll({
    fromPosition: from,
    filter: { eventTypeRegex: /^SubmissionRequested$/ },
  });
  /** Handed on, in log order; the checkpoint follows the done ones at the front. */
  const inHand: { readonly position: Position; done: boolean }[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;
  /** Read through a call: stop() sets it while the loop awaits. */
  const isStopped = () => stopped;
  let freed: () => void = () => undefined;
  let saving: Promise<void> = Promise.resolve();

  const advance = () => {
    let last: Position | undefined;
    while (inHand[0]?.done) last = inHand.shift()!.position;
    if (!last) return;
    const position = last;
    saving = saving
      .then(() => options.checkpoint.save(position))
      .catch((error: unknown) => options.log('the judge reactor could not save its checkpoint', error));
  };

  /** True once handed on; false when given up at stop (it stays behind the checkpoint, for after the restart). */
  const handOn = async (submission: RequestedSubmission, position: Position): Promise<boolean> => {
    for (;;) {
      try {
        await options.handle(submission, position);
        return true;
      } catch (error) {
        options.log(`could not hand on submission ${submission.submissionId}; trying again`, error);
        if (stopped) return false;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  };

  const loop = (async () => {
    for await (const recorded of subscription) {
      const event = decodeEvent(recorded);
      if (event?.type !== 'SubmissionRequested') continue;
      while (running.size >= options.concurrency && !isStopped()) await new Promise<void>((resolve) => (freed = resolve));
      if (isStopped()) break;
      const entry = { position: recorded.position, done: false };
      inHand.push(entry);
      const { submissionId, userId, problemId } = event.data;
      const work = handOn({ submissionId, userId, problemId }, recorded.position).then((handedOn) => {
        running.delete(work);
        entry.done = handedOn;
        advance();
        freed();
      });
      running.add(work);
    }
  })().catch((error: unknown) => options.log('the judge reactor stopped reading the log', error));

  return {
    async stop() {
      stopped = true;
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
