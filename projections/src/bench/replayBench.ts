/**
 * Replay through the platform's real read models: a realistic history in the SQLite log is
 * rebuilt into fresh SQLite read models by the projection runner, against raw better-sqlite3
 * reading the same rows and parsing their JSON, in the same run.
 *
 *   npm run bench:replay
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type DomainEvent, encodeEvent, streams } from '@forge/domain';
import { type EventToAppend, openSqliteEventStore } from '@forge/events';
import { allProjections } from '../allProjections';
import { rebuildReadModels } from '../rebuildReadModels';
import { openSqliteReadModelStore } from '../readModelStore/sqliteReadModelStore';

const SUBMISSIONS = Number(process.env['BENCH_SUBMISSIONS'] ?? 50_000);
const USERS = 500;
const PROBLEMS = 40;

function* history(): Generator<[string, DomainEvent]> {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
  for (let p = 0; p < PROBLEMS; p++) {
    yield [
      streams.problem(`p${p}`),
      {
        type: 'ProblemCreated',
        data: {
          problemId: `p${p}`,
          title: `Problem ${p}`,
          description: 'd'.repeat(500),
          difficulty: 'easy',
          tags: 'array',
          visibleTestCases: [{ input: '1 2', output: '3', explanation: 'sum' }],
          hiddenTestCases: [{ input: '2 2', output: '4' }],
          startCode: [],
          referenceSolution: [],
          createdBy: 'admin',
          createdAt: at(p),
        },
      },
    ];
  }
  for (let i = 0; i < SUBMISSIONS; i++) {
    const base = { submissionId: `s${i}`, userId: `u${i % USERS}`, problemId: `p${(i * 7) % PROBLEMS}` };
    yield [
      streams.submission(base.submissionId),
      {
        type: 'SubmissionRequested',
        data: { ...base, language: 'cpp', code: 'int main() { return 0; }\n'.repeat(10), testCasesTotal: 10, requestedAt: at(i) },
      },
    ];
    yield [
      streams.submission(base.submissionId),
      {
        type: 'SubmissionJudged',
        data: {
          ...base,
          status: i % 3 ? 'accepted' : 'wrong',
          runtime: 0.01,
          memory: 2048,
          testCasesPassed: i % 3 ? 10 : 4,
          testCasesTotal: 10,
          errorMessage: null,
          failure: null,
          judgedAt: at(i),
        },
      },
    ];
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'forge-replay-bench-'));
  try {
    const file = join(dir, 'events.sqlite');
    const store = openSqliteEventStore({ file });
    const pending: Promise<unknown>[] = [];
    for (const [stream, event] of history()) {
      pending.push(store.appendToStream(stream, [encodeEvent(event)] as EventToAppend[]));
      if (pending.length >= 512) await Promise.all(pending.splice(0));
    }
    await Promise.all(pending);

    const readModels = openSqliteReadModelStore(join(dir, 'readmodels.sqlite'));
    const { events, seconds } = await rebuildReadModels(store, readModels, allProjections);
    await readModels.close();
    await store.close();

    const raw = new Database(file, { readonly: true });
    const started = process.hrtime.bigint();
    let rows = 0;
    for (const row of raw.prepare('SELECT * FROM events ORDER BY 1').raw().iterate()) {
      const r = row as unknown[];
      for (const cell of r) if (typeof cell === 'string' && (cell.startsWith('{') || cell.startsWith('['))) JSON.parse(cell);
      rows++;
    }
    const rawSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    raw.close();
    const rate = events / seconds;
    const rawRate = rows / rawSeconds;
    console.log(
      `replay through the platform's read models (${events} events, ${allProjections.length} projections): ${Math.round(rate)} ev/s, raw read+parse ${Math.round(rawRate)} ev/s, ratio ${(rate / rawRate).toFixed(2)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
