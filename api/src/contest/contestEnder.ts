import { handleCommand, type EventStore, type ReadModelStore } from '@forge/events';
import { contestDecider, contestWindow, listContests, streams } from '@forge/domain';

export interface ContestEnderOptions {
  readonly store: EventStore;
  readonly readModels: ReadModelStore;
  readonly clock: () => Date;
  readonly log: (message: string, error?: unknown) => void;
  /** How often the contests are looked at, at most (5 s by default); a contest's end nearer than that is waited for exactly. */
  readonly tickMs?: number;
}

export interface ContestEnder {
  /** Ends every contest whose time is over now: what each tick does. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Ends contests by their time (issue 36): a contest whose end has passed and whose stream has no
 * ContestEnded gets one, from the contest's decider (EndContest), appended at the stream's expected
 * revision. Every replica may run it: a second append loses the race, re-reads the stream and
 * finds the contest ended, so ContestEnded is written once; a restart finds what is still to end in
 * the contests read model. Ratings and the final standings follow from that event.
 */
export function startContestEnder(options: ContestEnderOptions): ContestEnder {
  const tickMs = options.tickMs ?? 5000;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;

  /** Ends what is over; answers how long until the next end not yet reached (capped by the tick). */
  const endDue = async (): Promise<number> => {
    const now = options.clock();
    let next = tickMs;
    for (const contest of await listContests(options.readModels)) {
      if (contest.ended) continue;
      const left = contestWindow(contest.settings).end - now.getTime();
      if (left > 0) {
        next = Math.min(next, left);
        continue;
      }
      const { contestId } = contest;
      try {
        const command = { type: 'EndContest', data: { contestId, now: now.toISOString() } } as const;
        await handleCommand(options.store, streams.contest(contestId), contestDecider, command);
      } catch (error) {
        options.log(`Contest ${contestId} could not be ended now; the next tick tries again`, error);
      }
    }
    return next;
  };

  const running = (async () => {
    while (!stopping.signal.aborted) {
      let delay = tickMs;
      try {
        delay = await endDue();
      } catch (error) {
        options.log('The contests could not be read to end those that are over; the next tick tries again', error);
      }
      await new Promise<void>((resolve) => {
        if (stopping.signal.aborted) {
          resolve();
          return;
        }
        wake = resolve;
        timer = setTimeout(resolve, Math.max(50, delay));
      });
    }
  })();

  return {
    tick: async () => {
      await endDue();
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      wake?.();
      await running;
    },
  };
}
