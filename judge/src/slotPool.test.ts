import type { JudgePriority } from './api';
import { SlotPool } from './slotPool';

describe('slot pool', () => {
  test('never runs more than its size at once, and never lends one slot twice', async () => {
    const pool = new SlotPool(2);
    const busy = new Set<number>();
    let peak = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        pool.use(async (slot) => {
          expect(busy.has(slot)).toBe(false);
          busy.add(slot);
          peak = Math.max(peak, busy.size);
          await new Promise((resolve) => setTimeout(resolve, 5));
          busy.delete(slot);
        }),
      ),
    );
    expect(peak).toBe(2);
  });

  test("serves one owner's waiters in arrival order and frees the slot when work throws", async () => {
    const pool = new SlotPool(1);
    const order: number[] = [];
    const failing = pool.use(async () => {
      throw new Error('boom');
    });
    const rest = [1, 2, 3].map((n) => pool.use(async () => void order.push(n)));
    await expect(failing).rejects.toThrow('boom');
    await Promise.all(rest);
    expect(order).toEqual([1, 2, 3]);
  });

  /** A pool of `size` whose work waits until released by hand, recording who got each slot. */
  function manualPool(size: number) {
    const pool = new SlotPool(size);
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const take = (user: string, job: string, label: string, priority?: JudgePriority) =>
      pool.use(
        () =>
          new Promise<void>((resolve) => {
            order.push(label);
            releases.push(resolve);
          }),
        { user, job, ...(priority ? { priority } : {}) },
      );
    /** Lets the oldest running work finish, and waits for the pool to hand its slot on. */
    const finishOne = async () => {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { take, order, finishOne };
  }

  test("a newcomer's work takes the next free slot ahead of a user with many tests waiting", async () => {
    const { take, order, finishOne } = manualPool(2);
    const heavy = [1, 2, 3].flatMap((job) => Array.from({ length: 50 }, (_, t) => take('heavy', `heavy-${job}`, `heavy-${job}.${t}`)));
    await new Promise((resolve) => setImmediate(resolve));
    // Free slots go at once to whoever asks.
    expect(order).toEqual(['heavy-1.0', 'heavy-1.1']);
    const newcomer = [take('newcomer', 'new-1', 'compile'), take('newcomer', 'new-1', 'test-0')];
    await finishOne();
    // The newcomer holds nothing, the heavy user holds a slot: the newcomer goes first.
    expect(order.at(-1)).toBe('compile');
    await finishOne();
    // Now each holds one slot; the newcomer was served last, so the heavy user has this turn.
    expect(order.at(-1)).toMatch(/^heavy-/);
    await finishOne();
    expect(order.at(-1)).toBe('test-0');
    // The rest stays queued: nothing here waits for it.
    void Promise.all([...heavy, ...newcomer]);
  });

  test("one user's jobs take turns with each other rather than one running all its tests first", async () => {
    const { take, order, finishOne } = manualPool(1);
    for (const job of ['a', 'b', 'c']) for (let t = 0; t < 3; t++) void take('u', job, `${job}${t}`);
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 8; i++) await finishOne();
    expect(order).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'c1', 'a2', 'b2', 'c2']);
  });

  test('users with equal shares are served round-robin, whoever asked first', async () => {
    const { take, order, finishOne } = manualPool(1);
    for (let t = 0; t < 3; t++) void take('first', 'f', `first${t}`);
    for (let t = 0; t < 3; t++) void take('second', 's', `second${t}`);
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 5; i++) await finishOne();
    expect(order).toEqual(['first0', 'second0', 'first1', 'second1', 'first2', 'second2']);
  });

  test("a freed slot goes to a learner's waiting work before any background work, even one holding fewer slots", async () => {
    const { take, order, finishOne } = manualPool(2);
    for (let t = 0; t < 4; t++) void take('learner', 'l', `learner${t}`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['learner0', 'learner1']);
    // The rejudge holds nothing and the learner holds both slots: fairness alone would serve the rejudge next.
    for (let t = 0; t < 2; t++) void take('rejudge-p1', 'r', `rejudge${t}`, 'background');
    await finishOne();
    expect(order.at(-1)).toBe('learner2');
    await finishOne();
    expect(order.at(-1)).toBe('learner3');
    // No learner waits any more: the background work goes on.
    await finishOne();
    expect(order.at(-1)).toBe('rejudge0');
    await finishOne();
    expect(order.at(-1)).toBe('rejudge1');
  });

  test('background work takes turns fairly with other background work', async () => {
    const { take, order, finishOne } = manualPool(1);
    for (let t = 0; t < 2; t++) void take('rejudge-a', 'a', `a${t}`, 'background');
    for (let t = 0; t < 2; t++) void take('rejudge-b', 'b', `b${t}`, 'background');
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 3; i++) await finishOne();
    expect(order).toEqual(['a0', 'b0', 'a1', 'b1']);
  });
});
