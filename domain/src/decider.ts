import type { Decider, Event, EventCatalog } from '@forge/events';

/** A stream's decider from its parts: its events' catalog, its state and `evolve`, its `decide`. */
export const decider = <State, Command, E extends Event>(
  events: EventCatalog<E>,
  initialState: () => State,
  evolve: (state: State, event: E) => State,
  decide: (command: Command, state: State) => readonly E[],
): Decider<State, Command, E> => ({ events, initialState, evolve, decide });
