import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';

/**
 * Makes `file` (a SQLite database) readable by its owner alone before SQLite opens it: SQLite
 * creates its -wal and -shm files with the database's own mode, so they follow. A file from
 * an older version, made 0644, is narrowed too, with any journal beside it.
 */
export function privateDatabaseFile(file: string): string {
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) if (existsSync(path)) chmodSync(path, 0o600);
  return file;
}
