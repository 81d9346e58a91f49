import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from './eventStore';
import { openKurrentEventStore } from './kurrentdb/openKurrentEventStore';
import { openSqliteEventStore } from './sqlite/sqliteEventStore';

export interface EventStoreConfig {
  /** KurrentDB / EventStoreDB connection string (EVENTSTORE_URL). When absent, the embedded SQLite log is used. */
  readonly eventStoreUrl?: string;
  /** DATA_DIR: the SQLite log lives at `<dataDir>/events.sqlite`. */
  readonly dataDir: string;
  /** What stamps appended events' times in the embedded log (KurrentDB stamps its own). Default: the system clock. */
  readonly clock?: () => Date;
  /**
   * The embedded log read as it is into memory, writing nothing in `dataDir` (not even the folder):
   * it must exist, else an error with code ENOENT (see `SqliteEventStoreOptions.readOnly`).
   * A KurrentDB log is opened as usual: the caller refuses writes (`pastEventStore`).
   */
  readonly readOnly?: boolean;
}

/** Picks the event log adapter from configuration. */
export function openEventStore(config: EventStoreConfig): EventStore {
  if (config.eventStoreUrl) return openKurrentEventStore({ connectionString: config.eventStoreUrl });
  const file = join(config.dataDir, 'events.sqlite');
  if (config.readOnly) return openSqliteEventStore({ file, readOnly: true });
  mkdirSync(config.dataDir, { recursive: true });
  return openSqliteEventStore({ file, clock: config.clock });
}
