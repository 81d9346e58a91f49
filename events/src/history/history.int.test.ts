import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { EventStore, EventToAppend } from '../store/eventStore';
import { openSqliteEventStore } from '../store/sqlite/sqliteEventStore';
import { exportHistory } from './exportHistory';
import { HistoryLineError, type HistoryLine } from './historyLine';
import { HistoryImportRefusedError, importHistory } from './importHistory';
import { HistoryLimitError, historyFileLine, readHistoryFile } from './readHistoryFile';
import { parseUntil } from './until';

const dirs: string[] = [];
const stores: EventStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'forge-history-'));
  dirs.push(dir);
  return dir;
}

function newLog(): EventStore {
  const store = openSqliteEventStore({ file: join(tempDir(), 'events.sqlite') });
  stores.push(store);
  return store;
}

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 12, minute));
const event = (type: string, data: unknown, minute: number): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: { schemaVersion: 1, correlationId: `req-${minute}` },
  recordedAt: at(minute),
});

/** A log of three streams written in interleaved appends, one event a minute from 12:00. */
async function writtenLog(): Promise<EventStore> {
  const store = newLog();
  await store.appendToStream('user-1', [event('UserRegistered', { userId: '1', name: 'Ada' }, 0)]);
  await store.appendToStream('problem-1', [event('ProblemCreated', { title: 'Two Sum' }, 1), event('ProblemUpdated', { title: 'Sum' }, 2)]);
  await store.appendToStream('user-1', [event('UserRoleChanged', { role: 'admin' }, 3)]);
  await store.appendToStream('submission-1', [event('SubmissionRequested', { code: 'print(1)' }, 4)]);
  await store.appendToStream('problem-1', [event('ProblemDeleted', {}, 5)]);
  return store;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const comparable = (events: Awaited<ReturnType<EventStore['readAll']>>) =>
  events.map(({ id, streamId, revision, type, data, metadata, created }) => ({ id, streamId, revision, type, data, metadata, created }));

describe('a history exported and imported', () => {
  it('lands in an empty log with the same events in the same order: ids, revisions, data, metadata and times', async () => {
    const source = await writtenLog();
    const history = await collect(exportHistory(source, { pageSize: 2 }));
    expect(history.map((line) => `${line.stream}@${line.revision} ${line.type}`)).toEqual([
      'user-1@0 UserRegistered',
      'problem-1@0 ProblemCreated',
      'problem-1@1 ProblemUpdated',
      'user-1@1 UserRoleChanged',
      'submission-1@0 SubmissionRequested',
      'problem-1@2 ProblemDeleted',
    ]);
    expect(history[0]).toMatchObject({ schemaVersion: 1, time: '2026-03-02T12:00:00.000Z', data: { name: 'Ada' } });

    const target = newLog();
    expect(await importHistory(target, history, { batchSize: 2 })).toEqual({ imported: 6, alreadyPresent: 0 });
    expect(comparable(await target.readAll())).toEqual(comparable(await source.readAll()));
  });

  it('writes nothing when run again, and appends only the rest when resumed after it stopped', async () => {
    const history = await collect(exportHistory(await writtenLog()));
    const target = newLog();
    expect(await importHistory(target, history.slice(0, 4))).toEqual({ imported: 4, alreadyPresent: 0 });
    expect(await importHistory(target, history)).toEqual({ imported: 2, alreadyPresent: 4 });
    expect(await importHistory(target, history)).toEqual({ imported: 0, alreadyPresent: 6 });
    expect((await target.readAll()).map((e) => e.id)).toEqual(history.map((line) => line.id));
  });

  it('refuses a log that holds something else, naming what it holds', async () => {
    const history = await collect(exportHistory(await writtenLog()));
    const other = newLog();
    await other.appendToStream('problem-9', [event('ProblemCreated', { title: 'Other' }, 9)]);
    await expect(importHistory(other, history)).rejects.toThrow(HistoryImportRefusedError);
    await expect(importHistory(other, history)).rejects.toThrow(
      'the log is not empty (it starts with ProblemCreated on problem-9): import into an empty log, or tell the import to append',
    );

    const diverging = newLog();
    await importHistory(diverging, history.slice(0, 2));
    await diverging.appendToStream('problem-9', [event('ProblemCreated', { title: 'Other' }, 9)]);
    await expect(importHistory(diverging, history)).rejects.toThrow(
      'the log holds the first 2 events of this history, then ProblemCreated on problem-9 where line 3 has ProblemUpdated on problem-1',
    );
    expect(await diverging.readAll()).toHaveLength(3);
  });

  it('adds the history after what a log holds when told to append', async () => {
    const history = await collect(exportHistory(await writtenLog()));
    const target = newLog();
    await target.appendToStream('problem-9', [event('ProblemCreated', { title: 'Other' }, 9)]);
    expect(await importHistory(target, history, { append: true })).toEqual({ imported: 6, alreadyPresent: 0 });
    const all = await target.readAll();
    expect(all.map((e) => e.id)).toEqual([all[0]!.id, ...history.map((line) => line.id)]);
  });

  it('stops on a line whose revision the log does not expect, naming the line', async () => {
    const history = await collect(exportHistory(await writtenLog()));
    const gap: HistoryLine[] = [history[0]!, { ...history[3]!, revision: 2 }];
    await expect(importHistory(newLog(), gap)).rejects.toThrow(/^line 2: /);
  });

  /** Every event of the log as it can be compared: what an import that writes nothing must leave exactly as it was. */
  const logOf = async (store: EventStore) => comparable(await store.readAll());

  it.each([
    [
      'a revision its stream does not have next',
      (line: HistoryLine) => ({ ...line, revision: 5 }),
      /^line 4: user-1 is at revision 0, so its next event is 1, not 5$/,
    ],
    ['an event the log refuses', (line: HistoryLine) => ({ ...line, id: '' }), /^line 4: event id must be a non-empty string$/],
    [
      "an earlier line's id",
      (line: HistoryLine, history: HistoryLine[]) => ({ ...line, id: history[1]!.id }),
      /^line 4: event id \S+ is line 2's too: an id names one event$/,
    ],
  ])('writes nothing when a line has %s, so the corrected history lands whole', async (_, spoil, message) => {
    const history = await collect(exportHistory(await writtenLog()));
    const target = newLog();
    await expect(
      importHistory(
        target,
        history.map((line, i) => (i === 3 ? spoil(line, history) : line)),
      ),
    ).rejects.toThrow(message);
    expect(await target.readAll()).toEqual([]);
    expect(await importHistory(target, history)).toEqual({ imported: 6, alreadyPresent: 0 });
  });

  it("writes nothing of the rest when a later line repeats an id of the log's, the log holding the history's start", async () => {
    const history = await collect(exportHistory(await writtenLog()));
    const target = newLog();
    await importHistory(target, history.slice(0, 2));
    const before = await logOf(target);
    const repeat = history.map((line, i) => (i === 5 ? { ...line, id: history[0]!.id } : line));
    await expect(importHistory(target, repeat)).rejects.toThrow(/^line 6: event id \S+ is line 1's too/);
    expect(await logOf(target)).toEqual(before);
  });

  it('writes nothing when the log changes while the history is checked: the check and the write see one log', async () => {
    const history = await collect(exportHistory(await writtenLog()));
    const file = join(tempDir(), 'events.sqlite');
    const target = openSqliteEventStore({ file });
    const server = openSqliteEventStore({ file });
    stores.push(target, server);
    async function* meanwhile(): AsyncGenerator<HistoryLine> {
      yield* history;
      // Another process appends once the whole history is read and checked, before it is written.
      await server.appendToStream('problem-9', [event('ProblemCreated', { title: 'Other' }, 9)]);
    }
    await expect(importHistory(target, meanwhile())).rejects.toThrow(
      /^the log changed while the import was checking it .*: nothing of the history was written; run the import again$/,
    );
    expect((await target.readAll()).map((e) => e.streamId)).toEqual(['problem-9']);
  });

  describe('told to append', () => {
    it('refuses a stream the log holds, naming the line that would continue it, and writes nothing', async () => {
      const history = await collect(exportHistory(await writtenLog()));
      const target = newLog();
      await target.appendToStream('user-1', [event('UserRegistered', { userId: '1', name: 'Grace' }, 9)]);
      const before = await logOf(target);
      await expect(importHistory(target, history, { append: true })).rejects.toThrow(
        'line 1: user-1 is in the log already: an append adds new streams only, it cannot change what the log holds',
      );
      expect(await logOf(target)).toEqual(before);
    });

    it('refuses an event id the log holds, in whatever stream, and writes nothing', async () => {
      const history = await collect(exportHistory(await writtenLog()));
      const target = newLog();
      await target.appendToStream('problem-9', [{ ...event('ProblemCreated', { title: 'Other' }, 9), id: history[4]!.id }]);
      const before = await logOf(target);
      await expect(importHistory(target, history, { append: true })).rejects.toThrow(
        /^line 5: the log holds event \S+ already \(ProblemCreated on problem-9\): an append adds new events only$/,
      );
      expect(await logOf(target)).toEqual(before);
    });
  });

  it('into a log without a transaction (KurrentDB) checks every line first, then appends in order: a failure of the log itself leaves the first lines, and the same import run again adds the rest', async () => {
    const history = await collect(exportHistory(await writtenLog()));
    for (const append of [false, true]) {
      const log = newLog();
      if (append) await log.appendToStream('problem-9', [event('ProblemCreated', { title: 'Other' }, 9)]);
      const before = (await log.readAll()).map((e) => e.id);
      // A wrapper is not the embedded log itself, so it has no transaction; it fails line 4 once, as a lost connection would.
      let failures = 1;
      const unreliable: EventStore = {
        ...log,
        appendToStream: (stream, events, options) =>
          events[0]!.id === history[3]!.id && failures-- > 0
            ? Promise.reject(new Error('connection lost'))
            : log.appendToStream(stream, events, options),
      };
      await expect(importHistory(unreliable, history, { append })).rejects.toThrow(
        'line 4: connection lost (the 3 events before it were written: the same import, run again, adds the rest)',
      );
      expect((await log.readAll()).map((e) => e.id)).toEqual([...before, ...history.slice(0, 3).map((line) => line.id)]);
      expect(await importHistory(unreliable, history, { append })).toEqual({ imported: 3, alreadyPresent: 3 });
      expect((await log.readAll()).map((e) => e.id)).toEqual([...before, ...history.map((line) => line.id)]);
    }
  });
});

describe('a history up to a point', () => {
  it('ends at a position (inclusive), as an export prints it or as its commit alone', async () => {
    const source = await writtenLog();
    const all = await collect(exportHistory(source));
    const third = all[2]!.position;
    expect((await collect(exportHistory(source, { until: parseUntil(third), pageSize: 1 }))).map((l) => l.id)).toEqual(
      all.slice(0, 3).map((l) => l.id),
    );
    expect(await collect(exportHistory(source, { until: parseUntil(third.split('/')[0]!) }))).toHaveLength(3);
  });

  it('ends at a time (inclusive)', async () => {
    const source = await writtenLog();
    expect(await collect(exportHistory(source, { until: parseUntil('2026-03-02T12:03:00Z') }))).toHaveLength(4);
    expect(await collect(exportHistory(source, { until: parseUntil('2026-03-02T12:03:30+00:00') }))).toHaveLength(4);
    expect(await collect(exportHistory(source, { until: parseUntil('2026-03-01') }))).toHaveLength(0);
    expect(() => parseUntil('yesterday')).toThrow('not a log position or an ISO time: "yesterday"');
  });
});

describe('a history file', () => {
  const toText = (lines: HistoryLine[]) => lines.map((line) => JSON.stringify(line)).join('\n') + '\n';

  it("is read past npm's run banner and blank lines, gzipped or not, whatever its name", async () => {
    const history = await collect(exportHistory(await writtenLog()));
    const dir = tempDir();
    const banner = '\n> forge@0.1.0 events\n> npm run build 1>&2 && node api/dist/history/eventsCli.js export\n\n';
    writeFileSync(join(dir, 'history.ndjson'), banner + toText(history) + '\n\n');
    writeFileSync(join(dir, 'history.ndjson.gz'), gzipSync(toText(history)));
    writeFileSync(join(dir, 'gzipped.ndjson'), gzipSync(toText(history)));
    writeFileSync(join(dir, 'plain.ndjson.gz'), toText(history));
    const read = await collect(readHistoryFile(join(dir, 'history.ndjson')));
    expect(read).toEqual(history);
    // Each event knows the file line it came from, past the banner's four lines.
    expect(read.map(historyFileLine)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(await collect(readHistoryFile(join(dir, 'history.ndjson.gz')))).toEqual(history);
    expect(await collect(readHistoryFile(join(dir, 'gzipped.ndjson')))).toEqual(history);
    expect(await collect(readHistoryFile(join(dir, 'plain.ndjson.gz')))).toEqual(history);
  });

  it('names the first line that is not a history event, counting every line of the file', async () => {
    const history = await collect(exportHistory(await writtenLog()));
    const dir = tempDir();
    const { id: _id, ...withoutId } = history[1]!;
    writeFileSync(join(dir, 'broken.ndjson'), `\n${JSON.stringify(history[0])}\n${JSON.stringify(withoutId)}\n{oops\n`);
    const reading = collect(readHistoryFile(join(dir, 'broken.ndjson')));
    await expect(reading).rejects.toThrow(HistoryLineError);
    await expect(collect(readHistoryFile(join(dir, 'broken.ndjson')))).rejects.toThrow(/^line 3: id: /);
    writeFileSync(join(dir, 'notjson.ndjson'), `${JSON.stringify(history[0])}\n{oops\n`);
    await expect(collect(readHistoryFile(join(dir, 'notjson.ndjson')))).rejects.toThrow(/^line 2: not JSON/);
    writeFileSync(join(dir, 'late.ndjson'), `${JSON.stringify(history[0])}\n> not a banner here\n`);
    await expect(collect(readHistoryFile(join(dir, 'late.ndjson')))).rejects.toThrow(/^line 2: not JSON/);
  });

  it('stops at a line longer than the limit, or at the size the limit allows, naming the line, before reading the rest', async () => {
    const history = await collect(exportHistory(await writtenLog()));
    const dir = tempDir();
    // 2 MiB of one letter: a gzip of a few kilobytes, that a reader holding whole lines would take in whole.
    const long = `${JSON.stringify(history[0])}\n{"stream":"${'a'.repeat(2 * 1024 ** 2)}"}\n${JSON.stringify(history[1])}\n`;
    writeFileSync(join(dir, 'long.ndjson.gz'), gzipSync(long));
    const reading = collect(readHistoryFile(join(dir, 'long.ndjson.gz'), { maxLineBytes: 1024 ** 2 }));
    await expect(reading).rejects.toThrow(HistoryLimitError);
    await expect(collect(readHistoryFile(join(dir, 'long.ndjson.gz'), { maxLineBytes: 1024 ** 2 }))).rejects.toThrow(
      'line 2: the line is longer than 1 MiB (--max-line)',
    );
    expect(await collect(readHistoryFile(join(dir, 'long.ndjson.gz'), { maxLineBytes: 3 * 1024 ** 2 })).catch(String)).toMatch(
      /^HistoryLineError: line 2: revision: /,
    );

    writeFileSync(join(dir, 'history.ndjson'), toText(history));
    const firstTwo = Buffer.byteLength(toText(history.slice(0, 2)));
    expect(await collect(readHistoryFile(join(dir, 'history.ndjson'), { maxBytes: firstTwo + 10 })).catch(String)).toBe(
      `HistoryLimitError: line 3: the history holds more than ${firstTwo + 10} bytes (--max-size)`,
    );
    expect(await collect(readHistoryFile(join(dir, 'history.ndjson'), { maxBytes: Buffer.byteLength(toText(history)) }))).toEqual(history);
  });

  it('that does not exist fails with the reason', async () => {
    await expect(collect(readHistoryFile(join(tempDir(), 'missing.ndjson')))).rejects.toThrow(/ENOENT/);
  });
});
