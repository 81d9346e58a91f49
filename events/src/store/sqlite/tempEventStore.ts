import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '../eventStore';
import { openSqliteEventStore, type SqliteEventStoreOptions } from './sqliteEventStore';

/** An embedded log in a temporary directory of its own, for tests and benchmarks. */
export interface TempEventStore {
  readonly store: EventStore;
  /** The directory with no names, else a path in it (where a test keeps its read models beside the log). */
  path(...names: string[]): string;
  /** Closes the log and removes the directory with all it holds. */
  close(): Promise<void>;
}

/** Opens a fresh log, `events.sqlite`, in a new temporary directory named after `prefix`. */
export function openTempEventStore(prefix: string, options: Omit<SqliteEventStoreOptions, 'file'> = {}): TempEventStore {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const store = openSqliteEventStore({ ...options, file: join(dir, 'events.sqlite') });
  return {
    store,
    path: (...names) => join(dir, ...names),
    close: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
