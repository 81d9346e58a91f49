/**
 * Crash safety: a child process appends through the real adapter (compiled, from dist/) and is SIGKILLed
 * mid-flight; the file must then hold every acknowledged append, no partial append, contiguous stream
 * revisions and strictly increasing positions.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { openSqliteEventStore } from './sqliteEventStore';

const distDir = resolve(__dirname, '../../../dist/store/sqlite');
const childScript = join(distDir, 'crashChild.js');

/**
 * The child must run the real adapter without a TypeScript loader, so it runs the build in dist/
 * (`npm test` runs `tsc -b` before jest). It is only as fresh as the last build.
 */
function assertDistExists(): void {
  for (const file of [childScript, join(distDir, 'sqliteEventStore.js')]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: the crash test runs the compiled adapter. Run \`npx tsc -b events\` (or \`npm test\`) first.`);
    }
  }
}

interface Ack {
  appendId: string;
  streamId: string;
  ids: string[];
  last: string;
}

/** Runs the child until it has been appending for `appendMs`, then SIGKILLs it; returns the acknowledged appends. */
async function runAndKill(file: string, round: number, appendMs: number): Promise<Ack[]> {
  const child = spawn(process.execPath, [childScript, file, `r${round}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  const acks: Ack[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)));
  let timer: NodeJS.Timeout | undefined;
  const lines = createInterface({ input: child.stdout });
  const linesClosed = new Promise((done) => lines.once('close', done));
  lines.on('line', (line) => {
    if (line === 'ready') return;
    acks.push(JSON.parse(line) as Ack);
    timer ??= setTimeout(() => child.kill('SIGKILL'), appendMs);
  });
  const signal = await exited;
  clearTimeout(timer);
  await linesClosed; // every line written before the kill has been read
  if (signal !== 'SIGKILL') throw new Error(`crash child ended on its own (signal ${String(signal)}): ${stderr}`);
  return acks;
}

function verifyFile(file: string, acks: readonly Ack[]): number {
  const db = new Database(file);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = db.prepare('SELECT position, stream_id, revision, event_id, metadata FROM events ORDER BY position').all() as {
      position: number;
      stream_id: string;
      revision: number;
      event_id: string;
      metadata: string;
    }[];
    const nextRevision = new Map<string, number>();
    const appends = new Map<string, { size: number; streamId: string; revisions: number[] }>();
    const byId = new Map<string, { streamId: string; revision: number }>();
    let lastPosition = 0;
    for (const row of rows) {
      if (row.position <= lastPosition) throw new Error(`position ${row.position} does not increase after ${lastPosition}`);
      lastPosition = row.position;
      // Per stream, revisions are contiguous from 0 in log order.
      const expected = nextRevision.get(row.stream_id) ?? 0;
      if (row.revision !== expected) throw new Error(`${row.stream_id}: revision ${row.revision} where ${expected} was due`);
      nextRevision.set(row.stream_id, row.revision + 1);
      const { appendId, size } = JSON.parse(row.metadata) as { appendId: string; size: number };
      const append = appends.get(appendId) ?? { size, streamId: row.stream_id, revisions: [] };
      append.revisions.push(row.revision);
      appends.set(appendId, append);
      byId.set(row.event_id, { streamId: row.stream_id, revision: row.revision });
    }
    // No append is partially present: all of its events, in one stream, at contiguous revisions.
    for (const [appendId, append] of appends) {
      if (append.revisions.length !== append.size)
        throw new Error(`append ${appendId} is partial: ${append.revisions.length} of ${append.size} events`);
      append.revisions.forEach((revision, i) => {
        if (revision !== append.revisions[0]! + i)
          throw new Error(`append ${appendId} has non-contiguous revisions ${append.revisions.join(',')}`);
      });
    }
    // Every acknowledged append is there, where it was acknowledged.
    for (const ack of acks) {
      const last = Number(ack.last);
      ack.ids.forEach((id, i) => {
        const found = byId.get(id);
        if (!found) throw new Error(`acknowledged append ${ack.appendId} is missing event ${id}`);
        const revision = last - ack.ids.length + 1 + i;
        if (found.streamId !== ack.streamId || found.revision !== revision) {
          throw new Error(
            `event ${id} of ${ack.appendId} is at ${found.streamId}@${found.revision}, acknowledged at ${ack.streamId}@${revision}`,
          );
        }
      });
    }
    const streams = (db.prepare('SELECT stream_id, revision FROM streams').all() as { stream_id: string; revision: number }[]).map(
      (s) => [s.stream_id, s.revision + 1] as const,
    );
    expect(new Map(streams)).toEqual(nextRevision);
    return rows.length;
  } finally {
    db.close();
  }
}

describe('SQLite event store: crash safety', () => {
  let dir: string | undefined;
  beforeAll(() => {
    assertDistExists();
    dir = mkdtempSync(join(tmpdir(), 'forge-crash-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged append and never a partial one across SIGKILLs', async () => {
    const file = join(dir!, 'events.sqlite');
    const allAcks: Ack[] = [];
    let previousCount = 0;
    for (let round = 0; round < 3; round++) {
      const acks = await runAndKill(file, round, 1500);
      expect(acks.length).toBeGreaterThan(0);
      expect(acks.some((a) => a.ids.length > 1)).toBe(true);
      allAcks.push(...acks);
      const count = verifyFile(file, allAcks);
      expect(count).toBeGreaterThanOrEqual(previousCount + acks.reduce((n, a) => n + a.ids.length, 0));
      previousCount = count;

      // The adapter reopens the file and agrees with it.
      const store = openSqliteEventStore({ file });
      try {
        expect(await store.readAll()).toHaveLength(count);
        const stream = await store.readStream('crash-1');
        expect(stream.map((e) => e.revision)).toEqual(stream.map((_, i) => BigInt(i)));
      } finally {
        await store.close();
      }
    }
  }, 60_000);
});
