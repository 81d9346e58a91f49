import type { Event } from '../catalog/eventCatalog';
import type { Position } from '../store/eventStore';

/**
 * Where an event sits in the log, handed to a projection beside the event (as emmett's read
 * events carry their metadata): for read models that name what they show by its place, such as an
 * audit log. Projections that do not need it ignore it.
 */
export interface EventContext {
  readonly streamId: string;
  /** The event's revision in its stream, from 0. */
  readonly revision: number;
  readonly position: Position;
}

/** What a projection's `evolve` is handed beside the event: its place, and its related document (see `related`). */
export interface EvolveContext<Doc> extends EventContext {
  /** The related document as it was before this event; null when there is none or it is absent. */
  readonly related: Doc | null;
  /**
   * True when `doc` is the caller's alone, as a rebuild's documents are until they are written:
   * `evolve` may then change it in place (see `writable` in ownedDocuments) instead of copying it.
   * Absent or false (live), `doc` must be left as it is.
   */
  readonly owned?: boolean;
}

/**
 * A read model kept as documents, one collection per projection, typed by the events it
 * reads. `evolve` is pure: the current document (null when absent) and an event give the next
 * document, or null to remove it; it changes the document it is handed only when told it owns it
 * (`EvolveContext.owned`). Bump `version` when the shape changes: the runner then
 * rebuilds it. A runner hands a projection only the events whose type is in `canHandle`.
 */
export interface Projection<Doc, E extends Event = Event> {
  readonly name: string;
  readonly version: number;
  readonly canHandle: readonly E['type'][];
  documentId(event: E, context: EventContext): string;
  evolve(doc: Doc | null, event: E, context: EvolveContext<Doc>): Doc | null;
  /**
   * For a read model whose documents depend on more than their own past: a second document of the
   * same collection that the event also changes, read before `evolve` (which sees it as
   * `context.related`) and evolved after it. An audit log uses it to diff an entry against its
   * subject's latest state, which lives beside the entries. Return undefined for no related document.
   */
  readonly related?: {
    documentId(event: E, context: EventContext): string | undefined;
    evolve(doc: Doc | null, event: E, context: EventContext): Doc | null;
  };
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
