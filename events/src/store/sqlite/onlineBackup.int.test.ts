/**
 * SQLite's online backup of the embedded log (what `npm run backup` takes): while another process
 * appends as fast as it can, each copy is a whole, consistent log as of one commit, holding at
 * least every append acknowledged before it began, one file with nothing beside it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { consistencyProblems } from '../../testing/logConsistency';
import { backupDatabaseFile, sqliteLogHead } from './onlineBackup';
import { openSqliteEventStore } from './sqliteEventStore';

const dir = mkdtempSync(join(tmpdir(), 'forge-online-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('copies a log another process is appending to as a whole, consistent log, in one file', async () => {
  const childScript = resolve(__dirname, '../../../dist/store/sqlite/crashChild.js');
  if (!existsSync(childScript)) throw new Error(`${childScript} is missing: run \`npx tsc -b events\` (or \`npm test\`) first`);
  const file = join(dir, 'events.sqlite');
  const child = spawn(process.execPath, [childScript, file, 'bk'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((done) => child.once('exit', done));
  let acknowledged = 0;
  child.stdout.on('data', (chunk: Buffer) => (acknowledged += chunk.toString().split('\n').length - 1));
  try {
    while (acknowledged < 200) await new Promise((r) => setTimeout(r, 20));
    let previous = 0;
    for (let copy = 0; copy < 5; copy++) {
      const before = acknowledged;
      mkdirSync(join(dir, `copy-${copy}`));
      const target = join(dir, `copy-${copy}`, 'events.sqlite');
      await backupDatabaseFile(file, target);
      expect(readdirSync(join(dir, `copy-${copy}`))).toEqual(['events.sqlite']);
      const store = openSqliteEventStore({ file: target, readOnly: true });
      try {
        const events = await store.readAll();
        expect(consistencyProblems(events, new Map())).toEqual([]);
        // Every append acknowledged before the copy began is in it (each is one to seven events).
        expect(events.length).toBeGreaterThanOrEqual(before);
        expect(events.length).toBeGreaterThanOrEqual(previous);
        expect(sqliteLogHead(target)).toEqual({ last: events.at(-1)!.position, events: events.length });
        previous = events.length;
      } finally {
        await store.close();
      }
    }
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
});
