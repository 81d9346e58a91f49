import type { JudgePriority } from './api';
import { SlotPool, type SlotPoolOptions } from './slotPool';

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

  /** A pool of `size` whose work waits until released by hand, recording who got each slot (and which slot, in `slots`). */
  function manualPool(size: number, options: SlotPoolOptions = {}) {
    const pool = new SlotPool(size, options);
    const order: string[] = [];
    const slots: number[] = [];
    const releases: (() => void)[] = [];
    const take = (user: string, job: string, label: string, priority?: JudgePriority, handOver = false) =>
      pool.use(
        (slot) =>
          new Promise<void>((resolve) => {
            order.push(label);
            slots.push(slot);
            releases.push(resolve);
          }),
        { user, job, ...(priority ? { priority } : {}) },
        { handOver },
      );
    /** Lets the oldest running work finish, and waits for the pool to hand its slot on (a slot handed over waits a turn of the event loop). */
    const finishOne = async () => {
      releases.shift()!();
      await turn();
      await turn();
    };
    return { take, order, slots, finishOne };
  }

  const turn = () => new Promise((resolve) => setImmediate(resolve));

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

  describe('slot time used lately', () => {
    /**
     * One slot: a flooder's job holds it until `flooderDoneAt` ms while a learner's waits; at
     * `askAgainAt` both ask again, by turns the flooder (served longest ago) next, and one more finishes.
     */
    async function askAgain(options: SlotPoolOptions, flooderDoneAt: number, askAgainAt: number) {
      const clock = { ms: 0 };
      const pool = manualPool(1, { now: () => clock.ms, ...options });
      void pool.take('flooder', 'f1', 'flooder-1');
      void pool.take('learner', 'l1', 'learner-1');
      await turn();
      clock.ms = flooderDoneAt;
      await pool.finishOne();
      clock.ms = askAgainAt;
      void pool.take('flooder', 'f2', 'flooder-2');
      void pool.take('learner', 'l2', 'learner-2');
      await pool.finishOne();
      return pool;
    }

    test('between users holding as many slots, whoever used less slot time lately goes first, though served more recently', async () => {
      // A flooder's program runs to its time limit (5 s of the slot); a learner's test takes 10 ms.
      const { order, finishOne } = await askAgain({}, 5000, 5010);
      expect(order).toEqual(['flooder-1', 'learner-1', 'learner-2']);
      await finishOne();
      expect(order.at(-1)).toBe('flooder-2');
    });

    test('used slot time is forgotten by half every half-life: users even again take turns', async () => {
      // Ten half-lives later the flooder's 800 ms is under a grain: the one served longest ago goes first again.
      const { order } = await askAgain({ usageHalfLifeMs: 1000, usageGrainMs: 100 }, 800, 10_800);
      expect(order).toEqual(['flooder-1', 'learner-1', 'flooder-2']);
    });
  });

  describe('a job keeping its slot (keepMs)', () => {
    /** A pool whose clock moves only when the test moves it. */
    function keepingPool(size: number, keepMs: number) {
      const clock = { ms: 0 };
      return { clock, ...manualPool(size, { keepMs, now: () => clock.ms }) };
    }

    test("a job's next test keeps the slot its last one ran on, ahead of other users, while the job has had it less than keepMs", async () => {
      const { clock, take, order, slots, finishOne } = keepingPool(1, 100);
      for (let t = 0; t < 3; t++) void take('first', 'f', `first${t}`);
      for (let t = 0; t < 2; t++) void take('second', 's', `second${t}`);
      await new Promise((resolve) => setImmediate(resolve));
      clock.ms = 60;
      await finishOne();
      clock.ms = 99;
      await finishOne();
      // Taking turns alone would have served 'second' after each of these.
      expect(order).toEqual(['first0', 'first1', 'first2']);
      // The job has nothing more waiting: the slot goes on as fairness says, and the new job keeps it in turn.
      await finishOne();
      expect(order.at(-1)).toBe('second0');
      await finishOne();
      expect(order.at(-1)).toBe('second1');
      expect(new Set(slots)).toEqual(new Set([0]));
    });

    test('after keepMs the slot goes to whoever fairness says, and the next holder keeps it from then', async () => {
      const { clock, take, order, finishOne } = keepingPool(1, 100);
      for (let t = 0; t < 4; t++) void take('first', 'f', `first${t}`);
      for (let t = 0; t < 3; t++) void take('second', 's', `second${t}`);
      await new Promise((resolve) => setImmediate(resolve));
      clock.ms = 100;
      await finishOne();
      expect(order).toEqual(['first0', 'second0']);
      clock.ms = 150;
      await finishOne();
      expect(order.at(-1)).toBe('second1');
      clock.ms = 200;
      await finishOne();
      expect(order.at(-1)).toBe('first1');
    });

    test('with two slots each keeps to its own job: a slot is kept for the job that got it, not for another job of the same user', async () => {
      const { take, order, slots, finishOne } = keepingPool(2, 100);
      for (let t = 0; t < 2; t++) void take('u', 'a', `a${t}`);
      await new Promise((resolve) => setImmediate(resolve));
      for (let t = 0; t < 2; t++) void take('u', 'b', `b${t}`);
      void take('u', 'a', 'a2');
      // a0 on slot 0 and a1 on slot 1; a0 ends first: the slot stays with job a.
      await finishOne();
      expect(order.at(-1)).toBe('a2');
      expect(slots.at(-1)).toBe(0);
      // a1 ends with job a's work all started: slot 1 goes to job b.
      await finishOne();
      expect(order.at(-1)).toBe('b0');
      expect(slots.at(-1)).toBe(1);
      // a2 ends: slot 0 was job a's, so job b's next test gets it by turns, not by keeping.
      await finishOne();
      expect(order.at(-1)).toBe('b1');
      expect(slots.at(-1)).toBe(0);
    });

    test("a compile that hands its slot over gives it to its job's tests, asked for once it has ended, ahead of other users' compiles", async () => {
      for (const handOver of [true, false]) {
        const { clock, take, order, finishOne } = keepingPool(1, 100);
        void take('a', 'a', 'a-compile', undefined, handOver);
        for (const user of ['b', 'c']) void take(user, user, `${user}-compile`, undefined, true);
        await turn();
        // Past keepMs of the compile's start: only the handover can give the slot to the tests.
        clock.ms = 150;
        // The judge asks for the tests once the build has come back, within the same turn of the event loop.
        const compiled = finishOne();
        const tests = [0, 1].map((t) => take('a', 'a', `a-test${t}`));
        await compiled;
        if (!handOver) {
          // Taking turns alone: the other users' compiles come first.
          expect(order).toEqual(['a-compile', 'b-compile']);
          continue;
        }
        expect(order).toEqual(['a-compile', 'a-test0']);
        // Kept from the handover on: the job's next test follows.
        clock.ms = 240;
        await finishOne();
        expect(order.at(-1)).toBe('a-test1');
        await finishOne();
        expect(order.at(-1)).toBe('b-compile');
        void Promise.all(tests);
      }
    });

    test('a slot handed over goes by turns when its job asks for nothing more by the next turn of the event loop', async () => {
      const { take, order, slots, finishOne } = keepingPool(1, 100);
      void take('a', 'a', 'a-compile', undefined, true);
      void take('b', 'b', 'b-compile', undefined, true);
      await turn();
      // a's compile failed: no tests follow.
      await finishOne();
      expect(order).toEqual(['a-compile', 'b-compile']);
      expect(slots).toEqual([0, 0]);
    });

    test("background work keeps no slot while a learner's work waits", async () => {
      const { take, order, finishOne } = keepingPool(1, 100);
      for (let t = 0; t < 2; t++) void take('rejudge-p1', 'r', `rejudge${t}`, 'background');
      await new Promise((resolve) => setImmediate(resolve));
      void take('learner', 'l', 'learner0');
      await finishOne();
      expect(order).toEqual(['rejudge0', 'learner0']);
      await finishOne();
      expect(order.at(-1)).toBe('rejudge1');
    });
  });
});
