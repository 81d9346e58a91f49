import type {
  AppendOptions,
  AppendResult,
  DeleteOptions,
  EventStore,
  EventToAppend,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
} from '../eventStore';
import { StreamNotFoundError } from '../errors';
import { checkEvents, checkExpectedRevision, checkMaxCount, checkReadAllFrom, checkReadStreamFrom, checkStreamId } from '../validation';
import { openDatabase, openReadOnlyDatabase, prepareStatements, rowToEvent } from './database';
import { registerStoredEvents } from './storedEvents';
import { SqliteSubscription } from './subscription';
import { GroupCommitWriter, type CommitInfo, type SerializedEvent } from './writer';

export type { CommitInfo } from './writer';

export interface SqliteEventStoreOptions {
  /** Database file; created with its schema when missing (unless `readOnly`). */
  readonly file: string;
  /**
   * The log as it is when opened, copied into memory without writing anything beside it (no
   * `-wal`, `-shm` or mode change): it must exist (else an error with code ENOENT), appends and
   * deletes are refused, and what other processes append later is not seen. What `--as-of` reads.
   */
  readonly readOnly?: boolean;
  /** How often a live subscription re-reads to see appends made by other processes. Default 250 ms. */
  readonly pollIntervalMs?: number;
  /** Diagnostics: called after each group commit. */
  readonly onCommit?: (info: CommitInfo) => void;
  /** What stamps each appended event's `created` (the platform passes its own clock, so tests can move through days). Default: the system clock. */
  readonly clock?: () => Date;
}

const MAX_LIMIT = -1; // SQLite: LIMIT -1 means no limit

function limitOf(maxCount: number | undefined): number {
  return maxCount === undefined ? MAX_LIMIT : maxCount;
}

function serialize(event: EventToAppend): SerializedEvent {
  const data = JSON.stringify(event.data);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify gives undefined for a function or a symbol, whatever its type says
  if (data === undefined) throw new TypeError(`event ${event.id}: data is not JSON-serialisable`);
  const serialized = { id: event.id, type: event.type, data, metadata: JSON.stringify(event.metadata ?? {}) };
  return event.recordedAt ? { ...serialized, created: event.recordedAt.getTime() } : serialized;
}

/** The embedded event log: one SQLite file (WAL, synchronous=FULL), same semantics as EventStoreDB. */
export function openSqliteEventStore(options: SqliteEventStoreOptions): EventStore {
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const readOnly = options.readOnly ?? false;
  const db = readOnly ? openReadOnlyDatabase(options.file) : openDatabase(options.file);
  const stmts = prepareStatements(db);
  const subscriptions = new Set<SqliteSubscription>();
  let closed = false;

  const writer = readOnly
    ? undefined
    : new GroupCommitWriter(
        db,
        stmts,
        (info) => {
          if (info.events > 0) for (const subscription of subscriptions) subscription.wake();
          options.onCommit?.(info);
        },
        options.clock && (() => options.clock!().getTime()),
      );
  const writable = (): GroupCommitWriter => {
    if (!writer) throw new Error(`the log ${options.file} is open read-only: nothing can be appended or deleted`);
    return writer;
  };

  const ensureOpen = (): void => {
    if (closed) throw new Error('event store is closed');
  };

  const readPage = (after: bigint, limit: number) => stmts.readAllAfter.all(after, limit);

  const store: EventStore = {
    async appendToStream(streamId: string, events: readonly EventToAppend[], appendOptions?: AppendOptions): Promise<AppendResult> {
      ensureOpen();
      const expected = appendOptions?.expectedRevision ?? 'any';
      checkStreamId(streamId);
      checkExpectedRevision(expected);
      checkEvents(events);
      const serialized = events.map(serialize);
      return (await writable().submit({ kind: 'append', streamId, expected, events: serialized }))!;
    },

    async readStream(streamId: string, readOptions?: ReadStreamOptions): Promise<RecordedEvent[]> {
      ensureOpen();
      checkStreamId(streamId);
      const from = readOptions?.fromRevision ?? 'start';
      checkReadStreamFrom(from);
      checkMaxCount(readOptions?.maxCount);
      const stream = stmts.getStream.get(streamId);
      if (!stream || stream[0] < stream[1]) throw new StreamNotFoundError(streamId);
      const [last, truncateBefore] = stream;
      const limit = limitOf(readOptions?.maxCount);
      if (readOptions?.direction === 'backwards') {
        const upper = from === 'end' ? last : from === 'start' ? 0n : from;
        return stmts.readStreamBackwards.all(streamId, truncateBefore, upper, limit).map(rowToEvent);
      }
      if (from === 'end') return [];
      const lower = from === 'start' || from < truncateBefore ? truncateBefore : from;
      return stmts.readStreamForwards.all(streamId, lower, last, limit).map(rowToEvent);
    },

    async readAll(readOptions?: ReadAllOptions): Promise<RecordedEvent[]> {
      ensureOpen();
      const from = readOptions?.fromPosition ?? 'start';
      checkReadAllFrom(from);
      checkMaxCount(readOptions?.maxCount);
      const limit = limitOf(readOptions?.maxCount);
      if (readOptions?.direction === 'backwards') {
        if (from === 'start') return [];
        const upper = from === 'end' ? (stmts.maxPosition.get()![0] ?? 0n) : from.commit;
        return stmts.readAllBackwards.all(upper, limit).map(rowToEvent);
      }
      if (from === 'end') return [];
      return stmts.readAllForwards.all(from === 'start' ? 0n : from.commit, limit).map(rowToEvent);
    },

    subscribeToAll(subscribeOptions?: SubscribeToAllOptions): Subscription {
      ensureOpen();
      const from = subscribeOptions?.fromPosition ?? 'start';
      checkReadAllFrom(from);
      // 'end' is resolved now, synchronously: everything committed after this call is delivered.
      const after = from === 'start' ? 0n : from === 'end' ? (stmts.maxPosition.get()![0] ?? 0n) : from.commit;
      const subscription = new SqliteSubscription(after, subscribeOptions?.filter, readPage, pollIntervalMs, (s) =>
        subscriptions.delete(s),
      );
      subscriptions.add(subscription);
      return subscription;
    },

    async deleteStream(streamId: string, deleteOptions?: DeleteOptions): Promise<void> {
      ensureOpen();
      const expected = deleteOptions?.expectedRevision ?? 'any';
      checkStreamId(streamId);
      checkExpectedRevision(expected);
      await writable().submit({ kind: 'delete', streamId, expected });
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      // Appends already accepted are committed (and their promises settled) before the file closes.
      writer?.flush();
      await Promise.all([...subscriptions].map((s) => s.unsubscribe()));
      db.close();
    },
  };
  // Read-only, the log is in memory: a bulk read has no file for a second connection.
  registerStoredEvents(store, db, readOnly ? ':memory:' : options.file);
  return store;
}
