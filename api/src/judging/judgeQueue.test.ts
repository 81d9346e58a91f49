import { JudgeQueue, QueueFullError } from '../judging/judgeQueue';

/** A task the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (log.push(name), done.then(() => name)), finish };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('judge queue', () => {
  it('never runs more than its concurrency at once', async () => {
    const queue = new JudgeQueue({ concurrency: 2, perUser: 10, capacity: 10 });
    const log: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((n) => gate(log, n));
    const results = gates.map((g, i) => queue.submit(`user${i}`, g.task));
    await flush();
    expect(log).toEqual(['a', 'b']);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });
    gates[0]!.finish();
    await flush();
    expect(log).toEqual(['a', 'b', 'c']);
    gates.slice(1).forEach((g) => g.finish());
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("serves users in turn, so one user's burst does not starve another", async () => {
    const queue = new JudgeQueue({ concurrency: 1, perUser: 10, capacity: 20 });
    const log: string[] = [];
    const burst = [1, 2, 3, 4].map((i) => gate(log, `burst${i}`));
    burst.forEach((g) => void queue.submit('greedy', g.task));
    const other = gate(log, 'other');
    void queue.submit('patient', other.task);
    for (const g of [...burst, other]) g.finish();
    await flush();
    for (let i = 0; i < 6; i++) await flush();
    expect(log).toEqual(['burst1', 'other', 'burst2', 'burst3', 'burst4']);
  });

  it('tells each waiting job its place in line as it changes', async () => {
    const queue = new JudgeQueue({ concurrency: 1, perUser: 10, capacity: 10 });
    const log: string[] = [];
    const first = gate(log, 'first');
    const second = gate(log, 'second');
    const positions: number[] = [];
    void queue.submit('u1', first.task);
    void queue.submit('u2', second.task, (p) => positions.push(p));
    await flush();
    expect(positions).toEqual([1]);
    first.finish();
    await flush();
    await flush();
    expect(positions).toEqual([1, 0]);
    second.finish();
  });

  it('refuses a user over their limit and a full queue at once, with the position', async () => {
    const queue = new JudgeQueue({ concurrency: 1, perUser: 2, capacity: 2 });
    const log: string[] = [];
    const g = gate(log, 'x');
    void queue.submit('u1', g.task);
    void queue.submit('u1', g.task);
    expect(() => queue.submit('u1', g.task)).toThrow(QueueFullError);
    try {
      void queue.submit('u1', g.task);
    } catch (error) {
      expect((error as QueueFullError).reason).toBe('user');
      expect((error as QueueFullError).message).toBe('You already have 2 jobs being judged; wait for one to finish');
    }
    void queue.submit('u2', g.task);
    expect(() => queue.submit('u3', g.task)).toThrow('The judge is busy: 2 jobs are waiting. Please try again shortly');
    g.finish();
  });

  it('counts one job as one job in its refusals', () => {
    const queue = new JudgeQueue({ concurrency: 1, perUser: 1, capacity: 1 });
    const g = gate([], 'x');
    void queue.submit('u1', g.task);
    expect(() => queue.submit('u1', g.task)).toThrow('You already have 1 job being judged; wait for one to finish');
    void queue.submit('u2', g.task);
    expect(() => queue.submit('u3', g.task)).toThrow('The judge is busy: 1 job is waiting. Please try again shortly');
    g.finish();
  });

  it('passes a failing task’s error to its caller and goes on with the next', async () => {
    const queue = new JudgeQueue({ concurrency: 1, perUser: 5, capacity: 5 });
    const failing = queue.submit('u1', () => Promise.reject(new Error('host fault')));
    const next = queue.submit('u2', () => Promise.resolve('ok'));
    await expect(failing).rejects.toThrow('host fault');
    await expect(next).resolves.toBe('ok');
  });
});
