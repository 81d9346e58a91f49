import { eventCatalog, type EventOfType as OneOf, type EventsOf } from '@forge/events';
import {
  EmailClaimed,
  GoogleAccountLinked,
  GoogleAccountUnlinked,
  GoogleIdentityClaimed,
  GoogleIdentityReleased,
  UserPasswordChanged,
  UserPasswordRemoved,
  UserRegistered,
  UserRoleChanged,
} from './account/events';
import { ProblemCreated, ProblemDeleted, ProblemRestored, ProblemUpdated } from './problem/events';
import { SubmissionCaseJudged, SubmissionJudged, SubmissionJudgingStarted, SubmissionRequested } from './submission/events';
import { ProblemVideoAttached, ProblemVideoRemoved } from './video/events';
import { RejudgeCompleted, RejudgeRequested, SubmissionRejudged } from './rejudge/events';

/** Every event the platform writes. A type missing here cannot be read back by the projections. */
export const domainEvents = eventCatalog([
  UserRegistered,
  EmailClaimed,
  UserRoleChanged,
  UserPasswordChanged,
  UserPasswordRemoved,
  GoogleAccountLinked,
  GoogleAccountUnlinked,
  GoogleIdentityClaimed,
  GoogleIdentityReleased,
  ProblemCreated,
  ProblemUpdated,
  ProblemDeleted,
  ProblemRestored,
  ProblemVideoAttached,
  ProblemVideoRemoved,
  SubmissionRequested,
  SubmissionJudgingStarted,
  SubmissionCaseJudged,
  SubmissionJudged,
  RejudgeRequested,
  SubmissionRejudged,
  RejudgeCompleted,
]);

export type DomainEvent = EventsOf<typeof domainEvents>;
export type DomainEventType = DomainEvent['type'];
export type EventOfType<T extends DomainEventType> = OneOf<DomainEvent, T>;

export const encodeEvent: typeof domainEvents.encode = (event, options) => domainEvents.encode(event, options);
export const decodeEvent: typeof domainEvents.decode = (recorded) => domainEvents.decode(recorded);
export const knownEventTypes = domainEvents.types;
