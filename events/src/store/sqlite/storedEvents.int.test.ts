import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EventStore } from '../eventStore';
import { openSqliteEventStore } from './sqliteEventStore';
import { nextPageSize, PAGE_CHARS, storedEvents, type StoredEvent, type StoredEventsOptions } from './storedEvents';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'forge-stored-events-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** `count` events over a few streams: every third a `Skipped`, the rest `Kept` with data a JSON round trip must keep and metadata of several shapes. */
async function fill(store: EventStore, count: number): Promise<void> {
  for (let i = 0; i < count; i += 100) {
    const stream = `s-${(i / 100) % 7}`;
    const batch = Array.from({ length: Math.min(100, count - i) }, (_, k) => {
      const n = i + k;
      return {
        id: `e-${n}`,
        type: n % 3 === 0 ? 'Skipped' : 'Kept',
        data: { n, text: `line "${n}"\n\ttab \u2028 é 🙂`, nested: { list: [n, null, true] } },
        // Some name no version, or not as a number: those read as version 1.
        metadata: n % 5 === 1 ? { correlationId: `c-${n}` } : n % 5 === 2 ? { schemaVersion: '2' } : { schemaVersion: 1 + (n % 2) },
      };
    });
    await store.appendToStream(stream, batch);
  }
}

/** Every event the pages give, with each page's size. */
function readAll(store: EventStore, pageSize: number, options: StoredEventsOptions): { events: StoredEvent[]; pages: number[] } {
  const events: StoredEvent[] = [];
  const pages: number[] = [];
  for (const page of storedEvents(store, options)!(['Kept'], pageSize)) {
    pages.push(page.length);
    events.push(...page);
  }
  return { events, pages };
}

/** The three ways pages are read: the log's file by the worker alone, by the caller then the worker, and a log in memory by the caller. */
const readers: [string, (dir: string) => string, StoredEventsOptions][] = [
  ['a file, every page from the worker', (d) => join(d, 'events.sqlite'), { workerOnly: true }],
  ['a file, the first pages read by the caller until the worker is ready', (d) => join(d, 'events.sqlite'), {}],
  ['memory, read by the caller', () => ':memory:', {}],
];

describe('the embedded log read a page at a time for a rebuild', () => {
  it.each(readers)('gives every event in order, parsing only the types asked for (%s)', async (_, fileIn, options) => {
    const store = openSqliteEventStore({ file: fileIn(dir) });
    try {
      await fill(store, 2500);
      const { events, pages } = readAll(store, 100, options);
      expect(pages).toEqual(Array.from({ length: 25 }, () => 100));
      const recorded = await store.readAll({ fromPosition: 'start', maxCount: 3000 });
      expect(events).toEqual(
        recorded.map((e) => [
          Number(e.position.commit),
          e.streamId,
          Number(e.revision),
          e.type,
          e.type === 'Kept' ? e.data : null,
          e.type === 'Kept' ? (typeof e.metadata['schemaVersion'] === 'number' ? e.metadata['schemaVersion'] : 1) : null,
          e.created.getTime(),
        ]),
      );
    } finally {
      await store.close();
    }
  });

  it.each(readers)('holds pages of large events to fewer events than asked for, losing none (%s)', async (_, fileIn, options) => {
    const store = openSqliteEventStore({ file: fileIn(dir) });
    try {
      for (let i = 0; i < 1500; i += 100) {
        await store.appendToStream(
          `big-${i}`,
          Array.from({ length: 100 }, (_, k) => ({
            id: `big-${i + k}`,
            type: 'Kept',
            data: { n: i + k, text: 'x'.repeat(2000) },
            metadata: { schemaVersion: 1 },
          })),
        );
      }
      const { events, pages } = readAll(store, 1000, options);
      expect(events.map(([position, , , , data]) => [position, (data as { n: number }).n])).toEqual(
        Array.from({ length: 1500 }, (_, n) => [n + 1, n]),
      );
      // The first page is as asked; the next hold what fits in PAGE_CHARS (an event is a little over 2,000 characters), the last what is left.
      expect(pages[0]).toBe(1000);
      const fitting = Math.floor(PAGE_CHARS / 2000);
      for (const size of pages.slice(1, -1)) expect(size).toBeGreaterThan(fitting * 0.9);
      for (const size of pages.slice(1)) expect(size).toBeLessThan(fitting);
    } finally {
      await store.close();
    }
  });

  it('sizes the next page to what fits in PAGE_CHARS, between 1 and the page size asked for', () => {
    expect(nextPageSize(1000, 4 * PAGE_CHARS, 1000)).toBe(250);
    expect(nextPageSize(10, PAGE_CHARS / 100, 100)).toBe(100);
    expect(nextPageSize(1, 3 * PAGE_CHARS, 1000)).toBe(1);
  });

  it('stops its worker when the reader stops early, so the process can end', async () => {
    const file = join(dir, 'events.sqlite');
    const store = openSqliteEventStore({ file });
    await fill(store, 3000);
    await store.close();
    // Compiled, as the platform runs it: a worker left waiting would keep this process alive.
    const dist = resolve(__dirname, '../../../dist/index.js');
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const { openSqliteEventStore, storedEvents } = require(${JSON.stringify(dist)});
         const store = openSqliteEventStore({ file: process.argv[1] });
         let pages = 0;
         for (const page of storedEvents(store)(['Kept'], 10)) if (++pages === 40) break;
         store.close().then(() => console.log('read', pages));`,
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect([code, output.trim()]).toEqual([0, 'read 40']);
  });

  it('is not offered through a wrapper of the log, which keeps its own rules', async () => {
    const store = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    try {
      expect(storedEvents(store)).toBeDefined();
      expect(storedEvents({ ...store })).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
