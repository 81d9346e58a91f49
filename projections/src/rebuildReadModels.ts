import { inspect } from 'node:util';
import {
  comparePositions,
  isAfter,
  type AnyProjection,
  type EventStore,
  type Position,
  positionToString,
  type Event,
  type RecordedEvent,
  type Until,
} from '@forge/events';
import { decodeEvent, domainEvents } from '@forge/domain';
import type { Checkpoint, DocumentChange, ReadModelStore } from './readModelStore/readModelStore';

export interface RebuildOptions {
  /**
   * Build the read models as they were at this point of the log (inclusive); the whole log when
   * omitted. The replay stops at the first event after the point, as an export up to it does.
   */
  readonly until?: Until;
}

export interface RebuildResult {
  /** Events read from the log (those no projection handles included). */
  readonly events: number;
  readonly seconds: number;
  /** The last event read, where every projection's checkpoint now stands (undefined for an empty past). */
  readonly last: Position | undefined;
}

/** Events read per page: small enough that a page's events die young (10,000 a page doubled the time spent collecting garbage). */
const PAGE_SIZE = 1000;
/** Documents written per transaction, so no single write holds the whole read model at once. */
const WRITE_CHUNK = 20_000;

/**
 * Drops the read models and replays the log into them (up to `until`), as the live runner would
 * have built them: same documents, every checkpoint at the last event read. Faster than feeding
 * the runner because the read models start empty: every document lives in memory until the end
 * (no store reads), events no projection handles are skipped before decoding, and documents are
 * written once each, in a few large transactions. Memory grows with the read models' size.
 */
export async function rebuildReadModels(
  store: EventStore,
  readModels: ReadModelStore,
  projections: readonly AnyProjection[],
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const started = process.hrtime.bigint();
  for (const p of projections) await readModels.reset(p.name);
  try {
    const replay = await replayInMemory(store, projections, options);
    await writeDocuments(readModels, projections, replay.documents, replay.last);
    return { events: replay.events, last: replay.last, seconds: secondsSince(started) };
  } catch (error) {
    // Partial documents without checkpoints would pass for a finished read model: drop them.
    for (const p of projections) await readModels.reset(p.name);
    throw error;
  }
}

function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

type Documents = Map<string, Map<string, unknown>>;

async function replayInMemory(
  store: EventStore,
  projections: readonly AnyProjection[],
  { until }: RebuildOptions,
): Promise<{ events: number; last: Position | undefined; documents: Documents }> {
  const byType = new Map<string, AnyProjection[]>();
  for (const p of projections) for (const type of p.canHandle) byType.set(type, [...(byType.get(type) ?? []), p]);
  const documents: Documents = new Map(projections.map((p) => [p.name, new Map<string, unknown>()]));
  let events = 0;
  let last: Position | undefined;
  for (;;) {
    const page = await store.readAll({ fromPosition: last ?? 'start', maxCount: PAGE_SIZE });
    let fresh = 0;
    for (const recorded of page) {
      // readAll starts at its position inclusive: the page's first event may be the last one applied.
      if (last && comparePositions(recorded.position, last) <= 0) continue;
      if (until && isAfter(recorded, until)) return { events, last, documents };
      fresh++;
      events++;
      last = recorded.position;
      const handlers = byType.get(recorded.type);
      if (handlers) applyEvent(recorded, handlers, documents);
    }
    if (fresh === 0) break;
  }
  return { events, last, documents };
}

/**
 * An event as the projections see it. Data stored at its type's current schema version is taken
 * as it is, without parsing it again: it was validated against that very schema when it was
 * appended (and an import checks a whole history against the catalog before writing any of it),
 * and parsing is a large share of a rebuild's time. Older versions go through the catalog to be
 * upcast; an event the catalog rejects stops the rebuild, naming it.
 */
function decodeForRebuild(recorded: RecordedEvent): Event | undefined {
  const version = domainEvents.versionOf(recorded.type);
  if (version !== undefined && recorded.metadata['schemaVersion'] === version) return { type: recorded.type, data: recorded.data };
  try {
    return decodeEvent(recorded);
  } catch (error) {
    throw new Error(`event at position ${positionToString(recorded.position)} (${recorded.type}) cannot be read: ${inspect(error)}`, {
      cause: error,
    });
  }
}

function applyEvent(recorded: RecordedEvent, handlers: readonly AnyProjection[], documents: Documents): void {
  const event = decodeForRebuild(recorded);
  if (!event) return;
  const streamId = recorded.streamId;
  const revision = Number(recorded.revision);
  const position = recorded.position;
  const context = { streamId, revision, position };
  for (const p of handlers) {
    const docs = documents.get(p.name)!;
    const id = p.documentId(event, context);
    if (!p.related) {
      put(docs, id, p.evolve(docs.get(id) ?? null, event, { streamId, revision, position, related: null }));
      continue;
    }
    const relatedId = p.related.documentId(event, context);
    const related = relatedId === undefined ? null : (docs.get(relatedId) ?? null);
    put(docs, id, p.evolve(docs.get(id) ?? null, event, { streamId, revision, position, related }));
    if (relatedId !== undefined) put(docs, relatedId, p.related.evolve(related, event, context));
  }
}

function put(docs: Map<string, unknown>, id: string, doc: unknown): void {
  if (doc === null) docs.delete(id);
  else docs.set(id, doc);
}

/**
 * Every document, in chunks, each collection in id order (a B-tree filled in key order is written
 * several times faster than one filled at random). The last transaction carries the checkpoints,
 * so the read models only count once all is written.
 */
async function writeDocuments(
  readModels: ReadModelStore,
  projections: readonly AnyProjection[],
  documents: Documents,
  last: Position | undefined,
): Promise<void> {
  let chunk: DocumentChange[] = [];
  for (const [collection, docs] of documents) {
    for (const id of [...docs.keys()].sort()) {
      const doc = docs.get(id);
      chunk.push({ collection, id, doc });
      if (chunk.length >= WRITE_CHUNK) {
        await readModels.commit(chunk, new Map());
        chunk = [];
      }
    }
  }
  const checkpoints = new Map<string, Checkpoint>(last ? projections.map((p) => [p.name, { position: last, version: p.version }]) : []);
  await readModels.commit(chunk, checkpoints);
}
