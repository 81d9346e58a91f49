/**
 * The writer's code, run as it is written here (`toString`): it requires what it uses. Batches of
 * rows go into one transaction in a file with no journal (it is not the live file yet); the
 * checkpoints end it, then the file is switched to the write-ahead log the live file uses, closed
 * and flushed to disk. After a failure it says so once and takes nothing more.
 *
 * The writer keeps up with the thread handing it rows; what is left when the last batch comes is
 * what the rebuild waits for. So pages go to the file as they fill (a small cache: rows arrive in
 * key order, so each B-tree only grows at its right edge, which is all a cache needs to hold), and
 * every `syncChars` characters of documents the file is flushed in the background, leaving the
 * final flush only the last stretch to write. The flushes use `fd`, the file's descriptor, which
 * the thread that started the writer opened and closes once it has ended (a worker that is
 * terminated closes nothing).
 */
/* istanbul ignore next: coverage counters would break the shipped source text */
/* eslint-disable @typescript-eslint/no-require-imports -- this function's source is shipped to its own thread and runs there alone: it requires what it needs */
export function writerMain(): void {
  const threads = require('node:worker_threads') as typeof import('node:worker_threads');
  const { fdatasync, fsyncSync } = require('node:fs') as typeof import('node:fs');
  const { sqlite, file, fd, schema, rowsPerInsert, syncChars } = threads.workerData as {
    sqlite: string;
    file: string;
    fd: number;
    schema: string;
    rowsPerInsert: number;
    syncChars: number;
  };
  const port = threads.parentPort!;
  let failed = false;
  const fail = (error: unknown) => {
    failed = true;
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  };
  try {
    const Sqlite = require(sqlite) as typeof import('better-sqlite3');
    const db = new Sqlite(file);
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('cache_size = -512');
    db.exec(schema);
    db.exec('BEGIN');
    let unsynced = 0;
    let flushing = false;
    const insert = (rows: number) =>
      db.prepare(`INSERT INTO documents (collection, id, doc) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?)').join(', ')}`);
    const many = insert(rowsPerInsert);
    const values: string[] = [];
    const putCheckpoint = db.prepare('INSERT INTO checkpoints (projection, position, version) VALUES (?, ?, ?)');
    port.on('message', (message: { collection: string; ids: string[]; docs: string[] } | { checkpoints: [string, string, number][] }) => {
      if (failed) return;
      try {
        if ('docs' in message) {
          const { ids, docs } = message;
          for (let i = 0; i < ids.length; i++) {
            values.push(message.collection, ids[i]!, docs[i]!);
            unsynced += docs[i]!.length;
            if (values.length === rowsPerInsert * 3) {
              many.run(values);
              values.length = 0;
            }
          }
          if (unsynced >= syncChars && !flushing) {
            unsynced = 0;
            flushing = true;
            // Only a head start on the flush at the end, which reports any failure.
            fdatasync(fd, () => {
              flushing = false;
            });
          }
          return;
        }
        if (values.length > 0) insert(values.length / 3).run(values);
        for (const checkpoint of message.checkpoints) putCheckpoint.run(...checkpoint);
        db.exec('COMMIT');
        db.pragma('journal_mode = WAL');
        db.close();
        fsyncSync(fd);
        port.postMessage({ done: true });
      } catch (error) {
        fail(error);
      }
    });
  } catch (error) {
    fail(error);
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */
