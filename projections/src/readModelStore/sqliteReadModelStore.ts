import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { positionFromString, positionToString, privateDatabaseFile } from '@forge/events';
import type { Checkpoint, DocumentChange, PagedDocument, PageQuery, ReadModelStore } from '@forge/events';
import { migrateReadModelSchema } from './sqliteReadModelSchema';
import { INSERT_ROWS, insertAll, insertDocumentsSql, replaceFile, type Collections } from './sqliteRebuiltFile';

const UPSERT_ROWS = INSERT_ROWS;

/** The lower of two optional bounds, by code point (SQLite's BINARY order over UTF-8). */
function lowest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')) <= 0 ? a : b;
}

/** Read models in a SQLite file of their own: they can be deleted and rebuilt from the log at any time. */
export function openSqliteReadModelStore(file: string): ReadModelStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  let s = openStatements(file);
  return {
    async get<T>(collection: string, id: string) {
      const row = s.getDoc.get(collection, id);
      return row ? (JSON.parse(row.doc) as T) : undefined;
    },
    async list<T>(collection: string, idPrefix?: string) {
      const rows = idPrefix ? s.listPrefix.all(collection, idPrefix, `${idPrefix}\u{10ffff}`) : s.listAll.all(collection);
      return rows.map((r) => JSON.parse(r.doc) as T);
    },
    async page<T>(collection: string, { prefix, before, limit }: PageQuery): Promise<PagedDocument<T>[]> {
      const upper = lowest(before, prefix === undefined ? undefined : `${prefix}\u{10ffff}`);
      const rows =
        upper === undefined ? s.pageFrom.all(collection, prefix ?? '', limit) : s.pageBelow.all(collection, prefix ?? '', upper, limit);
      return rows.map((r) => ({ id: r.id, doc: JSON.parse(r.doc) as T }));
    },
    async checkpoint(projection) {
      const row = s.getCheckpoint.get(projection);
      return row ? { position: positionFromString(row.position), version: row.version } : undefined;
    },
    async commit(changes, checkpoints) {
      s.commit(changes, checkpoints);
    },
    async replaceCollections(build) {
      if (file === ':memory:') {
        const { collections, checkpoints } = await build();
        s.replaceInPlace(collections, checkpoints);
        return;
      }
      try {
        await replaceFile(file, s.db, build);
      } finally {
        // Open again, on the new file or (when the move was refused after the old one closed) the old.
        if (!s.db.open) s = openStatements(file);
      }
    },
    async reset(projection) {
      s.reset(projection);
    },
    async close() {
      s.db.close();
    },
  };
}

/** The file opened, with every statement the store runs on it. */
function openStatements(file: string) {
  const db = new Database(file === ':memory:' ? file : privateDatabaseFile(file));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // 64 MB of page cache (the default is 2 MB): a rebuild writes every document at once, and a
  // B-tree that stays in cache takes those writes several times faster.
  db.pragma('cache_size = -65536');
  migrateReadModelSchema(db, file);
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
  const upsertSql = (rows: number) => `${insertDocumentsSql(rows)} ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc`;
  const upsert = db.prepare(upsertSql(1));
  // Several rows per statement: one call into SQLite for UPSERT_ROWS documents is what makes a bulk write fast.
  const upsertMany = db.prepare(upsertSql(UPSERT_ROWS));
  const remove = db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
  const putCheckpoint = db.prepare(
    'INSERT INTO checkpoints (projection, position, version) VALUES (?, ?, ?) ON CONFLICT (projection) DO UPDATE SET position = excluded.position, version = excluded.version',
  );
  const putCheckpoints = (checkpoints: ReadonlyMap<string, Checkpoint>) => {
    for (const [projection, cp] of checkpoints) putCheckpoint.run(projection, positionToString(cp.position), cp.version);
  };
  const reset = (projection: string) => {
    db.prepare('DELETE FROM documents WHERE collection = ?').run(projection);
    db.prepare('DELETE FROM checkpoints WHERE projection = ?').run(projection);
  };
  return {
    db,
    getDoc: db.prepare<[string, string], { doc: string }>('SELECT doc FROM documents WHERE collection = ? AND id = ?'),
    listAll: db.prepare<[string], { doc: string }>('SELECT doc FROM documents WHERE collection = ? ORDER BY id'),
    listPrefix,
    pageBelow,
    pageFrom,
    getCheckpoint: db.prepare<[string], { position: string; version: number }>(
      'SELECT position, version FROM checkpoints WHERE projection = ?',
    ),
    commit: db.transaction((changes: readonly DocumentChange[], checkpoints: ReadonlyMap<string, Checkpoint>) => {
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
      putCheckpoints(checkpoints);
    }),
    /** `replaceCollections` for a file in memory, which has no journal to spare: in one transaction. */
    replaceInPlace: db.transaction((collections: Collections, checkpoints: ReadonlyMap<string, Checkpoint>) => {
      for (const collection of collections.keys()) reset(collection);
      insertAll(db, collections);
      putCheckpoints(checkpoints);
    }),
    reset: db.transaction(reset),
  };
}
