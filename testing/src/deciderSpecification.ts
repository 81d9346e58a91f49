import { AssertionError, deepStrictEqual } from 'node:assert';
import { type Decider, type Event as AnyEvent, fold } from '@forge/events';

/**
 * Given/when/then for deciders, usable from any test runner:
 *
 *   const spec = DeciderSpecification.for(problemDecider);
 *   spec.given([created]).when(deleteIt).then([deleted]);
 *   spec.given([created, deleted]).when(deleteIt).thenThrows(DomainError, /not found/);
 */
export const DeciderSpecification = {
  for<State, Command, Event extends AnyEvent>(decider: Decider<State, Command, Event>) {
    return {
      given(events: readonly Event[]) {
        return {
          when(command: Command) {
            const run = () => decider.decide(command, fold(decider, events));
            return {
              then(expected: readonly Event[]): void {
                deepStrictEqual(run(), expected);
              },
              thenNothingHappens(): void {
                deepStrictEqual(run(), []);
              },
              thenThrows(errorType: abstract new (...args: never[]) => Error, message?: RegExp | string): void {
                let produced: readonly Event[];
                try {
                  produced = run();
                } catch (error) {
                  if (!(error instanceof errorType)) {
                    throw new AssertionError({
                      message: `expected ${errorType.name}, got ${String(error)}`,
                      actual: error,
                      expected: errorType,
                    });
                  }
                  const ok =
                    message === undefined || (typeof message === 'string' ? error.message === message : message.test(error.message));
                  if (!ok)
                    throw new AssertionError({ message: `unexpected message: ${error.message}`, actual: error.message, expected: message });
                  return;
                }
                throw new AssertionError({
                  message: `expected ${errorType.name}, but the command produced events`,
                  actual: produced,
                  expected: errorType,
                });
              },
            };
          },
        };
      },
    };
  },
};
