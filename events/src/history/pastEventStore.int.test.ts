import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { END, type EventStore, type RecordedEvent } from '../store/eventStore';
import { StreamNotFoundError } from '../store/errors';
import { openSqliteEventStore } from '../store/sqlite/sqliteEventStore';
import { lastPositionUntil, pastEventStore, ReadOnlyLogError } from './pastEventStore';
import { parseUntil } from './until';

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12));
const event = (n: number, on: number) => ({ id: randomUUID(), type: 'Happened', data: { n }, recordedAt: day(on) });

let dir: string;
let store: EventStore;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'forge-past-'));
  store = openSqliteEventStore({ file: join(dir, 'events.sqlite'), pollIntervalMs: 20 });
  // Day 1: a-0, a-1, b-0. Day 2: a-2, c-0. Day 3: a-3.
  await store.appendToStream('a', [event(1, 1), event(2, 1)]);
  await store.appendToStream('b', [event(3, 1)]);
  await store.appendToStream('a', [event(4, 2)]);
  await store.appendToStream('c', [event(5, 2)]);
  await store.appendToStream('a', [event(6, 3)]);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const numbers = (events: RecordedEvent[]) => events.map((e) => (e.data as { n: number }).n);

describe('the log as it was at a point of its past', () => {
  it('ends at the last event at or before a time, or at a position', async () => {
    expect(await lastPositionUntil(store, { time: day(2) })).toEqual({ commit: 5n, prepare: 5n });
    expect(await lastPositionUntil(store, parseUntil('2026-03-01'))).toBeUndefined();
    expect(await lastPositionUntil(store, parseUntil('3'))).toEqual({ commit: 3n, prepare: 3n });
    expect(await lastPositionUntil(store, parseUntil('99'))).toEqual({ commit: 6n, prepare: 6n });
  });

  it('reads streams and $all without what came later, in both directions', async () => {
    const past = await pastEventStore(store, { time: day(2) });
    expect(numbers(await past.readStream('a'))).toEqual([1, 2, 4]);
    expect(numbers(await past.readStream('a', { direction: 'backwards', fromRevision: END, maxCount: 2 }))).toEqual([4, 2]);
    expect(numbers(await past.readStream('a', { fromRevision: 1n }))).toEqual([2, 4]);
    expect(numbers(await past.readAll())).toEqual([1, 2, 3, 4, 5]);
    expect(numbers(await past.readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 }))).toEqual([5]);
    const early = await pastEventStore(store, { time: day(1) });
    await expect(early.readStream('c')).rejects.toBeInstanceOf(StreamNotFoundError);
    expect(numbers(await early.readAll())).toEqual([1, 2, 3]);
  });

  it('refuses appends and deletes, and the log is left as it was', async () => {
    const past = await pastEventStore(store, { time: day(2) });
    await expect(past.appendToStream('a', [event(7, 2)])).rejects.toBeInstanceOf(ReadOnlyLogError);
    await expect(past.deleteStream('a')).rejects.toThrow('the log is shown as it was at 2026-03-02T12:00:00.000Z: it is read-only');
    expect(numbers(await store.readAll())).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a subscription delivers the past and nothing after it, even what is appended while it runs', async () => {
    const past = await pastEventStore(store, { time: day(2) });
    const subscription = past.subscribeToAll();
    const delivered: number[] = [];
    const reading = (async () => {
      for await (const e of subscription) delivered.push((e.data as { n: number }).n);
    })();
    await store.appendToStream('d', [event(8, 2)]);
    // Event 6 sits in the same page as 1 to 5 and event 8 is woken for at once: both are passed over, not delivered.
    await new Promise<void>((resolve) => {
      const check = () => (delivered.length === 5 ? resolve() : setTimeout(check, 20));
      check();
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await subscription.unsubscribe();
    await reading;
    expect(delivered).toEqual([1, 2, 3, 4, 5]);
  });
});
