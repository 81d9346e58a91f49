import Database from 'better-sqlite3';
import type { Position } from '../eventStore';
import { BUSY_PATIENCE_MS } from './database';
import { privateDatabaseFile } from './privateFile';

/**
 * Copies the SQLite database in `source` to `target` (a new file, readable by its owner alone)
 * with SQLite's online backup API, while other processes go on writing it: the copy is the
 * database as of one commit. Every page is copied in one step, under one read transaction of the
 * source (WAL lets writers go on meanwhile), so a busy writer cannot make the backup start over
 * and over, as a copy a few pages a step would. The copy is left in rollback-journal mode, one
 * file with nothing beside it; opening it again for writing turns WAL back on.
 */
export async function backupDatabaseFile(source: string, target: string): Promise<void> {
  const db = new Database(source, { fileMustExist: true, timeout: BUSY_PATIENCE_MS });
  try {
    privateDatabaseFile(target);
    await db.backup(target, { progress: ({ remainingPages }) => Math.max(remainingPages, 1) });
  } finally {
    db.close();
  }
  const copy = new Database(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy of ${source} does not pass SQLite's check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

/** The last event's position and the count of events of the log in `file` (a copy no one writes). */
export function sqliteLogHead(file: string): { last: Position | null; events: number } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT max(position) AS last, count(*) AS events FROM events').get() as { last: number | null; events: number };
    // The embedded log's position is its row's, commit and prepare alike.
    return { last: row.last === null ? null : { commit: BigInt(row.last), prepare: BigInt(row.last) }, events: row.events };
  } finally {
    db.close();
  }
}
