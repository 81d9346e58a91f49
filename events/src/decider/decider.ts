/**
 * A decider (after Emmett): pure functions from a command and the state folded from past
 * events to new events. Time and ids arrive inside the command; nothing here does I/O.
 */
export interface Decider<State, Command, Event> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  /** Returns the new events, or throws a DomainError when the command is refused. */
  readonly decide: (command: Command, state: State) => readonly Event[];
}

export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

/** A refusal by the domain. The API maps the kind to a status; the message reaches the user. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(readonly kind: DomainErrorKind, message: string) {
    super(message);
  }
}

export function fold<State, Event>(decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>, events: readonly Event[]): State {
  return events.reduce(decider.evolve, decider.initialState());
}
