/**
 * Event log benchmark: the SQLite adapter against raw better-sqlite3 doing the same work on the same
 * schema with the same pragmas (WAL, synchronous=FULL), in a temp dir on the same disk.
 *
 *   npm run bench:store
 *
 * Prints one line per measurement: `<name>: <n> ev/s, raw <n> ev/s, ratio <r>`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { EventStore, EventToAppend } from '../store/eventStore';
import { SCHEMA } from '../store/sqlite/database';
import { openSqliteEventStore } from '../store/sqlite/sqliteEventStore';

const SINGLE_APPENDS = Number(process.env.BENCH_SINGLE ?? 3000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 300);
const BATCH_SIZE = 100;
const CONCURRENT_TOTAL = Number(process.env.BENCH_CONCURRENT ?? 20_000);
const IN_FLIGHT = 64;
const REPLAY_EVENTS = Number(process.env.BENCH_REPLAY ?? 200_000);
const TYPES = ['SubmissionCreated', 'TestPassed', 'TestFailed', 'SubmissionJudged', 'ProblemSolved'];

function payload(i: number): EventToAppend {
  return {
    id: randomUUID(),
    type: TYPES[i % TYPES.length]!,
    data: {
      submissionId: `s-${i >> 4}`,
      userId: `u-${i % 97}`,
      problemId: `p-${i % 13}`,
      test: i % 20,
      verdict: i % 3 ? 'ok' : 'wrong',
      timeMs: i % 1000,
      memoryKb: 2048 + (i % 512),
    },
    metadata: { correlationId: `c-${i >> 4}`, causationId: `c-${i >> 5}` },
  };
}

type Row = [string, number, string, string, string, string, number];
function rowOf(streamId: string, revision: number, e: EventToAppend): Row {
  return [streamId, revision, e.id, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata ?? {}), Date.now()];
}

function openRaw(file: string) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(SCHEMA);
  const insert = db.prepare<Row>(
    'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertMany = db.transaction((rows: readonly Row[]) => {
    for (const row of rows) insert.run(...row);
  });
  return { db, insert: (row: Row) => insertMany([row]), insertMany };
}

async function time(fn: () => unknown): Promise<number> {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function report(name: string, events: number, seconds: number, rawEvents: number, rawSeconds: number): void {
  const rate = events / seconds;
  const raw = rawEvents / rawSeconds;
  console.log(`${name}: ${Math.round(rate)} ev/s, raw ${Math.round(raw)} ev/s, ratio ${(rate / raw).toFixed(2)}`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'forge-bench-'));
  const store: EventStore = openSqliteEventStore({ file: join(dir, 'store.sqlite') });
  const raw = openRaw(join(dir, 'raw.sqlite'));
  let seq = 0;
  const streams = 50;
  const rawRevisions = new Map<string, number>();
  const rawRows = (streamId: string, count: number): Row[] => {
    const rows: Row[] = [];
    for (let i = 0; i < count; i++) {
      const revision = (rawRevisions.get(streamId) ?? -1) + 1;
      rawRevisions.set(streamId, revision);
      rows.push(rowOf(streamId, revision, payload(seq++)));
    }
    return rows;
  };
  try {
    console.log(`storeBench in ${dir} (WAL, synchronous=FULL)`);
    // Warm-up (JIT, page cache) for both sides.
    for (let i = 0; i < 200; i++) {
      await store.appendToStream(`warm-${i % 5}`, [payload(seq++)]);
      raw.insert(rawRows(`warm-${i % 5}`, 1)[0]!);
    }

    // (a) one event per append, sequential.
    const singleStore = await time(async () => {
      for (let i = 0; i < SINGLE_APPENDS; i++) await store.appendToStream(`single-${i % streams}`, [payload(seq++)]);
    });
    const singleRaw = await time(() => {
      for (let i = 0; i < SINGLE_APPENDS; i++) raw.insert(rawRows(`single-${i % streams}`, 1)[0]!);
    });
    report('append single', SINGLE_APPENDS, singleStore, SINGLE_APPENDS, singleRaw);

    // (b) 100 events per append, sequential.
    const batchStore = await time(async () => {
      for (let i = 0; i < BATCHES; i++) {
        await store.appendToStream(
          `batch-${i % streams}`,
          Array.from({ length: BATCH_SIZE }, () => payload(seq++)),
        );
      }
    });
    const batchRaw = await time(() => {
      for (let i = 0; i < BATCHES; i++) raw.insertMany(rawRows(`batch-${i % streams}`, BATCH_SIZE));
    });
    report(`append batched x${BATCH_SIZE}`, BATCHES * BATCH_SIZE, batchStore, BATCHES * BATCH_SIZE, batchRaw);

    // (c) single-event appends, 64 in flight: group commit turns them into few transactions.
    const concurrentStore = await time(async () => {
      let next = 0;
      const worker = async () => {
        while (next < CONCURRENT_TOTAL) {
          const i = next++;
          await store.appendToStream(`concurrent-${i % streams}`, [payload(seq++)]);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    });
    report(
      `append concurrent x${IN_FLIGHT} in flight (vs raw single-row tx)`,
      CONCURRENT_TOTAL,
      concurrentStore,
      SINGLE_APPENDS,
      singleRaw,
    );

    // Fill up for the replay, both sides the same way (batched, fast).
    let storeTotal = (await store.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 1 }))[0]!.position.commit;
    while (storeTotal < BigInt(REPLAY_EVENTS)) {
      const result = await store.appendToStream(
        `fill-${Number(storeTotal) % streams}`,
        Array.from({ length: 1000 }, () => payload(seq++)),
      );
      storeTotal = result.position.commit;
    }
    const rawCount = () => raw.db.prepare('SELECT count(*) FROM events').pluck().get() as number;
    let rawTotal = rawCount();
    while (rawTotal < Number(storeTotal)) {
      raw.insertMany(rawRows(`fill-${rawTotal % streams}`, Math.min(1000, Number(storeTotal) - rawTotal)));
      rawTotal = rawCount();
    }
    const total = Number(storeTotal);

    // (d) replay everything through a subscription into a trivial projection (count per type, read a
    // field of the already-parsed data), vs raw SELECT (array rows, iterate) + JSON.parse of data and
    // metadata doing the same. Best of three for each, alternating, as a replay is short and GC is noisy.
    const replayStore = async (): Promise<number> => {
      const projection = new Map<string, number>();
      let seen = 0;
      let checksum = 0;
      const seconds = await time(async () => {
        const subscription = store.subscribeToAll({ fromPosition: 'start' });
        for await (const e of subscription) {
          projection.set(e.type, (projection.get(e.type) ?? 0) + 1);
          checksum += (e.data as { test: number }).test + Object.keys(e.metadata).length;
          if (++seen === total) break;
        }
      });
      if (seen !== total || checksum <= 0) throw new Error(`replay saw ${seen} of ${total} events`);
      return seconds;
    };
    const select = raw.db
      .prepare('SELECT position, stream_id, revision, event_id, type, data, metadata, created FROM events ORDER BY position')
      .raw(true);
    const replayRaw = async (): Promise<number> => {
      const projection = new Map<string, number>();
      let seen = 0;
      let checksum = 0;
      const seconds = await time(() => {
        for (const row of select.iterate() as IterableIterator<[number, string, number, string, string, string, string, number]>) {
          const data = JSON.parse(row[5]) as { test: number };
          const metadata = JSON.parse(row[6]) as Record<string, unknown>;
          projection.set(row[4], (projection.get(row[4]) ?? 0) + 1);
          checksum += data.test + Object.keys(metadata).length;
          seen++;
        }
      });
      if (seen !== rawTotal || checksum <= 0) throw new Error(`raw replay saw ${seen} of ${rawTotal} rows`);
      return seconds;
    };
    let bestStore = Infinity;
    let bestRaw = Infinity;
    for (let round = 0; round < 3; round++) {
      bestStore = Math.min(bestStore, await replayStore());
      bestRaw = Math.min(bestRaw, await replayRaw());
    }
    report(`replay subscription (${total} events)`, total, bestStore, rawTotal, bestRaw);
  } finally {
    await store.close();
    raw.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
