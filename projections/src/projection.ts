import type { DomainEvent, DomainEventType } from '@forge/events';

/**
 * A read model kept as documents, one collection per projection. `evolve` is pure:
 * the current document (null when absent) and an event give the next document, or null
 * to remove it. Bump `version` when the shape changes: the runner then rebuilds it.
 */
export interface Projection<Doc> {
  readonly name: string;
  readonly version: number;
  readonly canHandle: readonly DomainEventType[];
  documentId(event: DomainEvent): string;
  evolve(doc: Doc | null, event: DomainEvent): Doc | null;
}

export function projection<Doc>(definition: Projection<Doc>): Projection<Doc> {
  return definition;
}
