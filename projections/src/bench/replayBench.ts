/**
 * Rebuilds through the platform's real read models, in one run:
 * 1. a realistic history (BENCH_EVENTS, default 100,000 events) in the SQLite log rebuilt into
 *    fresh SQLite read models, against raw better-sqlite3 reading the same rows and parsing their
 *    JSON (the best of BENCH_TRIES tries each, default 5, taken in turns: a shared machine slows single
 *    tries by a fifth or more, and the best try of each side is the least disturbed), and the
 *    first try of each alone, which is what a single rebuild in a new process meets;
 * 2. the time to rebuild a 1,000,000-event log (BENCH_BIG_EVENTS overrides, 0 skips);
 * 3. live lag: a live runner while 100 submissions a second arrive for 10 s (BENCH_LAG_SECONDS, 0 skips).
 *
 *   npm run bench:replay
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteEventStore } from '@forge/events';
import { allProjections } from '@forge/domain';
import { rebuildReadModels } from '../rebuildReadModels';
import { openSqliteReadModelStore } from '../readModelStore/sqliteReadModelStore';
import { writeBenchLog } from './benchLog';
import { measureLiveLag } from './liveLag';

const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 100_000);
const BIG_EVENTS = Number(process.env['BENCH_BIG_EVENTS'] ?? 1_000_000);
const LAG_SECONDS = Number(process.env['BENCH_LAG_SECONDS'] ?? 10);
const TRIES = Math.max(1, Number(process.env['BENCH_TRIES'] ?? 5));

/** A log of about `events` events: 40 problems, then submissions of two events each. */
const submissionsFor = (events: number) => Math.max(1, Math.round((events - 40) / 2));

async function rebuild(dir: string, file: string, name: string): Promise<{ events: number; seconds: number }> {
  const store = openSqliteEventStore({ file });
  const readModels = openSqliteReadModelStore(join(dir, `${name}.sqlite`));
  try {
    return await rebuildReadModels(store, readModels, allProjections);
  } finally {
    await readModels.close();
    await store.close();
  }
}

function rawReadAndParse(file: string): { rows: number; seconds: number } {
  const raw = new Database(file, { readonly: true });
  const started = process.hrtime.bigint();
  let rows = 0;
  for (const row of raw.prepare('SELECT * FROM events ORDER BY 1').raw().iterate()) {
    const r = row as unknown[];
    for (const cell of r) if (typeof cell === 'string' && (cell.startsWith('{') || cell.startsWith('['))) JSON.parse(cell);
    rows++;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  raw.close();
  return { rows, seconds };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'forge-replay-bench-'));
  try {
    const file = join(dir, 'events.sqlite');
    await writeBenchLog(file, submissionsFor(EVENTS));
    let best = { events: 0, seconds: Infinity };
    let bestRaw = { rows: 0, seconds: Infinity };
    const firsts: { rebuild?: number; raw?: number } = {};
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const run = await rebuild(dir, file, `readmodels-${attempt}`);
      if (run.seconds < best.seconds) best = run;
      const raw = rawReadAndParse(file);
      if (raw.seconds < bestRaw.seconds) bestRaw = raw;
      firsts.rebuild ??= run.events / run.seconds;
      firsts.raw ??= raw.rows / raw.seconds;
    }
    const rate = best.events / best.seconds;
    const rawRate = bestRaw.rows / bestRaw.seconds;
    console.log(
      `rebuild through the platform's read models (${best.events} events, ${allProjections.length} projections): ${Math.round(rate)} ev/s, raw read+parse ${Math.round(rawRate)} ev/s, ratio ${(rate / rawRate).toFixed(2)}`,
    );
    // What one `npm run projections:rebuild` meets: the first try, its code not yet optimised by V8.
    console.log(
      `first try alone, as a one-shot rebuild runs: ${Math.round(firsts.rebuild!)} ev/s, raw read+parse ${Math.round(firsts.raw!)} ev/s, ratio ${(firsts.rebuild! / firsts.raw!).toFixed(2)}`,
    );

    if (BIG_EVENTS > 0) await bigRebuild(dir);
    if (LAG_SECONDS > 0) {
      const lag = await measureLiveLag(dir, 100, LAG_SECONDS);
      console.log(
        `live lag, append to readable in the read model, 100 appends/s for ${LAG_SECONDS} s (${lag.appends} appends): p50 ${lag.p50.toFixed(1)} ms, p99 ${lag.p99.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bigRebuild(dir: string): Promise<void> {
  const bigFile = join(dir, 'big-events.sqlite');
  const generated = process.hrtime.bigint();
  const bigEvents = await writeBenchLog(bigFile, submissionsFor(BIG_EVENTS));
  const generateSeconds = Number(process.hrtime.bigint() - generated) / 1e9;
  const big = await rebuild(dir, bigFile, 'big-readmodels');
  console.log(
    `rebuild of a ${big.events}-event log: ${big.seconds.toFixed(1)} s (${Math.round(big.events / big.seconds)} ev/s; log of ${bigEvents} written in ${generateSeconds.toFixed(1)} s)`,
  );
  rmSync(bigFile, { force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
