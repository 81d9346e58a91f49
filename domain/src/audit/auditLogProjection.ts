import { type EventContext, positionToString, projection, type Position } from '@forge/events';
import type { AuditEntryType, FieldChange } from '@forge/contracts';
import type { ProblemEvent } from '../problem/events';
import type { Role } from '../account/events';
import type { EventOfType } from '../events';
import { changesOf, evolveProblemSubject, headingOf, PLATFORM_ACTOR, type ProblemSubject } from './problemChanges';
import { contestEvents, type ContestEvent } from '../contest/events';
import { describeContestEvent, evolveContestSubject, type ContestSubject } from './contestChanges';

/** What an entry is about, as the log recorded it (the API adds who the actor is now). */
export type AuditLogSubject =
  | { readonly kind: 'problem'; readonly problemId: string; readonly title: string }
  | { readonly kind: 'user'; readonly userId: string; readonly email: string; readonly role?: Role }
  | { readonly kind: 'contest'; readonly contestId: string; readonly title: string };

/** One admin action. Its document id (`entryKey`) sorts by its place in the log, so the log pages newest first. */
export interface AuditLogEntry {
  readonly kind: 'entry';
  /** The event's position in the log, as text. */
  readonly id: string;
  readonly type: AuditEntryType;
  readonly at: string;
  /** A user id, or `system` for the platform. */
  readonly actorId: string;
  readonly subject: AuditLogSubject;
  readonly revision: number;
  readonly restoredRevision?: number;
  readonly changes: FieldChange[];
}

/** The subjects' latest state, kept beside the entries (under `SUBJECT_PREFIX`) to tell each change against. */
export type AuditSubjectState =
  | ({ readonly kind: 'problem'; readonly revision?: number } & ProblemSubject)
  | { readonly kind: 'user'; readonly userId: string; readonly email: string; readonly role: Role }
  | ({ readonly kind: 'contest' } & ContestSubject);

export type AuditLogDocument = AuditLogEntry | AuditSubjectState;

type AuditedEvent =
  ProblemEvent | ContestEvent | EventOfType<'UserRegistered'> | EventOfType<'UserRoleChanged'> | EventOfType<'RejudgeRequested'>;

const contestTypes = new Set<string>(contestEvents.types);
const isContestEvent = (event: AuditedEvent): event is ContestEvent => contestTypes.has(event.type);

export const ENTRY_PREFIX = 'e:';
export const SUBJECT_PREFIX = 's:';

/** Positions as fixed-width decimals, so the ids' text order is the log's order. */
export const entryKey = (position: Position) =>
  `${ENTRY_PREFIX}${position.commit.toString().padStart(20, '0')}.${position.prepare.toString().padStart(20, '0')}`;

const subjectKey = (event: AuditedEvent) =>
  isContestEvent(event)
    ? `${SUBJECT_PREFIX}contest:${event.data.contestId}`
    : event.type === 'UserRegistered' || event.type === 'UserRoleChanged'
      ? `${SUBJECT_PREFIX}user:${event.data.userId}`
      : `${SUBJECT_PREFIX}problem:${event.data.problemId}`;

/** Every event of a contest's stream (issue 36), told against the contest as the one before left it. */
function contestEntry(state: AuditLogDocument | null, event: ContestEvent, context: EventContext): AuditLogEntry {
  const before = state?.kind === 'contest' ? state : null;
  const after = evolveContestSubject(before, event);
  return {
    kind: 'entry',
    id: positionToString(context.position),
    ...describeContestEvent(before, event),
    subject: { kind: 'contest', contestId: event.data.contestId, title: after.title },
    revision: context.revision,
  };
}

function userEntry(
  state: AuditLogDocument | null,
  event: AuditedEvent & { type: 'UserRegistered' | 'UserRoleChanged' },
  context: EventContext,
) {
  const place = { kind: 'entry', id: positionToString(context.position), revision: context.revision } as const;
  if (event.type === 'UserRegistered') {
    // Only the admin bootstrap registers an account as an admin; other registrations are not admin actions.
    if (event.data.role !== 'admin') return null;
    const { userId, email, role, registeredAt } = event.data;
    return {
      ...place,
      type: 'admin bootstrapped',
      at: registeredAt,
      actorId: PLATFORM_ACTOR,
      subject: { kind: 'user', userId, email, role },
      changes: [{ field: 'role', kind: 'added', after: role }],
    } satisfies AuditLogEntry;
  }
  const { userId, role, changedBy, changedAt } = event.data;
  const before = state?.kind === 'user' ? state : null;
  return {
    ...place,
    type: changedBy === null ? 'admin bootstrapped' : 'role changed',
    at: changedAt,
    actorId: changedBy ?? PLATFORM_ACTOR,
    subject: { kind: 'user', userId, email: before?.email ?? '', role },
    changes: [{ field: 'role', kind: 'changed', ...(before ? { before: before.role } : {}), after: role }],
  } satisfies AuditLogEntry;
}

/**
 * The platform's audit log: one entry per admin action (problem and video changes, role changes,
 * the admin bootstrap, every event of a contest's stream), each with its field-by-field changes, told against the subject's state as
 * the entry before it left it. Rebuilt from the log like any read model.
 */
export const auditLogProjection = projection<AuditLogDocument, AuditedEvent>({
  name: 'auditLog',
  // 2: a problem's subject keeps its revision, which its Rejudged entries show. 3: contests' events (issue 36).
  version: 3,
  canHandle: [
    'ProblemCreated',
    'ProblemUpdated',
    'ProblemDeleted',
    'ProblemRestored',
    'ProblemVideoAttached',
    'ProblemVideoRemoved',
    'UserRegistered',
    'UserRoleChanged',
    'RejudgeRequested',
    ...contestEvents.types,
  ],
  documentId: (_event, context) => entryKey(context.position),
  evolve(_doc, event, context) {
    if (isContestEvent(event)) return contestEntry(context.related, event, context);
    if (event.type === 'UserRegistered' || event.type === 'UserRoleChanged') return userEntry(context.related, event, context);
    if (event.type === 'RejudgeRequested') {
      // A rejudge lives in a stream of its own; its subject is the problem, at the revision it judged against.
      const { problemId, requestedBy, requestedAt } = event.data;
      const problem = context.related?.kind === 'problem' ? context.related : null;
      return {
        kind: 'entry',
        id: positionToString(context.position),
        type: 'rejudged',
        at: requestedAt,
        actorId: requestedBy,
        subject: { kind: 'problem', problemId, title: problem?.title ?? '' },
        revision: problem?.revision ?? 0,
        changes: [],
      };
    }
    const subject = context.related?.kind === 'problem' ? context.related : null;
    const after = evolveProblemSubject(subject, event);
    return {
      kind: 'entry',
      id: positionToString(context.position),
      ...headingOf(event),
      subject: { kind: 'problem', problemId: event.data.problemId, title: after.title },
      revision: context.revision,
      changes: changesOf(subject, event),
    };
  },
  related: {
    documentId: subjectKey,
    evolve(doc, event, context) {
      if (isContestEvent(event)) return { ...evolveContestSubject(doc?.kind === 'contest' ? doc : null, event), kind: 'contest' };
      switch (event.type) {
        case 'UserRegistered':
          return { kind: 'user', userId: event.data.userId, email: event.data.email, role: event.data.role };
        case 'UserRoleChanged':
          return doc?.kind === 'user' ? { ...doc, role: event.data.role } : doc;
        case 'RejudgeRequested':
          return doc;
        default:
          return { ...evolveProblemSubject(doc?.kind === 'problem' ? doc : null, event), kind: 'problem', revision: context.revision };
      }
    },
  },
});
