import type Database from 'better-sqlite3';

/**
 * The layout of the read-model file, kept in `PRAGMA user_version`:
 * 0. (files before versions) `documents` WITHOUT ROWID, keyed by (collection, id).
 * 1. `documents` a rowid table with a UNIQUE (collection, id) index: a rebuild's plain INSERTs in
 *    key order append to both B-trees, about 40% faster than upserts into the clustered table, and
 *    the small index keeps key scans cheap.
 */
export const READ_MODEL_SCHEMA_VERSION = 1;

const DOCUMENTS = `
  CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL);
  CREATE UNIQUE INDEX documents_key ON documents (collection, id);
`;

const CHECKPOINTS =
  'CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position TEXT NOT NULL, version INTEGER NOT NULL)';

/** The whole schema of a new, empty file at this version, in one script. */
export const NEW_READ_MODEL_SCHEMA = `${DOCUMENTS}; ${CHECKPOINTS}; PRAGMA user_version = ${READ_MODEL_SCHEMA_VERSION};`;

/**
 * Creates the schema in a new file, or brings an older file's to this version. An older file's
 * documents are copied across, not dropped: the file also holds the checkpoints of reactors (the
 * judge's), which the log cannot give back, and its projections' checkpoints stay true of the
 * same documents. A file from a newer version is refused rather than misread.
 */
export function migrateReadModelSchema(db: Database.Database, file: string): void {
  if (checkedVersion(db, file) === READ_MODEL_SCHEMA_VERSION) return;
  // Immediate, and the version read again inside: another process may be opening the same file.
  db.transaction(() => {
    if (checkedVersion(db, file) === READ_MODEL_SCHEMA_VERSION) return;
    const existing = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'documents'").get();
    if (existing) {
      db.exec('ALTER TABLE documents RENAME TO documents_v0');
      db.exec(DOCUMENTS);
      db.exec('INSERT INTO documents (collection, id, doc) SELECT collection, id, doc FROM documents_v0 ORDER BY collection, id');
      db.exec('DROP TABLE documents_v0');
    } else {
      db.exec(DOCUMENTS);
    }
    db.exec(CHECKPOINTS);
    db.pragma(`user_version = ${READ_MODEL_SCHEMA_VERSION}`);
  }).immediate();
}

function checkedVersion(db: Database.Database, file: string): number {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > READ_MODEL_SCHEMA_VERSION) {
    throw new Error(
      `${file} holds read models laid out by a newer version (schema ${version}, this one reads ${READ_MODEL_SCHEMA_VERSION}): delete it to rebuild them from the log`,
    );
  }
  return version;
}
