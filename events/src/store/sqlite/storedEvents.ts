import type Database from 'better-sqlite3';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { isBlobbed } from '../../blobs/blobbedEventStore';
import type { EventStore } from '../eventStore';
import { readAheadMain } from './readAheadWorker';

/**
 * An event of the embedded log as a bulk read hands it out: its position (commit and prepare
 * alike) and its time (milliseconds since the epoch) plain numbers, its data parsed and the schema
 * version its metadata names (read as `schemaVersionOf` does), or both null for a type the reader did not ask
 * for, whose JSON is never parsed. The rest of the metadata stays in the log: a rebuild needs only
 * the version to decode the data.
 */
export type StoredEvent = readonly [
  position: number,
  streamId: string,
  revision: number,
  type: string,
  data: unknown,
  schemaVersion: number | null,
  created: number,
];

/** The whole log in order, a page of events at a time: see `storedEvents`. */
export type StoredEventPages = (types: readonly string[], pageSize: number) => Iterable<readonly StoredEvent[]>;

interface Source {
  readonly db: Database.Database;
  /** The database file, for a second connection; undefined for a log in memory. */
  readonly file: string | undefined;
}

const sources = new WeakMap<EventStore, Source>();

/** Called by the embedded log on the very object it hands out. */
export function registerStoredEvents(store: EventStore, db: Database.Database, file: string): void {
  sources.set(store, { db, file: file === ':memory:' ? undefined : file });
}

/** The embedded log's own connection (only on the object `openSqliteEventStore` returned), for a write in one transaction across streams: an import. */
export function sqliteDatabaseOf(store: EventStore): Database.Database | undefined {
  return sources.get(store)?.db;
}

/**
 * The embedded log's events for a bulk reader that would otherwise spend most of its time on what
 * `readAll` makes of each row (bigints, a Date, parsed metadata): a read-model rebuild. Only the
 * object `openSqliteEventStore` returned has them; a wrapper around it (the log as of a past
 * point, a cache) does not, even one spread from it, so reads through a wrapper keep its rules.
 *
 * SQLite writes each page out as one JSON text, so a page costs one string and one `JSON.parse`
 * rather than seven values a row. For a log in a file, a worker thread runs those queries a few
 * pages ahead on a connection of its own, and the caller's thread only parses what it uses.
 */
export function storedEvents(store: EventStore, options: StoredEventsOptions = {}): StoredEventPages | undefined {
  // The log with its blobs beside it (`blobbedEventStore`): its own pages, each blob's content put back.
  if (isBlobbed(store)) {
    const pages = storedEvents(store.raw, options);
    return pages && ((types, pageSize) => withBlobs(pages(types, pageSize), (streamId, data) => store.resolveSync(streamId, data)));
  }
  const source = sources.get(store);
  if (!source) return undefined;
  return (types, pageSize) => {
    const sql = pageSql(types.length);
    const here = source.db.prepare(sql).raw();
    return source.file === undefined
      ? pagesHere(here, types, pageSize)
      : pagesAhead(source.file, here, sql, types, pageSize, options.workerOnly ?? false);
  };
}

function* withBlobs(
  pages: Iterable<readonly StoredEvent[]>,
  resolve: (streamId: string, data: unknown) => unknown,
): Generator<readonly StoredEvent[]> {
  for (const page of pages) {
    yield page.map((event) =>
      event[4] === null ? event : [event[0], event[1], event[2], event[3], resolve(event[1], event[4]), event[5], event[6]],
    );
  }
}

export interface StoredEventsOptions {
  /** Every page of a log in a file from the worker, the caller waiting for it to start rather than reading the first pages itself: what tests of the worker use. */
  readonly workerOnly?: boolean;
}

/**
 * A page after a position as JSON text (null past the end), its last position and its number of
 * events. Reading pages by position rather than one long query leaves no statement open between them.
 */
function pageSql(types: number): string {
  const wanted = types === 0 ? 'FALSE' : `type IN (${Array.from({ length: types }, () => '?').join(', ')})`;
  const version = `json_extract(metadata, '$.schemaVersion')`;
  const schemaVersion = `CASE WHEN typeof(${version}) IN ('integer', 'real') THEN ${version} ELSE 1 END`;
  const row = `'[' || position || ',' || json_quote(stream_id) || ',' || revision || ',' || json_quote(type) || ',' || CASE WHEN ${wanted} THEN data || ',' || ${schemaVersion} ELSE 'null,null' END || ',' || created || ']'`;
  return `SELECT '[' || group_concat(${row}, ',' ORDER BY position) || ']', max(position), count(*) FROM (SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?)`;
}

/**
 * Characters of JSON a page aims at. Below V8's large-object size (128 KiB) a page's text is
 * allocated young, where it dies cheaply; above it each page is mapped and unmapped on its own,
 * which made a rebuild a tenth slower. Pages of small events hold the caller's page size.
 */
export const PAGE_CHARS = 100_000;

/** The events to ask for after a page of `count` events in `chars` characters: what fits in `PAGE_CHARS`, at least 1, at most `pageSize`. */
export function nextPageSize(count: number, chars: number, pageSize: number): number {
  return Math.max(1, Math.min(pageSize, Math.floor((count * PAGE_CHARS) / chars)));
}

/** The page of at most `count` events after `after`, parsed, with its last position and the size of the next; undefined past the end. */
function pageAfter(
  statement: Database.Statement,
  types: readonly string[],
  after: number,
  count: number,
  pageSize: number,
): { events: StoredEvent[]; last: number; next: number } | undefined {
  const [json, last] = statement.get(...types, after, count) as [json: string | null, last: number | null];
  if (json === null || last === null) return undefined;
  const events = JSON.parse(json) as StoredEvent[];
  return { events, last, next: nextPageSize(events.length, json.length, pageSize) };
}

function* pagesHere(statement: Database.Statement, types: readonly string[], pageSize: number): Generator<readonly StoredEvent[]> {
  for (
    let page = pageAfter(statement, types, 0, pageSize, pageSize);
    page;
    page = pageAfter(statement, types, page.last, page.next, pageSize)
  ) {
    yield page.events;
  }
}

/** Pages a worker may read before the caller takes them: enough to never wait on it, few enough to hold little memory. */
const AHEAD = 4;
/** The shared counters: pages the worker has posted, pages the caller has taken, and where the two stand (`READY`, `GO`). */
const POSTED = 0;
const TAKEN = 1;
const STATE = 2;
/** The worker has its connection and waits to be told where to start. */
const READY = 1;
/** The worker reads on from the position in the shared `start`. */
const GO = 2;

/** A page as the worker posts it: its JSON text, null past the end, or what stopped it. */
type Posted = string | null | { readonly error: string };

/**
 * The pages from a worker reading ahead. Until the worker is ready (a thread and a connection take
 * a few tens of milliseconds to start) the caller reads pages itself, unless `workerOnly`, then
 * tells the worker where to go on from.
 */
function* pagesAhead(
  file: string,
  here: Database.Statement,
  sql: string,
  types: readonly string[],
  pageSize: number,
  workerOnly: boolean,
): Generator<readonly StoredEvent[]> {
  const counters = new Int32Array(new SharedArrayBuffer(12));
  /** Where the worker starts: after this position, with pages of this many events. */
  const start = new Float64Array(new SharedArrayBuffer(16));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(`(${readAheadMain.toString()})()`, {
    eval: true,
    workerData: {
      sqlite: require.resolve('better-sqlite3'),
      file,
      sql,
      types,
      pageSize,
      pageChars: PAGE_CHARS,
      ahead: AHEAD,
      port: port2,
      counters,
      start,
    },
    transferList: [port2],
  });
  try {
    let after = 0;
    let count = pageSize;
    // A worker that failed before it was ready has posted why.
    while (workerOnly && Atomics.load(counters, STATE) !== READY && Atomics.load(counters, POSTED) === 0) {
      Atomics.wait(counters, STATE, 0, 100);
    }
    while (!workerOnly && Atomics.load(counters, STATE) !== READY) {
      const page = pageAfter(here, types, after, count, pageSize);
      if (!page) return;
      yield page.events;
      after = page.last;
      count = page.next;
    }
    start[0] = after;
    start[1] = count;
    Atomics.store(counters, STATE, GO);
    Atomics.notify(counters, STATE);
    for (let taken = 0; ;) {
      // The worker counts a page as posted only once it is on the port: when the count moves, it is there to take.
      let received: { message: Posted } | undefined;
      while (!(received = receiveMessageOnPort(port1))) Atomics.wait(counters, POSTED, taken);
      Atomics.store(counters, TAKEN, ++taken);
      Atomics.notify(counters, TAKEN);
      const page = received.message;
      if (page === null) return;
      if (typeof page !== 'string') throw new Error(`reading ${file}: ${page.error}`);
      yield JSON.parse(page) as StoredEvent[];
    }
  } finally {
    // Ends the worker wherever it waits (Atomics.wait included): one left waiting would keep the process alive.
    port1.close();
    void worker.terminate();
  }
}
