import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { positionFromString, positionToString, privateDatabaseFile } from '@forge/events';
import type { Checkpoint, DocumentChange, PagedDocument, PageQuery, ReadModelStore } from './readModelStore';
import { migrateReadModelSchema } from './sqliteReadModelSchema';

const UPSERT_ROWS = 64;
const INSERT_CHUNK = 20_000;

/** The lower of two optional bounds, by code point (SQLite's BINARY order over UTF-8). */
function lowest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')) <= 0 ? a : b;
}

/** Read models in a SQLite file of their own: they can be deleted and rebuilt from the log at any time. */
export function openSqliteReadModelStore(file: string): ReadModelStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file === ':memory:' ? file : privateDatabaseFile(file));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // 64 MB of page cache (the default is 2 MB): a rebuild writes every document at once, and a
  // B-tree that stays in cache takes those writes several times faster.
  db.pragma('cache_size = -65536');
  migrateReadModelSchema(db, file);
  const getDoc = db.prepare<[string, string], { doc: string }>('SELECT doc FROM documents WHERE collection = ? AND id = ?');
  const listAll = db.prepare<[string], { doc: string }>('SELECT doc FROM documents WHERE collection = ? ORDER BY id');
  // Prefix scan on the (collection, id) index: ids from the prefix up to the prefix followed by the highest code point.
  const listPrefix = db.prepare<[string, string, string], { doc: string }>(
    'SELECT doc FROM documents WHERE collection = ? AND id >= ? AND id < ? ORDER BY id',
  );
  // Descending range scans on the (collection, id) index, bounded by LIMIT: a page never reads more rows than it returns.
  const pageBelow = db.prepare<[string, string, string, number], { id: string; doc: string }>(
    'SELECT id, doc FROM documents WHERE collection = ? AND id >= ? AND id < ? ORDER BY id DESC LIMIT ?',
  );
  const pageFrom = db.prepare<[string, string, number], { id: string; doc: string }>(
    'SELECT id, doc FROM documents WHERE collection = ? AND id >= ? ORDER BY id DESC LIMIT ?',
  );
  const upsertSql = (rows: number) =>
    `INSERT INTO documents (collection, id, doc) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?)').join(', ')} ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc`;
  const upsert = db.prepare(upsertSql(1));
  const insertSql = (rows: number) =>
    `INSERT INTO documents (collection, id, doc) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?)').join(', ')}`;
  const insert = db.prepare(insertSql(1));
  const insertMany = db.prepare(insertSql(UPSERT_ROWS));
  // Several rows per statement: one call into SQLite for UPSERT_ROWS documents is what makes a bulk write fast.
  const upsertMany = db.prepare(upsertSql(UPSERT_ROWS));
  const remove = db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
  const getCheckpoint = db.prepare<[string], { position: string; version: number }>(
    'SELECT position, version FROM checkpoints WHERE projection = ?',
  );
  const putCheckpoint = db.prepare(
    'INSERT INTO checkpoints (projection, position, version) VALUES (?, ?, ?) ON CONFLICT (projection) DO UPDATE SET position = excluded.position, version = excluded.version',
  );
  const commit = db.transaction((changes: readonly DocumentChange[], checkpoints: ReadonlyMap<string, Checkpoint>) => {
    let rows: string[] = [];
    for (const change of changes) {
      if (change.doc === null) {
        // Changes apply in order: the upserts before a removal go first.
        for (let i = 0; i < rows.length; i += 3) upsert.run(rows[i], rows[i + 1], rows[i + 2]);
        rows = [];
        remove.run(change.collection, change.id);
        continue;
      }
      rows.push(change.collection, change.id, JSON.stringify(change.doc));
      if (rows.length === UPSERT_ROWS * 3) {
        upsertMany.run(rows);
        rows = [];
      }
    }
    for (let i = 0; i < rows.length; i += 3) upsert.run(rows[i], rows[i + 1], rows[i + 2]);
    for (const [projection, cp] of checkpoints) putCheckpoint.run(projection, positionToString(cp.position), cp.version);
  });
  // Written in id order (a B-tree filled in key order is written several times faster than one
  // filled at random), a transaction every INSERT_CHUNK documents so none holds a whole read model.
  const insertChunk = db.transaction((collection: string, ids: readonly string[], docs: ReadonlyMap<string, unknown>) => {
    const rows: string[] = new Array<string>(UPSERT_ROWS * 3);
    let i = 0;
    for (; i + UPSERT_ROWS <= ids.length; i += UPSERT_ROWS) {
      for (let r = 0; r < UPSERT_ROWS; r++) {
        const id = ids[i + r]!;
        rows[r * 3] = collection;
        rows[r * 3 + 1] = id;
        rows[r * 3 + 2] = JSON.stringify(docs.get(id));
      }
      insertMany.run(rows);
    }
    for (; i < ids.length; i++) insert.run(collection, ids[i], JSON.stringify(docs.get(ids[i]!)));
  });
  const reset = db.transaction((projection: string) => {
    db.prepare('DELETE FROM documents WHERE collection = ?').run(projection);
    db.prepare('DELETE FROM checkpoints WHERE projection = ?').run(projection);
  });

  return {
    async get<T>(collection: string, id: string) {
      const row = getDoc.get(collection, id);
      return row ? (JSON.parse(row.doc) as T) : undefined;
    },
    async list<T>(collection: string, idPrefix?: string) {
      const rows = idPrefix ? listPrefix.all(collection, idPrefix, `${idPrefix}\u{10ffff}`) : listAll.all(collection);
      return rows.map((r) => JSON.parse(r.doc) as T);
    },
    async page<T>(collection: string, { prefix, before, limit }: PageQuery): Promise<PagedDocument<T>[]> {
      const upper = lowest(before, prefix === undefined ? undefined : `${prefix}\u{10ffff}`);
      const rows =
        upper === undefined ? pageFrom.all(collection, prefix ?? '', limit) : pageBelow.all(collection, prefix ?? '', upper, limit);
      return rows.map((r) => ({ id: r.id, doc: JSON.parse(r.doc) as T }));
    },
    async checkpoint(projection) {
      const row = getCheckpoint.get(projection);
      return row ? { position: positionFromString(row.position), version: row.version } : undefined;
    },
    async commit(changes, checkpoints) {
      commit(changes, checkpoints);
    },
    async insertNew(collection, docs) {
      const ids = [...docs.keys()].sort();
      for (let i = 0; i < ids.length; i += INSERT_CHUNK) insertChunk(collection, ids.slice(i, i + INSERT_CHUNK), docs);
    },
    async reset(projection) {
      reset(projection);
    },
    async close() {
      db.close();
    },
  };
}
