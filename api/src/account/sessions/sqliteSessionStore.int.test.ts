import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeSessionStoreSuite } from '../../testing/sessionStoreSuite';
import { openSqliteSessionStore } from './sqliteSessionStore';

describeSessionStoreSuite('sqlite', async (clock) => {
  const dir = mkdtempSync(join(tmpdir(), 'forge-sessions-'));
  const file = join(dir, 'sessions.sqlite');
  const store = openSqliteSessionStore(file, clock);
  return {
    store,
    async persisted() {
      // The table as SQL sees it, plus the raw bytes of the database and its WAL.
      const reader = new Database(file, { readonly: true });
      const rows = reader.prepare('SELECT * FROM sessions').all();
      reader.close();
      const raw = [file, `${file}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f).toString('latin1'));
      return [JSON.stringify(rows), ...raw].join('\n');
    },
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('SQLite session store specifics', () => {
  it('keeps sessions across a restart and purges expired ones on open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'forge-sessions-'));
    try {
      const file = join(dir, 'sessions.sqlite');
      let now = Date.parse('2030-01-01T00:00:00Z');
      const clock = () => new Date(now);
      const first = openSqliteSessionStore(file, clock);
      const short = await first.create('u-short', 1000);
      const long = await first.create('u-long', 60_000);
      await first.close();

      now += 5000;
      const second = openSqliteSessionStore(file, clock);
      expect((await second.get(long))?.userId).toBe('u-long');
      expect(await second.get(short)).toBeUndefined();
      await second.close();

      const reader = new Database(file, { readonly: true });
      const users = reader
        .prepare<[], { user_id: string }>('SELECT user_id FROM sessions')
        .all()
        .map((r) => r.user_id);
      reader.close();
      expect(users).toEqual(['u-long']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
