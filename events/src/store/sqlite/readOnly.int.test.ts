/**
 * The embedded log opened read-only (what `--as-of` reads): it sees what SQLite's own connection
 * would, from a closed log, a log a writer holds open, a log whose writer was killed, and a log
 * being appended to by another process while it is opened, and it writes nothing beside the file.
 */
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { EventStore, RecordedEvent } from '../eventStore';
import { openEventStore } from '../openEventStore';
import { prepareStatements, rowToEvent } from './database';
import { readLogFiles } from './logSnapshot';
import { consistencyProblems } from '../../testing/logConsistency';
import { openSqliteEventStore } from './sqliteEventStore';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'forge-readonly-log-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every file of a folder: its name, mode, mtime and a hash of its bytes. */
function folderState(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((name) => {
      const path = join(dir, name);
      const stat = statSync(path);
      return `${name} ${stat.mode.toString(8)} ${stat.mtimeMs} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`;
    });
}

const event = (i: number) => ({ id: randomUUID(), type: 'Counted', data: { i, pad: 'x'.repeat(i % 300) } });

async function appendMany(store: EventStore, count: number, from = 0): Promise<void> {
  for (let i = from; i < from + count; i++) await store.appendToStream(`counter-${i % 7}`, [event(i)]);
}

const summary = (events: readonly RecordedEvent[]) => events.map((e) => `${e.position.commit}:${e.streamId}@${e.revision}:${e.id}`);

/** What SQLite's own connection reads from a copy of the folder (the copy may be recovered and checkpointed: it is thrown away). */
function sqliteReads(dir: string): string[] {
  const copy = tempDir();
  for (const name of readdirSync(dir)) copyFileSync(join(dir, name), join(copy, name));
  const db = new Database(join(copy, 'events.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT position, stream_id, revision, event_id FROM events ORDER BY position').raw().all() as unknown[][]).map(
      ([position, stream, revision, id]) => `${String(position)}:${String(stream)}@${String(revision)}:${String(id)}`,
    );
  } finally {
    db.close();
  }
}

async function readOnlyReads(dir: string): Promise<string[]> {
  const store = openEventStore({ dataDir: dir, readOnly: true });
  try {
    return summary(await store.readAll());
  } finally {
    await store.close();
  }
}

/** What a SIGKILL leaves after `count` appends: the log file and its -wal as the writer had them, copied to a folder of their own. */
async function crashedAfter(count: number): Promise<string> {
  const dir = tempDir();
  const writer = openEventStore({ dataDir: dir });
  await appendMany(writer, count);
  const crashed = tempDir();
  for (const name of readdirSync(dir)) copyFileSync(join(dir, name), join(crashed, name));
  await writer.close();
  return crashed;
}

describe('the embedded log opened read-only', () => {
  it('reads a closed log whole and leaves its folder exactly as it was, mode, times and bytes', async () => {
    const dir = tempDir();
    const writer = openEventStore({ dataDir: dir });
    await appendMany(writer, 300);
    const expected = summary(await writer.readAll());
    await writer.close();
    const before = folderState(dir);
    expect(before).toHaveLength(1); // events.sqlite alone: the -wal and -shm went with the last connection

    const store = openEventStore({ dataDir: dir, readOnly: true });
    expect(summary(await store.readAll())).toEqual(expected);
    const threes = Array.from({ length: 300 }, (_, i) => i).filter((i) => i % 7 === 3);
    expect((await store.readStream('counter-3')).map((e) => e.data)).toEqual(threes.map((i) => ({ i, pad: 'x'.repeat(i % 300) })));
    expect(folderState(dir)).toEqual(before);
    await expect(store.appendToStream('counter-1', [event(1)])).rejects.toThrow(/open read-only: nothing can be appended or deleted/);
    await expect(store.deleteStream('counter-1')).rejects.toThrow(/open read-only/);
    await store.close();
    expect(folderState(dir)).toEqual(before);
  });

  it('must find the log: a missing one is an ENOENT error, and nothing is created, not even the folder', () => {
    const dir = tempDir();
    expect(() => openEventStore({ dataDir: dir, readOnly: true })).toThrow(
      expect.objectContaining({ code: 'ENOENT', message: `there is no event log at ${join(dir, 'events.sqlite')}` }),
    );
    expect(readdirSync(dir)).toEqual([]);
    const missing = join(dir, 'not-there');
    expect(() => openEventStore({ dataDir: missing, readOnly: true })).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    expect(existsSync(missing)).toBe(false);
  });

  it('says so when the file is not an event log', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'events.sqlite'), 'not a database at all, only some text that is long enough to have a header'.repeat(20));
    expect(() => openSqliteEventStore({ file: join(dir, 'events.sqlite'), readOnly: true })).toThrow(/is not an event log/);
    const other = join(dir, 'other.sqlite');
    new Database(other).exec('CREATE TABLE t (x)');
    const before = folderState(dir);
    expect(() => openSqliteEventStore({ file: other, readOnly: true })).toThrow(/is not an event log: it has no events and streams tables/);
    expect(folderState(dir)).toEqual(before);
  });

  it('sees what a writer holding the log open has committed to its -wal, and leaves the -wal and -shm alone', async () => {
    const dir = tempDir();
    const writer = openEventStore({ dataDir: dir });
    try {
      // Enough for SQLite's automatic checkpoints to have run and the -wal to have started over, leaving older frames behind.
      await appendMany(writer, 3000);
      const expected = summary(await writer.readAll());
      const before = folderState(dir);
      expect(before.map((line) => line.split(' ')[0])).toEqual(['events.sqlite', 'events.sqlite-shm', 'events.sqlite-wal']);
      expect(await readOnlyReads(dir)).toEqual(expected);
      expect(folderState(dir)).toEqual(before);
      // And what is committed after the read-only open is not seen by it.
      const store = openEventStore({ dataDir: dir, readOnly: true });
      await appendMany(writer, 5, 3000);
      expect(summary(await store.readAll())).toEqual(expected);
      await store.close();
    } finally {
      await writer.close();
    }
  });

  it('after a crash reads what SQLite recovers, older frames of the -wal left behind included, and changes nothing', async () => {
    const crashed = await crashedAfter(500);
    const before = folderState(crashed);
    const recovered = sqliteReads(crashed);
    expect(recovered).toHaveLength(500);
    expect(await readOnlyReads(crashed)).toEqual(recovered);
    expect(folderState(crashed)).toEqual(before);

    // Without its -shm (a crash before SQLite made one is not possible, but a copy may lack it).
    rmSync(join(crashed, 'events.sqlite-shm'));
    const noShm = folderState(crashed);
    expect(await readOnlyReads(crashed)).toEqual(recovered);
    expect(folderState(crashed)).toEqual(noShm);
  });

  it('leaves out an append whose -wal frames were cut short by a crash, as SQLite does', async () => {
    // Few enough that the -wal never started over: its last frame is the last append's commit.
    const crashed = await crashedAfter(50);
    const wal = join(crashed, 'events.sqlite-wal');
    truncateSync(wal, statSync(wal).size - 100);
    const torn = folderState(crashed);
    const recovered = sqliteReads(crashed);
    expect(recovered).toHaveLength(49);
    expect(await readOnlyReads(crashed)).toEqual(recovered);
    expect(folderState(crashed)).toEqual(torn);
  });

  it('reads a whole, consistent log while another process appends to it', async () => {
    const childScript = resolve(__dirname, '../../../dist/store/sqlite/crashChild.js');
    if (!existsSync(childScript)) throw new Error(`${childScript} is missing: run \`npx tsc -b events\` (or \`npm test\`) first`);
    const dir = tempDir();
    const file = join(dir, 'events.sqlite');
    const child = spawn(process.execPath, [childScript, file, 'ro'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((done) => child.once('exit', done));
    try {
      // Until it has appended enough for checkpoints and -wal restarts to happen under the reads.
      let acknowledged = 0;
      child.stdout.on('data', (chunk: Buffer) => (acknowledged += chunk.toString().split('\n').length - 1));
      while (acknowledged < 200) await new Promise((r) => setTimeout(r, 20));
      let largest = 0;
      for (let read = 0; read < 20; read++) {
        // The file and its -wal as they are read (patient enough to find two reads of one -wal generation)...
        const image = readLogFiles(file, 1000);
        if (!image) throw new Error('the -wal started over under every one of 1000 reads');
        const db = new Database(image, { readonly: true });
        const stmts = prepareStatements(db);
        const events = stmts.readAllForwards.all(0n, -1).map(rowToEvent);
        const last = new Map([...new Set(events.map((e) => e.streamId))].map((streamId) => [streamId, stmts.getStream.get(streamId)![0]]));
        db.close();
        expect(consistencyProblems(events, last)).toEqual([]);
        expect(events.length).toBeGreaterThanOrEqual(largest);
        largest = events.length;
        // ...and the store opened read-only, however it got its copy.
        const store = openSqliteEventStore({ file, readOnly: true });
        try {
          const seen = await store.readAll();
          expect(consistencyProblems(seen, new Map())).toEqual([]);
          expect(seen.length).toBeGreaterThanOrEqual(largest);
        } finally {
          await store.close();
        }
        // The writer never waits: past this, each read only takes longer while the log grows the faster.
        if (largest > 20_000) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      // Thousands of appends went by during the reads: enough for checkpoints and -wal restarts under them.
      expect(largest).toBeGreaterThan(2000);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    // Killed mid-append: the log as SQLite recovers it, and the read-only open changes nothing of it.
    const before = folderState(dir);
    expect(await readOnlyReads(dir)).toEqual(sqliteReads(dir));
    expect(folderState(dir)).toEqual(before);
  }, 60_000);
});
