import { storedEvents, type AnyProjection, type EventStore, type Position, type Until } from '@forge/events';
import type { Checkpoint, DocumentChange, ReadModelStore } from '@forge/events';
import { replayRecorded, replayStored, type Documents, type ReplayResult } from './readModelReplay';

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

/** Documents written per transaction, so no single write holds the whole read model at once. */
const WRITE_CHUNK = 20_000;

/**
 * Replays the log (up to `until`) into new read models, as the live runner would have built them:
 * same documents, every checkpoint at the last event read. Faster than feeding the runner because
 * the read models start empty: every document lives in memory until the end (no store reads),
 * events no projection handles are skipped before decoding, and documents are written once each.
 * A store that can replace collections whole (the SQLite file) takes them at once and keeps its
 * old read models until then; any other has them dropped first and written in chunks. Memory
 * grows with the read models' size.
 */
export async function rebuildReadModels(
  store: EventStore,
  readModels: ReadModelStore,
  projections: readonly AnyProjection[],
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const started = process.hrtime.bigint();
  const pages = storedEvents(store);
  const replay = () => (pages ? replayStored(pages, projections, options.until) : replayRecorded(store, projections, options.until));
  if (readModels.replaceCollections) {
    let replayed: ReplayResult | undefined;
    await readModels.replaceCollections(async () => {
      replayed = await replay();
      return { collections: replayed.documents, checkpoints: checkpointsAt(projections, replayed.last) };
    });
    return { events: replayed!.events, last: replayed!.last, seconds: secondsSince(started) };
  }
  for (const p of projections) await readModels.reset(p.name);
  try {
    const { events, last, documents } = await replay();
    await writeDocuments(readModels, documents, checkpointsAt(projections, last));
    return { events, last, seconds: secondsSince(started) };
  } catch (error) {
    // Partial documents without checkpoints would pass for a finished read model: drop them.
    for (const p of projections) await readModels.reset(p.name);
    throw error;
  }
}

function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Every projection's checkpoint at the last event read; none when nothing was read. */
function checkpointsAt(projections: readonly AnyProjection[], last: Position | undefined): Map<string, Checkpoint> {
  return new Map(last ? projections.map((p) => [p.name, { position: last, version: p.version }]) : []);
}

/**
 * Every document, then the checkpoints: the read models only count once all is written. In chunks
 * of upserts, each collection in id order and the collections in name order (see `documentBatches`
 * in the SQLite store for why).
 */
async function writeDocuments(readModels: ReadModelStore, documents: Documents, checkpoints: Map<string, Checkpoint>): Promise<void> {
  let chunk: DocumentChange[] = [];
  for (const collection of [...documents.keys()].sort()) {
    const docs = documents.get(collection)!;
    for (const id of [...docs.keys()].sort()) {
      chunk.push({ collection, id, doc: docs.get(id) });
      if (chunk.length >= WRITE_CHUNK) {
        await readModels.commit(chunk, new Map());
        chunk = [];
      }
    }
  }
  await readModels.commit(chunk, checkpoints);
}
