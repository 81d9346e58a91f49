import type Database from 'better-sqlite3';
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { positionToString, privateDatabaseFile } from '@forge/events';
import type { Replacement } from '@forge/events';
import { NEW_READ_MODEL_SCHEMA } from './sqliteReadModelSchema';
import { writerMain } from './documentWriterWorker';

/** Rows per INSERT statement: one call into SQLite for many documents is what makes a bulk write fast. */
export const INSERT_ROWS = 64;
/** Documents handed to the writer at a time: several hundred kilobytes of JSON. */
const BATCH_DOCUMENTS = 2048;
/**
 * Characters of documents the writer takes between flushes of the new file in the background: a
 * few megabytes, so the flush at the end, which the rebuild waits for, has little left to write.
 */
export const SYNC_CHARS = 4_000_000;

/** `INSERT INTO documents` of `rows` documents at once. */
export const insertDocumentsSql = (rows: number) =>
  `INSERT INTO documents (collection, id, doc) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?)').join(', ')}`;

/** Each collection's documents by id: a rebuild's whole result. */
export type Collections = Replacement['collections'];

/** A document row as stored: its collection, its id and its JSON. */
type Row = readonly [collection: string, id: string, doc: string];

/** Documents of one collection, in id order, with their JSON. */
interface Batch {
  readonly collection: string;
  readonly ids: string[];
  readonly docs: string[];
}

/**
 * Every document to insert, in batches: each collection in id order and the collections in name
 * order. A B-tree filled in key order is written several times faster than one filled at random,
 * and a (collection, id) index then takes each collection after the one before it rather than
 * splitting its pages, which would leave them half full. `kept` rows (as stored, in key order) go
 * in among them in the same order.
 */
function* documentBatches(collections: Collections, kept: readonly Row[] = []): Generator<Batch> {
  const keptByCollection = new Map<string, Row[]>();
  for (const row of kept) {
    const rows = keptByCollection.get(row[0]);
    if (rows) rows.push(row);
    else keptByCollection.set(row[0], [row]);
  }
  for (const collection of [...new Set([...collections.keys(), ...keptByCollection.keys()])].sort()) {
    const docs = collections.get(collection);
    const rows = keptByCollection.get(collection) ?? [];
    const ids = docs ? [...docs.keys()].sort() : rows.map((row) => row[1]);
    for (let i = 0; i < ids.length; i += BATCH_DOCUMENTS) {
      const batch = ids.slice(i, i + BATCH_DOCUMENTS);
      yield {
        collection,
        ids: batch,
        docs: docs ? batch.map((id) => JSON.stringify(docs.get(id))) : rows.slice(i, i + BATCH_DOCUMENTS).map((row) => row[2]),
      };
    }
  }
}

/** Writes `collections` into `db`, a read-model file they have just been dropped from (see `documentBatches`). */
export function insertAll(db: Database.Database, collections: Collections): void {
  const many = db.prepare(insertDocumentsSql(INSERT_ROWS));
  const one = db.prepare(insertDocumentsSql(1));
  const values: string[] = [];
  for (const { collection, ids, docs } of documentBatches(collections)) {
    for (let i = 0; i < ids.length; i++) {
      values.push(collection, ids[i]!, docs[i]!);
      if (values.length === INSERT_ROWS * 3) {
        many.run(values);
        values.length = 0;
      }
    }
  }
  for (let i = 0; i < values.length; i += 3) one.run(values[i], values[i + 1], values[i + 2]);
}

/**
 * Replaces the read-model file `file`, open as `live`, with one holding what `build` gives: each
 * of its collections with exactly its documents, each projection (named as its collection) with
 * the checkpoint given, none when absent, and everything else `live` held. Closes `live`.
 *
 * The file is taken for this connection alone before `build` runs: a server with it open would go
 * on writing a file that is about to be replaced (and leave its write-ahead log beside the new
 * one), so the replacement is refused at once while any other connection has it open. The new
 * file is written beside the old one without a journal, then moved over it: a rebuild writes each
 * page once, where the live file's write-ahead log would write it twice, and until the move the old
 * file stands whole, so a rebuild stopped part-way changes nothing. A worker thread does the
 * inserts while this one turns the documents into JSON.
 */
export async function replaceFile(file: string, live: Database.Database, build: () => Promise<Replacement>): Promise<void> {
  const next = `${file}.rebuilding`;
  takeAlone(live, file);
  try {
    const { collections, checkpoints } = await build();
    removeDatabase(next);
    // Started once the replay is over, not beside it: the replay has the machine's cores busy, and
    // the writer's start hides behind the first batches' JSON.
    const writer = startWriter(privateDatabaseFile(next));
    try {
      const kept = keptRows(live, [...collections.keys()]);
      for (const batch of documentBatches(collections, kept.documents)) writer.write(batch);
      await writer.end([
        ...kept.checkpoints,
        ...[...checkpoints].map(([projection, cp]): CheckpointRow => [projection, positionToString(cp.position), cp.version]),
      ]);
    } finally {
      await writer.stop();
    }
  } catch (error) {
    removeDatabase(next);
    release(live);
    throw error;
  }
  // The lock goes with the connection; the last connection's close also folds its log into the file.
  live.close();
  if (existsSync(`${file}-wal`)) {
    removeDatabase(next);
    throw new Error(`${file} was opened by another process during the rebuild: it is left as it was; stop that process and rebuild again`);
  }
  renameSync(next, file);
  syncFile(dirname(file));
}

type CheckpointRow = [projection: string, position: string, version: number];

/** A message from the writer: done, or what stopped it. */
type WriterReply = { readonly done: true } | { readonly error: string };

/** A writer thread filling `file` (new, empty): batches of rows in order, then the checkpoints; flushed to disk when `end` resolves. */
function startWriter(file: string) {
  // The writer's flushes go through this descriptor, closed here once the writer has ended.
  const fd = openSync(file, 'r');
  const worker = new Worker(`(${writerMain.toString()})()`, {
    eval: true,
    workerData: {
      sqlite: require.resolve('better-sqlite3'),
      file,
      fd,
      schema: NEW_READ_MODEL_SCHEMA,
      rowsPerInsert: INSERT_ROWS,
      syncChars: SYNC_CHARS,
    },
  });
  const written = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: WriterReply) => ('error' in reply ? reject(new Error(`writing ${file}: ${reply.error}`)) : resolve()));
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`the writer of ${file} stopped (exit code ${code})`)));
  });
  // Heard of at `end`; a failure before then must not go unhandled.
  written.catch(() => undefined);
  return {
    write: (batch: Batch) => worker.postMessage(batch),
    end: (checkpoints: CheckpointRow[]) => {
      worker.postMessage({ checkpoints });
      return written;
    },
    stop: async () => {
      await worker.terminate();
      closeSync(fd);
    },
  };
}

/** Takes the file for this connection alone until it closes, or says who holds it. */
function takeAlone(db: Database.Database, file: string): void {
  const patience = db.pragma('busy_timeout', { simple: true }) as number;
  // A moment for another process's transaction to end; a server holds the file as long as it runs.
  db.pragma('busy_timeout = 1000');
  db.pragma('locking_mode = EXCLUSIVE');
  try {
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.pragma('locking_mode = NORMAL');
    throw new Error(`${file} is open in another process (a running server?): stop it before rebuilding the read models`, { cause: error });
  } finally {
    db.pragma(`busy_timeout = ${patience}`);
  }
  // Folded into the file and emptied: the log's frames are the old file's alone.
  db.exec('COMMIT');
  db.pragma('wal_checkpoint(TRUNCATE)');
}

/** Lets other connections in again. */
function release(db: Database.Database): void {
  db.pragma('locking_mode = NORMAL');
  // The exclusive lock is dropped at the next access in normal mode.
  db.prepare('SELECT 1 FROM checkpoints LIMIT 1').get();
}

/** What the file holds beside the replaced collections: other collections' rows and other checkpoints (a reactor's), as stored. */
function keptRows(db: Database.Database, replaced: readonly string[]): { documents: Row[]; checkpoints: CheckpointRow[] } {
  const notReplaced = (column: string) => (replaced.length ? `WHERE ${column} NOT IN (${replaced.map(() => '?').join(', ')})` : '');
  return {
    documents: db
      .prepare(`SELECT collection, id, doc FROM documents ${notReplaced('collection')} ORDER BY collection, id`)
      .raw()
      .all(...replaced) as Row[],
    checkpoints: db
      .prepare(`SELECT projection, position, version FROM checkpoints ${notReplaced('projection')}`)
      .raw()
      .all(...replaced) as CheckpointRow[],
  };
}

function removeDatabase(file: string): void {
  for (const path of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) rmSync(path, { force: true });
}

/** Flushes a file (or a folder's entries) to disk, so the move never outlives what it moved. */
function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
