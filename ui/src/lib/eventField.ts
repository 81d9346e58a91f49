import { type EventObject } from 'xstate';

/**
 * An invoked actor's input read from the event that entered its state: `eventField('SAVE', 'body')`
 * hands the actor the SAVE event's body, and fails loudly if another event got there.
 */
export const eventField =
  <TEvent extends EventObject, const TType extends TEvent['type'], const TKey extends keyof Extract<TEvent, { type: TType }>>(
    type: TType,
    key: TKey,
  ) =>
  ({ event }: { event: TEvent }): Extract<TEvent, { type: TType }>[TKey] => {
    if (!isOfType(event, type)) throw new Error(`Expected event of type "${type}", got "${event.type}"`);
    return event[key];
  };

const isOfType = <TEvent extends EventObject, TType extends TEvent['type']>(
  event: TEvent,
  type: TType,
): event is Extract<TEvent, { type: TType }> => event.type === type;
