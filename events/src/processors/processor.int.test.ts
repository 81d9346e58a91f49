import { randomUUID } from 'node:crypto';
import { openTempEventStore, type TempEventStore } from '../store/sqlite/tempEventStore';
import { comparePositions, END, type Position, type RecordedEvent } from '../store/eventStore';
import { startProcessor, type Processor, type ProcessorCheckpoint, type ProcessorOptions } from './processor';

let log: TempEventStore;
const started: Processor[] = [];
beforeEach(() => (log = openTempEventStore('forge-processor-')));
afterEach(async () => {
  for (const processor of started.splice(0)) await processor.stop();
  await log.close();
});

/** `n` events in a stream of their own each, typed `type`, owned by `owner(i)`. */
async function given(n: number, type = 'Thing', owner = (i: number) => `u${i}`): Promise<RecordedEvent[]> {
  for (let i = 0; i < n; i++)
    await log.store.appendToStream(`${type}-${i}-${randomUUID()}`, [{ id: randomUUID(), type, data: { i, owner: owner(i) } }]);
  return (await log.store.readAll()).filter((e) => e.type === type);
}

function memoryCheckpoint(at?: Position): ProcessorCheckpoint & { saved: Position[] } {
  const saved: Position[] = at ? [at] : [];
  return { saved, load: async () => saved.at(-1), save: async (p) => void saved.push(p) };
}

const noLog = () => undefined;
const dataOf = (event: RecordedEvent) => event.data as { i: number; owner: string };

/** Starts a processor that records what it handles; `until` resolves once it has handled `count`. */
async function whenStarted(options: Partial<ProcessorOptions> & { expect: number }) {
  const handled: number[] = [];
  let reached: () => void = () => undefined;
  const until = new Promise<void>((resolve) => (reached = resolve));
  const processor = await startProcessor({
    name: 'the test processor',
    store: log.store,
    log: noLog,
    handle: async (event) => {
      handled.push(dataOf(event).i);
      if (handled.length >= options.expect) reached();
    },
    ...options,
  });
  started.push(processor);
  if (options.expect === 0) reached();
  return { processor, handled, until };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a processor of the log', () => {
  test('given events and no checkpoint, when it starts, then it handles every one in log order and its checkpoint reaches the last', async () => {
    const events = await given(5);
    const checkpoint = memoryCheckpoint();
    const { processor, handled, until } = await whenStarted({ checkpoint, expect: 5 });
    await until;
    await processor.stop();
    expect(handled).toEqual([0, 1, 2, 3, 4]);
    expect(comparePositions(checkpoint.saved.at(-1)!, events.at(-1)!.position)).toBe(0);
    expect(processor.status()).toMatchObject({ failed: false, position: events.at(-1)!.position });
  });

  test('given a checkpoint part-way, when it starts, then it catches up from after it and goes on live', async () => {
    const events = await given(4);
    const { handled, until } = await whenStarted({ checkpoint: memoryCheckpoint(events[1]!.position), expect: 4 });
    await given(2);
    await until;
    // 2 and 3 from the log, then the two appended after it started (their i counts from 0 again).
    expect(handled).toEqual([2, 3, 0, 1]);
  });

  test('given events before it started, when it follows the log from its end (live only), then it handles only what comes after', async () => {
    await given(3);
    const { handled, until } = await whenStarted({ from: END, expect: 1 });
    await given(1, 'Thing', () => 'late');
    await until;
    await settle();
    expect(handled).toEqual([0]);
  });

  test('given a filter, then it handles only the events it matches', async () => {
    await given(2, 'Other');
    await given(3, 'Thing');
    const { handled, until } = await whenStarted({ filter: { eventTypeRegex: /^Thing$/ }, expect: 3 });
    await until;
    await settle();
    expect(handled).toEqual([0, 1, 2]);
  });

  test('when a handling fails, then by default it is tried again, and the checkpoint waits for it', async () => {
    await given(3);
    const checkpoint = memoryCheckpoint();
    const tries: number[] = [];
    let failures = 2;
    const { until } = await whenStarted({
      checkpoint,
      retryMs: 5,
      expect: 3,
      handle: async (event) => {
        tries.push(dataOf(event).i);
        if (dataOf(event).i === 1 && failures-- > 0) throw new Error('not yet');
        if (dataOf(event).i === 2) reachedAll();
      },
    });
    let reachedAll: () => void = () => undefined;
    await Promise.race([until, new Promise<void>((resolve) => (reachedAll = resolve))]);
    await settle();
    expect(tries).toEqual([0, 1, 1, 1, 2]);
  });

  test('when a handling fails and it stops on errors, then it stops there, failed, and its checkpoint stays before the event', async () => {
    const events = await given(3);
    const checkpoint = memoryCheckpoint();
    const tries: number[] = [];
    const { processor } = await whenStarted({
      checkpoint,
      onError: 'stop',
      expect: 99,
      handle: async (event) => {
        tries.push(dataOf(event).i);
        if (dataOf(event).i === 1) throw new Error('broken projection');
      },
    });
    await settle();
    expect(tries).toEqual([0, 1]);
    expect(processor.status()).toMatchObject({ failed: true, position: events[0]!.position });
    expect((processor.status().error as Error).message).toBe('broken projection');
    expect(checkpoint.saved.map((p) => comparePositions(p, events[0]!.position))).toEqual([0]);
  });

  test('when it stops mid-handling, then the work in hand sees the stop, and what it gave up stays behind the checkpoint', async () => {
    const events = await given(2);
    const checkpoint = memoryCheckpoint();
    let inHand: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (inHand = resolve));
    const { processor } = await whenStarted({
      checkpoint,
      expect: 99,
      handle: (event, stopping) =>
        dataOf(event).i === 0
          ? Promise.resolve()
          : new Promise<void>((_, reject) => {
              inHand();
              stopping.addEventListener('abort', () => reject(new Error('stopped')));
            }),
    });
    await holding;
    await processor.stop();
    expect(checkpoint.saved.map((p) => comparePositions(p, events[0]!.position))).toEqual([0]);
    expect(processor.status().failed).toBe(false);
  });

  test('given many handled at once, then the checkpoint passes an event only once every one before it is done', async () => {
    const events = await given(3);
    const checkpoint = memoryCheckpoint();
    const release: (() => void)[] = [];
    await whenStarted({
      checkpoint,
      concurrency: 3,
      expect: 99,
      handle: () => new Promise<void>((resolve) => release.push(resolve)),
    });
    while (release.length < 3) await settle();
    // The last two finish first: nothing can be saved while the first is in hand.
    release[2]!();
    release[1]!();
    await settle();
    expect(checkpoint.saved).toEqual([]);
    release[0]!();
    await settle();
    expect(checkpoint.saved.map((p) => comparePositions(p, events[2]!.position))).toEqual([0]);
  });

  test('given owners, then waiting events are taken by turns between them, each owner oldest first', async () => {
    // One owner's five events come first in the log; two others' after them.
    await given(7, 'Thing', (i) => (i < 5 ? 'flooder' : `other${i}`));
    let first: () => void = () => undefined;
    const firstTaken = new Promise<void>((resolve) => (first = resolve));
    let holdFirst: () => void = () => undefined;
    const handled: number[] = [];
    let all: () => void = () => undefined;
    const until = new Promise<void>((resolve) => (all = resolve));
    await whenStarted({
      concurrency: 1,
      turnsBy: (event) => dataOf(event).owner,
      expect: 7,
      handle: async (event) => {
        handled.push(dataOf(event).i);
        if (handled.length === 7) all();
        if (handled.length === 1) {
          first();
          // Hold the first so every other event is read and waits.
          await new Promise<void>((resolve) => (holdFirst = resolve));
        }
      },
    });
    await firstTaken;
    await settle();
    holdFirst();
    await until;
    // The flooder's first, then the two others (never served) before the flooder's next.
    expect(handled.slice(0, 4)).toEqual([0, 5, 6, 1]);
  });
});
