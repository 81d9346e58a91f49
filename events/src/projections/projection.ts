import type { Event } from '../catalog/eventCatalog';

/**
 * A read model kept as documents, one collection per projection, typed by the events it
 * reads. `evolve` is pure: the current document (null when absent) and an event give the next
 * document, or null to remove it. Bump `version` when the shape changes: the runner then
 * rebuilds it. A runner hands a projection only the events whose type is in `canHandle`.
 */
export interface Projection<Doc, E extends Event = Event> {
  readonly name: string;
  readonly version: number;
  readonly canHandle: readonly E['type'][];
  documentId(event: E): string;
  evolve(doc: Doc | null, event: E): Doc | null;
}

/** Any projection, as a runner holds it: its documents are opaque to the runner. */
export type AnyProjection = Projection<unknown>;

/**
 * Defines a projection over some of the events: `canHandle` lists their types, and
 * `documentId` and `evolve` see only those events.
 */
export function projection<Doc, E extends Event>(definition: Projection<Doc, E>): Projection<Doc, E> {
  return definition;
}

/** Whether the projection reads this event (its type is in `canHandle`). */
export function handles<E extends Event>(projection: Pick<Projection<unknown, E>, 'canHandle'>, event: Event): event is E {
  return (projection.canHandle as readonly string[]).includes(event.type);
}
