import Database from 'better-sqlite3';
import type { RecordedEvent } from '../eventStore';
import { readLogSnapshot } from './logSnapshot';
import { privateDatabaseFile } from './privateFile';

/**
 * Schema and prepared statements of the SQLite event log.
 *
 * `events.position` is the INTEGER PRIMARY KEY (the rowid): it is assigned in commit order by the single
 * writer, so a reader never sees position N+1 committed without N, and it serves as both the commit and
 * the prepare part of a Position. Events are never deleted, so rowids are never reused.
 *
 * `streams.revision` is the revision of the last event ever written to the stream (it keeps counting
 * across soft deletes). `streams.truncate_before` is the soft-delete marker, as in EventStoreDB's `$tb`:
 * events below it are hidden from readStream, and the stream is deleted while `revision < truncate_before`.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position   INTEGER PRIMARY KEY,
  stream_id  TEXT    NOT NULL,
  revision   INTEGER NOT NULL,
  event_id   TEXT    NOT NULL UNIQUE,
  type       TEXT    NOT NULL,
  data       TEXT    NOT NULL,
  metadata   TEXT    NOT NULL,
  created    INTEGER NOT NULL,
  UNIQUE (stream_id, revision)
);
CREATE TABLE IF NOT EXISTS streams (
  stream_id       TEXT    PRIMARY KEY,
  revision        INTEGER NOT NULL,
  truncate_before INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
`;

const EVENT_COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata, created';

/** A row of `events` in raw (array) form, integers as bigint: [position, stream, revision, id, type, data, metadata, created]. */
export type EventRow = [bigint, string, bigint, string, string, string, string, bigint];
/** [revision, truncate_before] */
export type StreamRow = [bigint, bigint];
/** [stream_id, revision, position] */
export type EventIdRow = [string, bigint, bigint];

export function rowToEvent(row: EventRow): RecordedEvent {
  const position = row[0];
  return {
    id: row[3],
    streamId: row[1],
    type: row[4],
    revision: row[2],
    position: { commit: position, prepare: position },
    data: JSON.parse(row[5]) as unknown,
    metadata: JSON.parse(row[6]) as Record<string, unknown>,
    created: new Date(Number(row[7])),
  };
}

export const BUSY_PATIENCE_MS = 10_000;

/**
 * Opens (and on first use creates) the log. Processes that open a new log at the same moment (the
 * scaled-out judge workers do) race to turn on WAL and to create the tables; SQLite answers the
 * loser of either race SQLITE_BUSY at once, without waiting on its busy handler, so both steps are
 * retried until the busy timeout has passed.
 */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file === ':memory:' ? file : privateDatabaseFile(file), { timeout: BUSY_PATIENCE_MS });
  try {
    const deadline = Date.now() + BUSY_PATIENCE_MS;
    whileBusy(deadline, () => {
      if (db.pragma('journal_mode', { simple: true }) !== 'wal') db.pragma('journal_mode = WAL');
    });
    db.pragma('synchronous = FULL');
    whileBusy(deadline, () => db.transaction(() => db.exec(SCHEMA)).immediate());
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function whileBusy(deadline: number, step: () => void): void {
  for (let attempt = 1; ; attempt++) {
    try {
      step();
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const busy = typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
      if (!busy || Date.now() >= deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.min(50, 2 * attempt));
    }
  }
}

/**
 * The log in `file` as it was when opened, copied into memory without writing anything beside it
 * (`readLogSnapshot`): read-only, and blind to what is appended afterwards. Throws an error with
 * code ENOENT when there is no such file, and says so when the file is not an event log.
 */
export function openReadOnlyDatabase(file: string): Database.Database {
  const image = readLogSnapshot(file);
  let db: Database.Database | undefined;
  try {
    db = new Database(image, { readonly: true });
    const tables = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('events', 'streams')").pluck().get();
    if (tables !== 2) throw new Error('it has no events and streams tables');
    return db;
  } catch (error) {
    db?.close();
    throw new Error(`${file} is not an event log: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

type Stmt<P extends unknown[], R = unknown> = Database.Statement<P, R>;

export interface Statements {
  readonly getStream: Stmt<[string], StreamRow>;
  readonly getEventId: Stmt<[string], EventIdRow>;
  readonly positionOf: Stmt<[string, bigint], [bigint]>;
  readonly maxPosition: Stmt<[], [bigint | null]>;
  readonly insertEvent: Stmt<[string, bigint, string, string, string, string, number]>;
  readonly upsertStream: Stmt<[string, bigint]>;
  readonly truncateStream: Stmt<[bigint, string]>;
  /** stream, lowest revision, highest revision, limit (-1 = none) */
  readonly readStreamForwards: Stmt<[string, bigint, bigint, number], EventRow>;
  readonly readStreamBackwards: Stmt<[string, bigint, bigint, number], EventRow>;
  /** inclusive lower position, limit */
  readonly readAllForwards: Stmt<[bigint, number], EventRow>;
  /** inclusive upper position, limit */
  readonly readAllBackwards: Stmt<[bigint, number], EventRow>;
  /** exclusive lower position, limit: the subscription's page read */
  readonly readAllAfter: Stmt<[bigint, number], EventRow>;
  /** exclusive lower position, limit: a bulk read, numbers instead of bigints and JSON left as text */
}

export function prepareStatements(db: Database.Database): Statements {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- they type each prepared statement's parameters and rows for better-sqlite3
  const reader = <P extends unknown[], R>(sql: string) => db.prepare<P, R>(sql).raw(true).safeIntegers(true);
  return {
    getStream: reader<[string], StreamRow>('SELECT revision, truncate_before FROM streams WHERE stream_id = ?'),
    getEventId: reader<[string], EventIdRow>('SELECT stream_id, revision, position FROM events WHERE event_id = ?'),
    positionOf: reader<[string, bigint], [bigint]>('SELECT position FROM events WHERE stream_id = ? AND revision = ?'),
    maxPosition: reader<[], [bigint | null]>('SELECT max(position) FROM events'),
    insertEvent: db
      .prepare<[string, bigint, string, string, string, string, number]>(
        'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .safeIntegers(true),
    upsertStream: db.prepare<[string, bigint]>(
      'INSERT INTO streams (stream_id, revision) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision',
    ),
    truncateStream: db.prepare<[bigint, string]>('UPDATE streams SET truncate_before = ? WHERE stream_id = ?'),
    readStreamForwards: reader<[string, bigint, bigint, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? AND revision <= ? ORDER BY revision ASC LIMIT ?`,
    ),
    readStreamBackwards: reader<[string, bigint, bigint, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
    ),
    readAllForwards: reader<[bigint, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? ORDER BY position ASC LIMIT ?`,
    ),
    readAllBackwards: reader<[bigint, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position <= ? ORDER BY position DESC LIMIT ?`,
    ),
    readAllAfter: reader<[bigint, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position ASC LIMIT ?`,
    ),
  };
}
