import { randomUUID } from 'node:crypto';
import type { EventDefinition } from './defineEvent';
import type { EventToAppend, RecordedEvent } from '../store/eventStore';

/** An event as code sees it: its type and its data in the newest shape. */
export interface Event<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** The event a definition describes. */
export type EventOf<D> = D extends EventDefinition<infer Type, infer Data> ? Event<Type, Data> : never;

/** Metadata every event carries; `schemaVersion` drives upcasting on read. */
export interface EventMetadata {
  readonly schemaVersion: number;
  readonly correlationId?: string;
}

/**
 * The events one part of the domain writes, by type: what turns them into stored events
 * (validated, stamped with their schema version) and back (validated, upcast). A type that is
 * not in the catalog cannot be appended through it, and is skipped when read.
 */
export interface EventCatalog<E extends Event> {
  readonly types: readonly E['type'][];
  encode(event: E, options?: { id?: string; correlationId?: string }): EventToAppend;
  /** Undefined for a type this catalog does not know. */
  decode(recorded: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>): E | undefined;
  /** A type's current schema version (what `encode` stamps), undefined for a type this catalog does not know. */
  versionOf(type: string): number | undefined;
}

export function eventCatalog<const Definitions extends readonly EventDefinition<string, unknown>[]>(
  definitions: Definitions,
): EventCatalog<EventOf<Definitions[number]>> {
  type E = EventOf<Definitions[number]>;
  const byType = new Map<string, EventDefinition<string, unknown>>(definitions.map((d) => [d.type, d]));
  if (byType.size !== definitions.length) throw new Error('an event type is defined twice');
  return {
    types: definitions.map((d) => d.type as E['type']),
    encode(event, options = {}) {
      const definition = byType.get(event.type);
      if (!definition) throw new Error(`unknown event type ${event.type}`);
      const metadata: EventMetadata = {
        schemaVersion: definition.version,
        ...(options.correlationId ? { correlationId: options.correlationId } : {}),
      };
      return { id: options.id ?? randomUUID(), type: event.type, data: definition.schema.parse(event.data), metadata: { ...metadata } };
    },
    decode(recorded) {
      const definition = byType.get(recorded.type);
      if (!definition) return undefined;
      const version = schemaVersionOf(recorded.metadata);
      // The definition for this type parsed the data, so it is this type's data.
      return { type: recorded.type, data: definition.decode(recorded.data, version) } as E;
    },
    versionOf: (type) => byType.get(type)?.version,
  };
}

/** The schema version an event was written with, as its metadata records it: 1 when it does not, or not as a number. */
export function schemaVersionOf(metadata: Readonly<Record<string, unknown>>): number {
  const version = metadata['schemaVersion'];
  return typeof version === 'number' ? version : 1;
}

/** The events a catalog holds. */
export type EventsOf<C> = C extends EventCatalog<infer E> ? E : never;

/** One of a union of events, by type. */
export type EventOfType<E extends Event, Type extends E['type']> = Extract<E, { type: Type }>;
