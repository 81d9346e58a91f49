import type { Event, EventCatalog } from '../catalog/eventCatalog';

/**
 * A decider (after Emmett): pure functions from a command and the state folded from past
 * events to new events. Time and ids arrive inside the command; nothing here does I/O.
 */
export interface Decider<State, Command, E extends Event> {
  /** How the events this decider writes are stored and read back. */
  readonly events: EventCatalog<E>;
  readonly initialState: () => State;
  readonly evolve: (state: State, event: E) => State;
  /** Returns the new events, or throws a DomainError when the command is refused. */
  readonly decide: (command: Command, state: State) => readonly E[];
}

export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

/** A refusal by the domain. The API maps the kind to a status; the message reaches the user. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export function fold<State, E extends Event>(
  decider: Pick<Decider<State, unknown, E>, 'initialState' | 'evolve'>,
  events: readonly E[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/**
 * The `default` of a decide's `switch`: the command is `never` there, so a command added to the
 * union and not handled fails to compile; one that arrives anyway (from plain JavaScript) is refused.
 */
export function unknownCommand(_command: never): never {
  throw new DomainError('invalid', 'Unknown command');
}
