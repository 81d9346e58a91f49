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
}

/** Picks the event log adapter from configuration. */
export function openEventStore(config: EventStoreConfig): EventStore {
  if (config.eventStoreUrl) return openKurrentEventStore({ connectionString: config.eventStoreUrl });
  mkdirSync(config.dataDir, { recursive: true });
  return openSqliteEventStore({ file: join(config.dataDir, 'events.sqlite'), clock: config.clock });
}
