import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { blobbedEventStore, type BlobbedEventStore } from '../blobs/blobbedEventStore';
import { fileBlobStore } from '../blobs/blobStore';
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
  /**
   * Where test data and other big strings of problem events live (see `blobbedEventStore`).
   * Default: BLOB_DIR, else `<dataDir>/blobs`. Scaled out, every process that reads the log
   * (API replicas, projections, judge workers) mounts the same folder there.
   */
  readonly blobDir?: string;
}

/** Picks the event log adapter from configuration, with the blob store beside it. */
export function openEventStore(config: EventStoreConfig): BlobbedEventStore {
  const blobDir = config.blobDir ?? (process.env['BLOB_DIR']?.trim() || join(config.dataDir, 'blobs'));
  const readOnly = Boolean(config.readOnly);
  const beside = (log: EventStore) => blobbedEventStore(log, fileBlobStore(blobDir, { readOnly }));
  if (config.eventStoreUrl) return beside(openKurrentEventStore({ connectionString: config.eventStoreUrl }));
  const file = join(config.dataDir, 'events.sqlite');
  if (readOnly) return beside(openSqliteEventStore({ file, readOnly: true }));
  mkdirSync(config.dataDir, { recursive: true });
  return beside(openSqliteEventStore({ file, clock: config.clock }));
}
