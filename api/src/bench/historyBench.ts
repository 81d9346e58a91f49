/**
 * History benchmark: how fast `npm run events -- export` writes a log and `import` loads it, on
 * the embedded SQLite log in a temp dir (WAL, synchronous=FULL), with a realistic mix of events.
 *
 *   npm run bench:history            (BENCH_EVENTS=100000 by default)
 *
 * Prints one line per measurement: `<name>: <n> events in <s> s, <n> events/s`.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { importHistory, openSqliteEventStore, readHistoryFile } from '@forge/events';
import { historyOf, verifyHistory, type DomainEvent } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { exportCommand, importCommand } from '../history/historyCommands';

const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 100_000);

/** Learners registering and submitting to a few problems: each submission requested, started, two cases, judged. */
function realisticEvents(count: number): DomainEvent[] {
  const events: DomainEvent[] = [];
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  for (let p = 0; p < 20; p++) {
    events.push({
      type: 'ProblemCreated',
      data: { ...sampleProblem({ title: `Problem ${p}` }), problemId: `p${p}`, createdBy: 'admin', createdAt: at },
    });
  }
  for (let n = 0; events.length < count; n++) {
    if (n % 20 === 0) {
      const userId = `u${n / 20}`;
      const email = `learner${n / 20}@example.org`;
      events.push({
        type: 'UserRegistered',
        data: {
          userId,
          firstName: 'Learner',
          email,
          passwordHash: 'scrypt$32768$8$1$c2FsdA==$aGFzaA==',
          authProvider: 'local',
          emailVerified: false,
          role: 'user',
          registeredAt: at,
        },
      });
      events.push({ type: 'EmailClaimed', data: { email, userId, claimedAt: at } });
    }
    const submissionId = `s${n}`;
    const userId = `u${Math.floor(n / 20)}`;
    const problemId = `p${n % 20}`;
    const code = sampleProblem().referenceSolution[n % 3]!.completeCode;
    events.push(
      {
        type: 'SubmissionRequested',
        data: { submissionId, userId, problemId, language: 'javascript', code, testCasesTotal: 2, requestedAt: at },
      },
      { type: 'SubmissionJudgingStarted', data: { submissionId, worker: 'bench-1', attempt: 1, startedAt: at } },
      { type: 'SubmissionCaseJudged', data: { submissionId, index: 0, statusId: 3, time: 0.02, memory: 30_000 } },
      { type: 'SubmissionCaseJudged', data: { submissionId, index: 1, statusId: 3, time: 0.02, memory: 30_000 } },
      {
        type: 'SubmissionJudged',
        data: {
          submissionId,
          userId,
          problemId,
          status: 'accepted',
          runtime: 0.02,
          memory: 30_000,
          testCasesPassed: 2,
          testCasesTotal: 2,
          errorMessage: null,
          failure: null,
          judgedAt: at,
        },
      },
    );
  }
  return events;
}

const report = (name: string, events: number, started: number) => {
  const seconds = (performance.now() - started) / 1000;
  console.log(`${name}: ${events} events in ${seconds.toFixed(2)} s, ${Math.round(events / seconds)} events/s`);
};
const quiet = { out: new Writable({ write: (_chunk, _encoding, done) => done() }), err: () => undefined };

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'forge-history-bench-'));
  try {
    const history = historyOf(realisticEvents(EVENTS));
    const source = openSqliteEventStore({ file: join(dir, 'source.sqlite') });
    await importHistory(source, history, {});
    const file = join(dir, 'history.ndjson');

    let started = performance.now();
    await exportCommand(source, { outFile: file }, quiet);
    report('export (to a file)', history.length, started);
    console.log(`  file: ${(statSync(file).size / 1e6).toFixed(1)} MB, ${Math.round(statSync(file).size / history.length)} bytes/event`);

    started = performance.now();
    await exportCommand(source, { outFile: join(dir, 'anonymized.ndjson'), anonymize: { passwordHash: 'anonymized' } }, quiet);
    report('export --anonymize', history.length, started);
    await source.close();

    started = performance.now();
    const verdict = await verifyHistory(readHistoryFile(file));
    if (!verdict.ok) throw new Error(`the benchmark's history does not verify: line ${verdict.line}: ${verdict.reason}`);
    report('verify', history.length, started);

    // What `import` does: verify the file, then load it (64 appends in flight, as for the embedded log).
    const target = openSqliteEventStore({ file: join(dir, 'target.sqlite') });
    started = performance.now();
    await importCommand(target, file, { append: false }, quiet);
    report('import (verify + load, into a fresh log)', history.length, started);
    started = performance.now();
    await importCommand(target, file, { append: false }, quiet);
    report('import again (all already present)', history.length, started);
    await target.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
