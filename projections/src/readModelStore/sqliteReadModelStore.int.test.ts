import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReadModelStoreSuite } from '../testing/readModelStoreSuite';
import { openSqliteReadModelStore } from './sqliteReadModelStore';

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
});
