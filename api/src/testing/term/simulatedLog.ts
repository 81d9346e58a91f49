import type { EventStore } from '@forge/events';
import type { SeededRandom } from '@forge/testing';

/** The simulated term's clock: it stands still unless the simulation moves it. */
export interface SimulatedClock {
  now(): Date;
  /** Moves time forward by `ms`. */
  advance(ms: number): void;
  /** Moves time to `time` (never back). */
  moveTo(time: Date): void;
}

export function simulatedClock(start: Date): SimulatedClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    moveTo: (time) => {
      now = Math.max(now, time.getTime());
    },
  };
}

/**
 * The log as the simulation writes it through the platform's own command handlers: every event
 * gets an id from the seeded randomness (a run of the script gives the same history) and the
 * simulated time as the time it was recorded; each append moves the clock on a little, as
 * requests do.
 */
export function simulatedLog(store: EventStore, clock: SimulatedClock, random: SeededRandom): EventStore {
  return {
    appendToStream: (streamId, events, options) => {
      const recordedAt = clock.now();
      clock.advance(random.between(40, 400));
      return store.appendToStream(
        streamId,
        events.map((event) => ({ ...event, id: random.uuid(), recordedAt })),
        options,
      );
    },
    readStream: (...args) => store.readStream(...args),
    readAll: (...args) => store.readAll(...args),
    subscribeToAll: (...args) => store.subscribeToAll(...args),
    deleteStream: (...args) => store.deleteStream(...args),
    close: () => store.close(),
  };
}
