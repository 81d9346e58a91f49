import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describeEventStoreSuite, event, events, expectWrongExpectedVersion, failure, take } from '../../testing/eventStoreSuite';
import type { EventStore } from '../eventStore';
import { IdempotencyViolationError } from '../errors';
import { openSqliteEventStore, type CommitInfo, type SqliteEventStoreOptions } from './sqliteEventStore';

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'forge-events-'));
  dirs.push(dir);
  return join(dir, 'events.sqlite');
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describeEventStoreSuite('sqlite', async () => {
  const store = openSqliteEventStore({ file: tempFile() });
  return { store, cleanup: () => store.close() };
});

describe('SQLite event store specifics', () => {
  let file: string;
  let store: EventStore;
  let commits: CommitInfo[];
  const open = (options: Partial<SqliteEventStoreOptions> = {}) =>
    openSqliteEventStore({ file, onCommit: (info) => commits.push(info), ...options });

  beforeEach(() => {
    file = tempFile();
    commits = [];
    store = open();
  });
  afterEach(async () => {
    await store.close();
  });

  it('uses WAL on the file', () => {
    const raw = new Database(file, { readonly: true });
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      raw.close();
    }
  });

  it('commits appends made in the same turn in one transaction, and later ones in another', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => store.appendToStream(`group-${i}`, events(2))));
    expect(results.every((r) => r.nextExpectedRevision === 1n)).toBe(true);
    expect(commits).toEqual([{ operations: 100, events: 200 }]);
    await store.appendToStream('group-0', events(1));
    expect(commits).toEqual([
      { operations: 100, events: 200 },
      { operations: 1, events: 1 },
    ]);
  });

  it('checks each append of a group against the ones before it in the same group', async () => {
    const retried = events(2);
    const [first, second, retry, third] = await Promise.allSettled([
      store.appendToStream('ordered-1', retried, { expectedRevision: 'no_stream' }),
      store.appendToStream('ordered-1', [event('X')], { expectedRevision: 'no_stream' }),
      store.appendToStream('ordered-1', retried, { expectedRevision: 'no_stream' }),
      store.appendToStream('ordered-1', [event('Y')], { expectedRevision: 1n }),
    ]);
    expect(commits).toHaveLength(1);
    expect(first).toEqual({ status: 'fulfilled', value: { nextExpectedRevision: 1n, position: expect.anything() } });
    expect(second.status).toBe('rejected');
    await expectWrongExpectedVersion(Promise.reject((second as PromiseRejectedResult).reason as Error), 'ordered-1', 'no_stream', 1n);
    expect(retry).toEqual(first);
    expect(third.status === 'fulfilled' && third.value.nextExpectedRevision).toBe(2n);
    expect((await store.readStream('ordered-1')).map((e) => e.type)).toEqual(['ThingHappened', 'ThingHappened', 'Y']);
  });

  it('rejects a bad payload alone, before it reaches the group', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const [good, bad, undefinedData] = await Promise.allSettled([
      store.appendToStream('payload-1', events(1)),
      store.appendToStream('payload-2', [event('Bad', cyclic)]),
      store.appendToStream('payload-3', [{ id: 'no-data', type: 'Bad', data: undefined }]),
    ]);
    expect(good.status).toBe('fulfilled');
    expect(bad.status).toBe('rejected');
    expect(undefinedData.status).toBe('rejected');
    expect(await store.readAll()).toHaveLength(1);
  });

  it('rejects an append that repeats an id within itself and writes nothing', async () => {
    const e = event('Twice');
    await expect(store.appendToStream('dup-1', [e, e])).rejects.toBeInstanceOf(TypeError);
    expect(await store.readAll()).toHaveLength(0);
  });

  it.each(['any', 'no_stream', 0n] as const)(
    'an id already used in another stream is an idempotency violation (%s)',
    async (expectedRevision) => {
      const e = event('Once');
      await store.appendToStream('elsewhere-1', [e]);
      if (expectedRevision === 0n) await store.appendToStream('elsewhere-2', [event('First')]);
      const error = await failure(store.appendToStream('elsewhere-2', [e], { expectedRevision }));
      expect(error).toBeInstanceOf(IdempotencyViolationError);
      expect(error).toMatchObject({ streamId: 'elsewhere-2', eventId: e.id });
      expect((await store.readAll()).filter((x) => x.id === e.id)).toHaveLength(1);
    },
  );

  it('an exact revision does not recreate a soft-deleted stream', async () => {
    await store.appendToStream('deleted-1', events(2));
    await store.deleteStream('deleted-1');
    await expectWrongExpectedVersion(store.appendToStream('deleted-1', events(1), { expectedRevision: 1n }), 'deleted-1', 1n, undefined);
    await store.deleteStream('deleted-1'); // deleting a deleted (or missing) stream with 'any' is a no-op
    await store.deleteStream('never-existed');
  });

  it('keeps everything across close and reopen, and revisions continue', async () => {
    await store.appendToStream('durable-1', events(3));
    await store.deleteStream('durable-1');
    await store.appendToStream('durable-1', events(1));
    await store.close();
    store = open();
    expect((await store.readStream('durable-1')).map((e) => e.revision)).toEqual([3n]);
    expect(await store.readAll()).toHaveLength(4);
    expect((await store.appendToStream('durable-1', events(1), { expectedRevision: 3n })).nextExpectedRevision).toBe(4n);
  });

  it('close() commits appends already accepted, then refuses new work', async () => {
    const pending = store.appendToStream('closing-1', events(2));
    await store.close();
    expect((await pending).nextExpectedRevision).toBe(1n);
    await expect(store.appendToStream('closing-1', events(1))).rejects.toThrow(/closed/);
    store = open();
    expect(await store.readStream('closing-1')).toHaveLength(2);
  });

  it('close() ends subscriptions that are waiting live', async () => {
    const subscription = store.subscribeToAll({ fromPosition: 'end' });
    const pending = subscription[Symbol.asyncIterator]().next();
    await store.close();
    expect((await pending).done).toBe(true);
    store = open();
  });

  it('a live subscription sees appends made through another connection to the file (polling)', async () => {
    const reader = open({ pollIntervalMs: 20 });
    const writer = open();
    try {
      const subscription = reader.subscribeToAll({ fromPosition: 'end' });
      const pending = take(subscription, 3, 5000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const written = events(3);
      await writer.appendToStream('other-process-1', written);
      expect((await pending).map((e) => e.id)).toEqual(written.map((e) => e.id));
      await subscription.unsubscribe();
    } finally {
      await reader.close();
      await writer.close();
    }
  });

  it("resolves 'end' when subscribing: an append made right after is delivered, earlier ones are not", async () => {
    await store.appendToStream('end-1', events(2));
    const subscription = store.subscribeToAll({ fromPosition: 'end' });
    const live = events(1);
    await store.appendToStream('end-1', live);
    expect((await take(subscription, 1)).map((e) => e.id)).toEqual([live[0]!.id]);
    await subscription.unsubscribe();
  });

  it('catches up over more than one page and keeps the filter across pages', async () => {
    for (let i = 0; i < 12; i++) {
      await store.appendToStream(`paged-${i % 3}`, events(100, i % 2 ? 'Odd' : 'Even'));
    }
    const subscription = store.subscribeToAll({ filter: { streamNamePrefix: ['paged-1'], eventTypePrefix: ['Odd'] } });
    const received = await take(subscription, 200);
    expect(received.every((e) => e.streamId === 'paged-1' && e.type === 'Odd')).toBe(true);
    expect(received.map((e) => e.revision)).toEqual(Array.from({ length: 200 }, (_, i) => BigInt(i + (i >= 100 ? 100 : 0))));
    await subscription.unsubscribe();
  });
});
