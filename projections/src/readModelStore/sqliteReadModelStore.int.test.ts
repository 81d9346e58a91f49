import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTempDir } from '@forge/testing';
import { describeReadModelStoreSuite } from '../testing/readModelStoreSuite';
import type { ReadModelStore, Replacement } from '@forge/events';
import { openSqliteReadModelStore } from './sqliteReadModelStore';
import { READ_MODEL_SCHEMA_VERSION } from './sqliteReadModelSchema';
import { SYNC_CHARS } from './sqliteRebuiltFile';

/** A rebuild's replacement whose build gives these collections and checkpoints. */
const replaceWith = (store: ReadModelStore, collections: Replacement['collections'], checkpoints: Replacement['checkpoints']) =>
  store.replaceCollections!(async () => ({ collections, checkpoints }));

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
  const inDir = useTempDir('forge-read-models-');

  it('keeps documents and checkpoints across a reopen of the same file', async () => {
    const file = inDir('read-models.sqlite');
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
  });

  describe('given a file of the layout before schema versions (documents WITHOUT ROWID)', () => {
    let file: string;
    beforeEach(() => {
      file = inDir('read-models.sqlite');
      const old = new Database(file);
      old.exec(`
        CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID;
        CREATE TABLE checkpoints (projection TEXT PRIMARY KEY, position TEXT NOT NULL, version INTEGER NOT NULL);
        INSERT INTO documents VALUES ('users', 'u2', '{"id":"u2"}'), ('users', 'u1', '{"id":"u1"}'), ('problems', 'p1', '{"id":"p1"}');
        INSERT INTO checkpoints VALUES ('users', '7/7', 2), ('judgeReactor', '5/5', 1);
      `);
      old.close();
    });

    it("opens it in the current layout, every document and checkpoint kept (a reactor's cannot be rebuilt from the log)", async () => {
      const store = openSqliteReadModelStore(file);
      try {
        expect(await store.list('users')).toEqual([{ id: 'u1' }, { id: 'u2' }]);
        expect(await store.page('users', { limit: 1 })).toEqual([{ id: 'u2', doc: { id: 'u2' } }]);
        expect(await store.get('problems', 'p1')).toEqual({ id: 'p1' });
        expect(await store.checkpoint('users')).toEqual({ position: { commit: 7n, prepare: 7n }, version: 2 });
        expect(await store.checkpoint('judgeReactor')).toEqual({ position: { commit: 5n, prepare: 5n }, version: 1 });
        // Written in the new layout: a rebuild's replacement, then an upsert and a removal.
        await replaceWith(store, new Map([['users', new Map([['u3', { id: 'u3' }]])]]), new Map());
        expect(await store.checkpoint('judgeReactor')).toEqual({ position: { commit: 5n, prepare: 5n }, version: 1 });
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

  describe.each([
    ['a file', (dir: string) => join(dir, 'read-models.sqlite')],
    ['memory', () => ':memory:'],
  ])("replacing a rebuild's collections whole (%s)", (_, fileIn) => {
    let file: string;
    let store: ReadModelStore;
    const at = (n: bigint) => ({ position: { commit: n, prepare: n }, version: 1 });
    beforeEach(async () => {
      file = fileIn(inDir());
      store = openSqliteReadModelStore(file);
      await store.commit(
        [
          { collection: 'users', id: 'u1', doc: { id: 'u1' } },
          { collection: 'users', id: 'u2', doc: { id: 'u2' } },
          { collection: 'problems', id: 'p1', doc: { id: 'p1' } },
          { collection: 'sessions', id: 's1', doc: { id: 's1' } },
        ],
        new Map([
          ['users', at(4n)],
          ['problems', at(4n)],
          ['judgeReactor', at(3n)],
        ]),
      );
    });
    afterEach(() => store.close());

    it('gives each named collection exactly its new documents and checkpoint, and keeps everything else', async () => {
      await replaceWith(
        store,
        new Map([
          ['users', new Map([['u3', { id: 'u3', n: 1 }]])],
          ['problems', new Map()],
        ]),
        new Map([['users', at(9n)]]),
      );
      expect(await store.list('users')).toEqual([{ id: 'u3', n: 1 }]);
      expect(await store.list('problems')).toEqual([]);
      expect(await store.checkpoint('users')).toEqual(at(9n));
      // Named without a checkpoint (a rebuild up to before the log's first event): it has none.
      expect(await store.checkpoint('problems')).toBeUndefined();
      expect(await store.get('sessions', 's1')).toEqual({ id: 's1' });
      expect(await store.checkpoint('judgeReactor')).toEqual(at(3n));
      // And goes on as a store does.
      await store.commit([{ collection: 'users', id: 'u4', doc: { id: 'u4' } }], new Map([['users', at(10n)]]));
      expect(await store.list('users')).toEqual([{ id: 'u3', n: 1 }, { id: 'u4' }]);
    });

    it('writes every document as given, however many and however large, in any script', async () => {
      const many = new Map<string, unknown>();
      for (let i = 0; i < 5000; i++) many.set(`u${i}`, { id: `u${i}`, name: `名前 ${i} 🙂`, note: 'é'.repeat(i % 300) });
      // Larger than a batch handed to the writer at once, and than what it takes between flushes in the background.
      many.set('big', { id: 'big', code: 'int main() { return 0; }\n'.repeat(Math.ceil(SYNC_CHARS / 20)) });
      await replaceWith(store, new Map([['users', many]]), new Map([['users', at(9n)]]));
      const ids = [...many.keys()].sort();
      expect(await store.list('users')).toEqual(ids.map((id) => many.get(id)));
      expect(await store.get('sessions', 's1')).toEqual({ id: 's1' });
    });

    it('changes nothing when the build fails', async () => {
      await expect(
        store.replaceCollections!(async () => {
          throw new Error('event at position 7/7 cannot be read');
        }),
      ).rejects.toThrow(/position 7\/7/);
      expect(await store.list('users')).toEqual([{ id: 'u1' }, { id: 'u2' }]);
      expect(await store.checkpoint('users')).toEqual(at(4n));
      expect(readdirSync(inDir())).not.toContainEqual(expect.stringMatching(/rebuilding/));
    });

    it('changes nothing when the replacement fails part-way', async () => {
      const unwritable = { id: 'u9', big: 1n };
      await expect(replaceWith(store, new Map([['users', new Map([['u9', unwritable]])]]), new Map([['users', at(9n)]]))).rejects.toThrow(
        /BigInt/,
      );
      expect(await store.list('users')).toEqual([{ id: 'u1' }, { id: 'u2' }]);
      expect(await store.checkpoint('users')).toEqual(at(4n));
      // Nothing of the new file is held open: no descriptor of this process names it.
      const held = readdirSync('/proc/self/fd').flatMap((fd) => {
        try {
          return [readlinkSync(`/proc/self/fd/${fd}`)];
        } catch {
          return [];
        }
      });
      expect(held.filter((target) => target.includes('rebuilding'))).toEqual([]);
      await store.commit([{ collection: 'users', id: 'u5', doc: { id: 'u5' } }], new Map());
      expect(await store.get('users', 'u5')).toEqual({ id: 'u5' });
    });
  });

  describe('given a file replaced by a rebuild', () => {
    let file: string;
    beforeEach(() => {
      file = inDir('read-models.sqlite');
    });

    it('leaves one private file in the log-ahead layout, with nothing beside it, that a new store opens as written', async () => {
      const store = openSqliteReadModelStore(file);
      await store.commit(
        [{ collection: 'users', id: 'u1', doc: { id: 'u1' } }],
        new Map([['judgeReactor', { position: { commit: 2n, prepare: 2n }, version: 1 }]]),
      );
      await replaceWith(store, new Map([['users', new Map([['u2', { id: 'u2' }]])]]), new Map());
      await store.close();
      expect(readdirSync(inDir())).toEqual(['read-models.sqlite']);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = openSqliteReadModelStore(file);
      try {
        expect(await again.list('users')).toEqual([{ id: 'u2' }]);
        expect(await again.checkpoint('judgeReactor')).toEqual({ position: { commit: 2n, prepare: 2n }, version: 1 });
      } finally {
        await again.close();
      }
      const db = new Database(file, { readonly: true });
      try {
        expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    });

    it('is refused while another process has the file open, and changes nothing', async () => {
      const store = openSqliteReadModelStore(file);
      await store.commit([{ collection: 'users', id: 'u1', doc: { id: 'u1' } }], new Map());
      // A server's read-model file, held open by another process until its stdin ends.
      const holder = spawn(
        process.execPath,
        [
          '-e',
          `const db = new (require('better-sqlite3'))(process.argv[1]); db.prepare('SELECT 1 FROM documents').all(); console.log('open'); process.stdin.resume().on('end', () => db.close());`,
          file,
        ],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      );
      try {
        await once(holder.stdout, 'data');
        // Refused before the replay, which would be spent for nothing.
        const build = jest.fn(async () => ({ collections: new Map([['users', new Map()]]), checkpoints: new Map() }));
        await expect(store.replaceCollections!(build)).rejects.toThrow(
          /is open in another process .* stop it before rebuilding the read models/,
        );
        expect(build).not.toHaveBeenCalled();
        expect(await store.list('users')).toEqual([{ id: 'u1' }]);
        expect(readdirSync(inDir()).filter((name) => name.includes('rebuilding'))).toEqual([]);
      } finally {
        holder.stdin.end();
        await once(holder, 'exit');
      }
      // Once it is gone, the same replacement goes through.
      await replaceWith(store, new Map([['users', new Map()]]), new Map());
      expect(await store.list('users')).toEqual([]);
      await store.close();
    });
  });
});
