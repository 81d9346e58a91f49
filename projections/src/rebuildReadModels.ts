import { storedEventReader, type AnyProjection, type EventStore, type Position, type Until } from '@forge/events';
import type { Checkpoint, DocumentChange, ReadModelStore } from './readModelStore/readModelStore';
import { replayRecorded, replayStored, type Documents } from './readModelReplay';

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
    const read = storedEventReader(store);
    const replay = read ? replayStored(read, projections, options.until) : await replayRecorded(store, projections, options.until);
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

/**
 * Every document, then the checkpoints: the read models only count once all is written. Through
 * the store's bulk insert when it has one, else in chunks of upserts, each collection in id order
 * (a B-tree filled in key order is written several times faster than one filled at random), and
 * the collections in name order too: a (collection, id) index then takes each collection after
 * the one before it, rather than splitting its pages ahead of it, which leaves them half full.
 */
async function writeDocuments(
  readModels: ReadModelStore,
  projections: readonly AnyProjection[],
  documents: Documents,
  last: Position | undefined,
): Promise<void> {
  let chunk: DocumentChange[] = [];
  for (const collection of [...documents.keys()].sort()) {
    const docs = documents.get(collection)!;
    // The collections were reset and the replay drops removed documents: every document is a new one.
    if (readModels.insertNew) {
      await readModels.insertNew(collection, docs);
      continue;
    }
    for (const id of [...docs.keys()].sort()) {
      chunk.push({ collection, id, doc: docs.get(id) });
      if (chunk.length >= WRITE_CHUNK) {
        await readModels.commit(chunk, new Map());
        chunk = [];
      }
    }
  }
  const checkpoints = new Map<string, Checkpoint>(last ? projections.map((p) => [p.name, { position: last, version: p.version }]) : []);
  await readModels.commit(chunk, checkpoints);
}
