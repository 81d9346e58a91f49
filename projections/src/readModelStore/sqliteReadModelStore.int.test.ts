import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReadModelStoreSuite } from '../testing/readModelStoreSuite';
import { openSqliteReadModelStore } from './sqliteReadModelStore';
import { READ_MODEL_SCHEMA_VERSION } from './sqliteReadModelSchema';

describeReadModelStoreSuite('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'forge-read-models-'));
  const store = openSqliteReadModelStore(join(dir, 'nested', 'read-models.sqlite'));
  return {
    store,
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describeReadModelStoreSuite('sqlite :memory:', async () => {
  const store = openSqliteReadModelStore(':memory:');
  return { store, cleanup: () => store.close() };
});

describe('SQLite read model store specifics', () => {
  it('keeps documents and checkpoints across a reopen of the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'forge-read-models-'));
    try {
      const file = join(dir, 'read-models.sqlite');
      const first = openSqliteReadModelStore(file);
      await first.commit(
        [{ collection: 'users', id: 'u1', doc: { id: 'u1' } }],
        new Map([['users', { position: { commit: 3n, prepare: 2n }, version: 1 }]]),
      );
      await first.close();

      const second = openSqliteReadModelStore(file);
      expect(await second.get('users', 'u1')).toEqual({ id: 'u1' });
      expect(await second.checkpoint('users')).toEqual({ position: { commit: 3n, prepare: 2n }, version: 1 });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('given a file of the layout before schema versions (documents WITHOUT ROWID)', () => {
    let dir: string;
    let file: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'forge-read-models-'));
      file = join(dir, 'read-models.sqlite');
      const old = new Database(file);
      old.exec(`
        CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID;
        CREATE TABLE checkpoints (projection TEXT PRIMARY KEY, position TEXT NOT NULL, version INTEGER NOT NULL);
        INSERT INTO documents VALUES ('users', 'u2', '{"id":"u2"}'), ('users', 'u1', '{"id":"u1"}'), ('problems', 'p1', '{"id":"p1"}');
        INSERT INTO checkpoints VALUES ('users', '7/7', 2), ('judgeReactor', '5/5', 1);
      `);
      old.close();
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("opens it in the current layout, every document and checkpoint kept (a reactor's cannot be rebuilt from the log)", async () => {
      const store = openSqliteReadModelStore(file);
      try {
        expect(await store.list('users')).toEqual([{ id: 'u1' }, { id: 'u2' }]);
        expect(await store.page('users', { limit: 1 })).toEqual([{ id: 'u2', doc: { id: 'u2' } }]);
        expect(await store.get('problems', 'p1')).toEqual({ id: 'p1' });
        expect(await store.checkpoint('users')).toEqual({ position: { commit: 7n, prepare: 7n }, version: 2 });
        expect(await store.checkpoint('judgeReactor')).toEqual({ position: { commit: 5n, prepare: 5n }, version: 1 });
        // Written in the new layout: a rebuild's bulk insert, then an upsert and a removal.
        await store.reset('users');
        await store.insertNew!('users', new Map([['u3', { id: 'u3' }]]));
        await store.commit(
          [
            { collection: 'users', id: 'u3', doc: { id: 'u3', n: 2 } },
            { collection: 'problems', id: 'p1', doc: null },
          ],
          new Map(),
        );
        expect(await store.list('users')).toEqual([{ id: 'u3', n: 2 }]);
        expect(await store.get('problems', 'p1')).toBeUndefined();
      } finally {
        await store.close();
      }
      const db = new Database(file, { readonly: true });
      try {
        expect(db.pragma('user_version', { simple: true })).toBe(READ_MODEL_SCHEMA_VERSION);
        const table = db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE name = 'documents'").get()!;
        expect(table.sql).not.toMatch(/WITHOUT ROWID/);
      } finally {
        db.close();
      }
    });

    it('refuses a file from a newer version rather than misread it', () => {
      const db = new Database(file);
      db.pragma(`user_version = ${READ_MODEL_SCHEMA_VERSION + 1}`);
      db.close();
      expect(() => openSqliteReadModelStore(file)).toThrow(/newer version .* delete it to rebuild them from the log/);
    });
  });

  it('refuses a second bulk insert of a document it holds, so a rebuild never writes over what it did not reset', async () => {
    const store = openSqliteReadModelStore(':memory:');
    try {
      await store.insertNew!('users', new Map([['u1', { id: 'u1' }]]));
      // Matched by message: better-sqlite3's error class comes from the first test file of the worker that loaded it, another realm.
      await expect(store.insertNew!('users', new Map([['u1', { id: 'u1', again: true }]]))).rejects.toMatchObject({
        message: expect.stringMatching(/UNIQUE/),
      });
      expect(await store.list('users')).toEqual([{ id: 'u1' }]);
    } finally {
      await store.close();
    }
  });
});
