import type { AppendResult, EventStore, ExpectedRevision } from '../store/eventStore';
import { StreamNotFoundError, WrongExpectedVersionError } from '../store/errors';
import type { Event } from '../catalog/eventCatalog';
import type { Decider } from './decider';

export interface CommandResult<State, Event> {
  readonly newEvents: readonly Event[];
  readonly newState: State;
  /** Where the last new event landed; undefined when the command produced no event. */
  readonly append?: AppendResult;
}

export interface HandleOptions {
  /** Decisions again after a lost race, at most (default 5). */
  readonly maxRetries?: number;
  readonly correlationId?: string;
}

/**
 * How long to wait before deciding again after the `attempt`-th lost race: a random time up to
 * 2 ms doubled each time, at most 100 ms, so that writers who lost together do not race again
 * together (full jitter).
 */
export const retryDelayMs = (attempt: number, random: () => number = Math.random): number => random() * Math.min(100, 2 * 2 ** attempt);

/** Reads a stream and folds it. A stream that does not exist yet is the decider's initial state. */
export async function aggregateStream<State, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, unknown, E>, 'events' | 'initialState' | 'evolve'>,
): Promise<{ state: State; revision: ExpectedRevision }> {
  let state = decider.initialState();
  try {
    const recorded = await store.readStream(streamId);
    for (const r of recorded) {
      const event = decider.events.decode(r);
      if (event) state = decider.evolve(state, event);
    }
    const last = recorded.at(-1);
    return { state, revision: last ? last.revision : 'no_stream' };
  } catch (error) {
    if (error instanceof StreamNotFoundError) return { state, revision: 'no_stream' };
    throw error;
  }
}

/**
 * Decides a command against the current state of one stream and appends the result,
 * expecting the revision it read. A concurrent writer makes the append fail; the command
 * is then decided again on the fresh state after a short random wait (retryDelayMs), a few
 * times at most (`maxRetries`).
 */
export async function handleCommand<State, Command, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, E>,
  command: Command,
  options: HandleOptions = {},
): Promise<CommandResult<State, E>> {
  const maxRetries = options.maxRetries ?? 5;
  for (let attempt = 0; ; attempt++) {
    const { state, revision } = await aggregateStream(store, streamId, decider);
    const newEvents = decider.decide(command, state);
    const newState = newEvents.reduce(decider.evolve, state);
    if (newEvents.length === 0) return { newEvents, newState };
    try {
      const append = await store.appendToStream(
        streamId,
        newEvents.map((e) => decider.events.encode(e, { correlationId: options.correlationId })),
        { expectedRevision: revision },
      );
      return { newEvents, newState, append };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= maxRetries) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    }
  }
}
