import { openTempEventStore, type EventStore, type Position, type TempEventStore } from '@forge/events';
import { heldWork, type HeldWork } from '@forge/testing';
import { streams } from '@forge/domain';
import { startJudgeReactor, type ReactorCheckpoint, type RequestedSubmission } from '../judging/judgeReactor';

let log: TempEventStore;
beforeEach(() => (log = openTempEventStore('forge-reactor-')));
afterEach(() => log.close());

let made = 0;
/** Appends one `SubmissionRequested` of `userId`; returns its id, named after the user and its rank. */
async function request(userId: string, rank: number): Promise<string> {
  const submissionId = `${userId}#${rank}-${made++}`;
  await log.store.appendToStream(streams.submission(submissionId), [
    {
      id: crypto.randomUUID(),
      type: 'SubmissionRequested',
      data: { submissionId, userId, problemId: 'p', language: 'cpp', code: '', testCasesTotal: 1, requestedAt: new Date(0).toISOString() },
    },
  ]);
  return submissionId;
}

/** The store, with a promise that resolves once a subscriber has taken `count` events and asked for the next. */
function watchedReads(count: number): { store: EventStore; allRead: Promise<void> } {
  let done: () => void = () => undefined;
  const allRead = new Promise<void>((resolve) => (done = resolve));
  const watched: EventStore = {
    ...log.store,
    subscribeToAll(options) {
      const subscription = log.store.subscribeToAll(options);
      return {
        unsubscribe: () => subscription.unsubscribe(),
        async *[Symbol.asyncIterator]() {
          let taken = 0;
          for await (const event of subscription) {
            yield event;
            if (++taken === count) done();
          }
        },
      };
    },
  };
  return { store: watched, allRead };
}

function memoryCheckpoint(): ReactorCheckpoint & { saved: Position[] } {
  const saved: Position[] = [];
  return { saved, load: async () => saved.at(-1), save: async (p) => void saved.push(p) };
}

/** A judge whose submissions each wait until released; records the order they started in. */
const heldJudge = () => heldWork((s: RequestedSubmission) => s.submissionId);

/** The reactor by turns, handing on to `judge` `concurrency` at a time; returned once it has read all `events` of the log and as many started. */
async function startByTurns(judge: HeldWork<RequestedSubmission>, events: number, concurrency: number, checkpoint = memoryCheckpoint()) {
  const watched = watchedReads(events);
  const reactor = await startJudgeReactor({
    store: watched.store,
    checkpoint,
    handle: judge.handle,
    concurrency,
    byTurns: true,
    log: () => {},
  });
  await watched.allRead;
  await judge.until(concurrency);
  return reactor;
}

describe('the judge reactor', () => {
  it("starts a newcomer's submission before any flooder's second one, whatever the log order", async () => {
    const judge = heldJudge();
    // The holder fills both hands with its first two; its third and every flooder's three wait.
    const held = [await request('holder', 1), await request('holder', 2), await request('holder', 3)];
    const flooders = ['f1', 'f2', 'f3', 'f4'];
    for (const rank of [1, 2, 3]) for (const f of flooders) await request(f, rank);
    const newcomer = await request('newcomer', 1);

    const reactor = await startByTurns(judge, 3 + 4 * 3 + 1, 2);
    expect(judge.started).toEqual(held.slice(0, 2));
    // One hand at a time frees up: each next start is the fair one.
    for (let n = 3; n <= 3 + 4 * 3 + 1; n++) {
      judge.release(judge.started[n - 3]!);
      await judge.until(n);
    }
    const order = judge.started.map((id) => id.split('-')[0]);
    const newcomerAt = judge.started.indexOf(newcomer);
    const firstSecond = order.findIndex((id) => /^f\d#2$/.test(id!));
    expect(newcomerAt).toBeGreaterThan(-1);
    expect(newcomerAt).toBeLessThan(firstSecond);
    // Round robin: every flooder's first, then the newcomer, before any second.
    expect(order.slice(2, 7)).toEqual(['f1#1', 'f2#1', 'f3#1', 'f4#1', 'newcomer#1']);
    expect(order.slice(7, 12).sort()).toEqual(['f1#2', 'f2#2', 'f3#2', 'f4#2', 'holder#3']);
    for (const id of judge.started.slice(-2)) judge.release(id);
    await reactor.stop();
  });

  it('moves its checkpoint only past submissions handed on, in log order', async () => {
    const judge = heldJudge();
    const [a1, a2, b1] = [await request('a', 1), await request('a', 2), await request('b', 1)];
    const positions = (await log.store.readAll()).map((e) => e.position);
    const checkpoint = memoryCheckpoint();
    const reactor = await startByTurns(judge, 3, 1, checkpoint);
    judge.release(a1);
    // b has not been served, a has: b's first goes before a's second.
    await judge.until(2);
    expect(judge.started).toEqual([a1, b1]);
    judge.release(b1);
    await judge.until(3);
    expect(judge.started[2]).toBe(a2);
    // a's second, before b's first in the log, is still in hand: the checkpoint stays after a's first.
    expect(checkpoint.saved.at(-1)).toEqual(positions[0]);
    judge.release(a2);
    await reactor.stop();
    expect(checkpoint.saved.at(-1)).toEqual(positions[2]);
  });
});
