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

  test('serves waiters in arrival order and frees the slot when work throws', async () => {
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
});
