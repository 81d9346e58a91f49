import { eventCatalog, type EventOfType as OneOf, type EventsOf } from '@forge/events';
import { emailClaimEventDefinitions, googleIdentityEventDefinitions, userEventDefinitions } from './account/events';
import { problemEventDefinitions } from './problem/events';
import { submissionEventDefinitions } from './submission/events';
import { rejudgeEventDefinitions } from './rejudge/events';
import { contestEventDefinitions } from './contest/events';

/** Every event the platform writes: what each kind of stream holds. A type missing here cannot be read back by the projections. */
export const domainEvents = eventCatalog([
  ...userEventDefinitions,
  ...emailClaimEventDefinitions,
  ...googleIdentityEventDefinitions,
  ...problemEventDefinitions,
  ...submissionEventDefinitions,
  ...rejudgeEventDefinitions,
  ...contestEventDefinitions,
]);

export type DomainEvent = EventsOf<typeof domainEvents>;
export type DomainEventType = DomainEvent['type'];
export type EventOfType<T extends DomainEventType> = OneOf<DomainEvent, T>;

export const encodeEvent: typeof domainEvents.encode = (event, options) => domainEvents.encode(event, options);
export const decodeEvent: typeof domainEvents.decode = (recorded) => domainEvents.decode(recorded);
export const knownEventTypes = domainEvents.types;
