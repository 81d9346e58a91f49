import { inspect } from 'node:util';
import {
  comparePositions,
  isAfter,
  positionToString,
  schemaVersionOf,
  type AnyProjection,
  type Event,
  type EventContext,
  type EventStore,
  type EvolveContext,
  type Position,
  type RecordedEvent,
  type StoredEventPages,
  type Until,
} from '@forge/events';
import { decodeEvent, domainEvents } from '@forge/domain';

/** Events read per page: small enough that a page's events die young (10,000 a page doubled the time spent collecting garbage). */
const PAGE_SIZE = 1000;

/** Each projection's documents by id, as the replay leaves them. */
export type Documents = Map<string, Map<string, unknown>>;

export interface ReplayResult {
  /** Events read from the log (those no projection handles included). */
  readonly events: number;
  /** The last event read (undefined for an empty past). */
  readonly last: Position | undefined;
  readonly documents: Documents;
}

interface Handler {
  readonly projection: AnyProjection;
  readonly docs: Map<string, unknown>;
}

/**
 * The projections' documents built in memory from empty, event by event, as the live runner would
 * build them. Events come either as `readAll` gives them or as the embedded log stores them: both
 * go through `apply`, which is what keeps the two ways of reading to the same documents.
 */
export class ReadModelReplay {
  readonly documents: Documents;
  private readonly byType = new Map<string, Handler[]>();

  constructor(projections: readonly AnyProjection[]) {
    this.documents = new Map(projections.map((p) => [p.name, new Map<string, unknown>()]));
    for (const projection of projections) {
      const docs = this.documents.get(projection.name)!;
      for (const type of projection.canHandle) this.byType.set(type, [...(this.byType.get(type) ?? []), { projection, docs }]);
    }
  }

  /** A recorded event, through the catalog unless it is at its type's current version (see `decode`). */
  applyRecorded(recorded: RecordedEvent): void {
    if (!this.byType.has(recorded.type)) return;
    const event = decode(recorded.type, recorded.data, schemaVersionOf(recorded.metadata), recorded.position);
    if (event) this.apply(event, { streamId: recorded.streamId, revision: Number(recorded.revision), position: recorded.position });
  }

  /** Every type some projection handles: the only events whose data a replay needs. */
  get types(): string[] {
    return [...this.byType.keys()];
  }

  /** An event as stored, its data parsed: through the catalog unless it is at its type's current version (see `decode`). */
  applyStored(type: string, data: unknown, schemaVersion: number, context: EventContext): void {
    if (!this.byType.has(type)) return;
    const event = decode(type, data, schemaVersion, context.position);
    if (event) this.apply(event, context);
  }

  private apply(event: Event, place: EventContext): void {
    // One context for all the event's projections (an evolve keeps nothing of it); the documents
    // are the replay's own until they are written, so evolves may change them in place.
    const context: EvolveContext<unknown> = {
      streamId: place.streamId,
      revision: place.revision,
      position: place.position,
      related: null,
      owned: true,
    };
    for (const { projection: p, docs } of this.byType.get(event.type)!) {
      const id = p.documentId(event, context);
      const doc = docs.get(id) ?? null;
      if (!p.related) {
        put(docs, id, doc, p.evolve(doc, event, context));
        continue;
      }
      const relatedId = p.related.documentId(event, context);
      const related = relatedId === undefined ? null : (docs.get(relatedId) ?? null);
      put(docs, id, doc, p.evolve(doc, event, { ...context, related }));
      if (relatedId !== undefined) put(docs, relatedId, related, p.related.evolve(related, event, place));
    }
  }
}

/** The document an evolve returned, in place of the one it was handed (null: none). */
function put(docs: Map<string, unknown>, id: string, before: unknown, after: unknown): void {
  if (after === before) return;
  if (after === null) docs.delete(id);
  else docs.set(id, after);
}

/**
 * An event as the projections see it. Data stored at its type's current schema version is taken
 * as it is, without parsing it again: it was validated against that very schema when it was
 * appended (and an import checks a whole history against the catalog before writing any of it),
 * and parsing is a large share of a rebuild's time. Older versions go through the catalog to be
 * upcast; an event the catalog rejects stops the rebuild, naming it.
 */
function decode(type: string, data: unknown, schemaVersion: number, position: Position): Event | undefined {
  if (domainEvents.versionOf(type) === schemaVersion) return { type, data };
  try {
    return decodeEvent({ type, data, metadata: { schemaVersion } });
  } catch (error) {
    throw new Error(`event at position ${positionToString(position)} (${type}) cannot be read: ${inspect(error)}`, { cause: error });
  }
}

/** Replays the log through `readAll`, a page at a time: any event store. */
export async function replayRecorded(store: EventStore, projections: readonly AnyProjection[], until?: Until): Promise<ReplayResult> {
  const replay = new ReadModelReplay(projections);
  let events = 0;
  let last: Position | undefined;
  for (;;) {
    const page = await store.readAll({ fromPosition: last ?? 'start', maxCount: PAGE_SIZE });
    let fresh = 0;
    for (const recorded of page) {
      // readAll starts at its position inclusive: the page's first event may be the last one applied.
      if (last && comparePositions(recorded.position, last) <= 0) continue;
      if (until && isAfter(recorded, until)) return { events, last, documents: replay.documents };
      fresh++;
      events++;
      last = recorded.position;
      replay.applyRecorded(recorded);
    }
    if (fresh === 0) return { events, last, documents: replay.documents };
  }
}

/**
 * Replays the embedded log from its rows as stored: no bigint but each handled event's position,
 * no Date unless `until` names a time, no JSON parsed for an event no projection handles. Reads
 * the same events in the same order as `replayRecorded`, several times cheaper each.
 */
export function replayStored(pages: StoredEventPages, projections: readonly AnyProjection[], until?: Until): ReplayResult {
  const replay = new ReadModelReplay(projections);
  let events = 0;
  let after = 0;
  const result = (): ReplayResult => ({ events, last: after > 0 ? at(after) : undefined, documents: replay.documents });
  for (const page of pages(replay.types, PAGE_SIZE)) {
    for (const [position, streamId, revision, type, data, schemaVersion, created] of page) {
      if (until && isAfter({ position: at(position), created: new Date(created) }, until)) return result();
      events++;
      after = position;
      if (schemaVersion !== null) replay.applyStored(type, data, schemaVersion, { streamId, revision, position: at(position) });
    }
  }
  return result();
}

/** The embedded log's position: its row number, commit and prepare alike. */
function at(position: number): Position {
  const p = BigInt(position);
  return { commit: p, prepare: p };
}
