import { randomUUID } from 'node:crypto';
import type { EventDefinition } from './defineEvent';
import type { EventToAppend, RecordedEvent } from '../store/eventStore';
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
} from './user';
import { ProblemCreated, ProblemDeleted, ProblemUpdated, ProblemVideoAttached, ProblemVideoRemoved } from './problem';
import { SubmissionJudged, SubmissionRequested } from './submission';

export * from './user';
export * from './problem';
export * from './submission';
export { defineEvent, type EventDefinition } from './defineEvent';

/** Every event the platform writes. A type missing here cannot be appended or read back. */
const definitions = [
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
  ProblemVideoAttached,
  ProblemVideoRemoved,
  SubmissionRequested,
  SubmissionJudged,
] as const;

type Definition = (typeof definitions)[number];
type EventOf<D> = D extends EventDefinition<infer Type, infer Data> ? { readonly type: Type; readonly data: Data } : never;

export type DomainEvent = EventOf<Definition>;
export type DomainEventType = DomainEvent['type'];
export type EventOfType<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

const byType = new Map<string, EventDefinition<string, unknown>>(definitions.map((d) => [d.type, d]));

/** Metadata every platform event carries; `schemaVersion` drives upcasting on read. */
export interface EventMetadata {
  readonly schemaVersion: number;
  readonly correlationId?: string;
}

export function encodeEvent(event: DomainEvent, options: { id?: string; correlationId?: string } = {}): EventToAppend {
  const definition = byType.get(event.type);
  if (!definition) throw new Error(`unknown event type ${event.type}`);
  const metadata: EventMetadata = { schemaVersion: definition.version, ...(options.correlationId ? { correlationId: options.correlationId } : {}) };
  return { id: options.id ?? randomUUID(), type: event.type, data: definition.schema.parse(event.data), metadata: { ...metadata } };
}

/** Validates and upcasts a stored event; undefined for types this catalog does not know. */
export function decodeEvent(recorded: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>): DomainEvent | undefined {
  const definition = byType.get(recorded.type);
  if (!definition) return undefined;
  const version = typeof recorded.metadata['schemaVersion'] === 'number' ? recorded.metadata['schemaVersion'] : 1;
  return { type: recorded.type, data: definition.decode(recorded.data, version) } as DomainEvent;
}

export const knownEventTypes: readonly DomainEventType[] = definitions.map((d) => d.type);
