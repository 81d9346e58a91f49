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
import { historyFileLine, readHistoryFile } from './readHistoryFile';
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
    expect(await importHistory(target, history, { inFlight: 8, batchSize: 2 })).toEqual({ imported: 6, alreadyPresent: 0 });
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

  it.each([
    [
      'a revision its stream does not have next',
      (line: HistoryLine) => ({ ...line, revision: 5 }),
      /^line 4: user-1 is at revision 0, so its next event is 1, not 5$/,
    ],
    ['an event the log refuses', (line: HistoryLine) => ({ ...line, id: '' }), /^line 4: event id must be a non-empty string$/],
  ])('sends nothing after a line with %s, so the log holds the history up to it and resumes there', async (_, spoil, message) => {
    const history = await collect(exportHistory(await writtenLog()));
    const target = newLog();
    const spoiled = history.map((line, i) => (i === 3 ? spoil(line) : line));
    // Many appends in flight, one event each: without the check, lines 5 and 6 would land after a gap.
    await expect(importHistory(target, spoiled, { inFlight: 8, batchSize: 1 })).rejects.toThrow(message);
    expect((await target.readAll()).map((e) => e.id)).toEqual(history.slice(0, 3).map((line) => line.id));
    expect(await importHistory(target, history, { inFlight: 8, batchSize: 1 })).toEqual({ imported: 3, alreadyPresent: 3 });
  });

  it('says how many events of later lines were written when the log fails a line after they were sent', async () => {
    const history = await collect(exportHistory(await writtenLog()));
    const log = newLog();
    // A failure only the log can tell (a full disk), for line 4 alone.
    const failing: EventStore = {
      ...log,
      appendToStream: (stream, events, options) =>
        events[0]!.id === history[3]!.id ? Promise.reject(new Error('disk full')) : log.appendToStream(stream, events, options),
    };
    const error = await importHistory(failing, history, { inFlight: 8, batchSize: 1 }).then(
      () => new Error('the import did not fail'),
      (e: unknown) => e as Error,
    );
    const written = (await log.readAll()).map((e) => e.id);
    // Lines 1 to 3, then whatever of lines 5 and 6 was sent before the failure was heard.
    expect(written.slice(0, 3)).toEqual(history.slice(0, 3).map((line) => line.id));
    const later = written.length - 3;
    expect(later).toBeGreaterThan(0);
    expect(error.message).toBe(
      later === 1
        ? 'line 4: disk full (1 event of a later line, already sent, was written all the same)'
        : `line 4: disk full (${later} events of later lines, already sent, were written all the same)`,
    );
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

  it('that does not exist fails with the reason', async () => {
    await expect(collect(readHistoryFile(join(tempDir(), 'missing.ndjson')))).rejects.toThrow(/ENOENT/);
  });
});
