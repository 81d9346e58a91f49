/**
 * Processes that open a new log at the same moment (the scaled-out judge workers do, at `npm run
 * scale:up`) all open it: the loser of the race to turn on WAL or to create the tables waits for the
 * winner instead of failing with "database is locked". The children run the compiled adapter.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openSqliteEventStore } from './sqliteEventStore';

const childScript = resolve(__dirname, '../../../dist/store/sqlite/openChild.js');

function runChild(file: string, startAt: number, name: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [childScript, file, String(startAt), name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('close', () => done(out.trim()));
  });
}

describe('a new log opened by several processes at once', () => {
  let dir: string;
  beforeAll(() => {
    if (!existsSync(childScript)) throw new Error(`${childScript} is missing: run \`npx tsc -b events\` (or \`npm test\`) first.`);
    dir = mkdtempSync(join(tmpdir(), 'forge-open-race-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens in every process, round after round, and keeps every append', async () => {
    const CHILDREN = 6;
    for (let round = 0; round < 8; round++) {
      const file = join(dir, `log-${round}.sqlite`);
      // Far enough ahead that every child has loaded before the moment comes.
      const startAt = Date.now() + 1500;
      const names = Array.from({ length: CHILDREN }, (_, i) => `r${round}c${i}`);
      const outputs = await Promise.all(names.map((name) => runChild(file, startAt, name)));
      expect(outputs).toEqual(names.map(() => 'opened'));
      const store = openSqliteEventStore({ file });
      try {
        for (const name of names) {
          const events = await store.readStream(`opened-${name}`);
          expect(events.map((e) => e.type)).toEqual(['Opened']);
        }
      } finally {
        await store.close();
      }
    }
  }, 120_000);
});
