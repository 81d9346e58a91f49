import { randomUUID } from 'node:crypto';
import { useRedisServer } from '@forge/testing';
import { closeRedisClient, openRedisClient, type RedisClient } from './client';
import { startConsumerGroup, type ConsumerGroup, type ConsumerGroupOptions, type Delivery } from './consumerGroup';

const redis = useRedisServer();

/** Asks until `check` holds, for at most 20 s: the consumers work on their own time. */
async function eventually(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a consumer group shared by competing consumers', () => {
  let client: RedisClient;
  let stream: string;
  const group = 'workers';
  const started: ConsumerGroup[] = [];

  beforeEach(() => {
    client = openRedisClient(redis.url());
    stream = `kit:${randomUUID()}`;
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((consumer) => consumer.stop()));
    await closeRedisClient(client);
  });

  const start = async (consumer: string, options: Partial<ConsumerGroupOptions> & Pick<ConsumerGroupOptions, 'handle'>) => {
    const started_ = await startConsumerGroup({
      client,
      stream,
      group,
      consumer,
      concurrency: 2,
      blockMs: 100,
      log: () => undefined,
      ...options,
    });
    started.push(started_);
    return started_;
  };
  let added = 0;
  const add = (n: number) => Promise.all(Array.from({ length: n }, () => client.xAdd(stream, '*', { n: String(added++) })));

  it('hands each entry to one consumer once, never more at once than its concurrency, and deletes it once done', async () => {
    // Added before any consumer: the group starts from the stream's beginning.
    await add(5);
    const seen: string[] = [];
    let inHand = 0;
    let mostInHand = 0;
    const handle = async ({ entry, attempt }: Delivery) => {
      expect(attempt).toBe(1);
      inHand++;
      mostInHand = Math.max(mostInHand, inHand);
      await new Promise((resolve) => setTimeout(resolve, 30));
      seen.push(entry.message['n']!);
      inHand--;
    };
    await start('a', { handle, concurrency: 1 });
    await start('b', { handle, concurrency: 1 });
    await add(15);
    await eventually('20 entries handled', () => seen.length >= 20);
    await eventually('the stream emptied', async () => (await client.xLen(stream)) === 0);
    expect(seen).toHaveLength(20);
    expect(new Set(seen).size).toBe(20);
    // Two consumers of one slot each: never more than two entries in hand at once.
    expect(mostInHand).toBeLessThanOrEqual(2);
    // A consumer counts an entry once its acknowledgement has come back, which may be just after the stream emptied.
    await eventually('20 entries counted as handled', () => started.reduce((sum, consumer) => sum + consumer.stats().handled, 0) === 20);
    expect(started.reduce((sum, consumer) => sum + consumer.stats().handled, 0)).toBe(20);
  });

  /** One entry whose first handling fails, taken by a consumer holding what it takes `reclaimIdleMs`: the attempts made, once it is handled and gone. */
  async function failsFirst(reclaimIdleMs: number): Promise<number[]> {
    await add(1);
    const attempts: number[] = [];
    await start('a', {
      reclaimIdleMs,
      handle: async ({ attempt }) => {
        attempts.push(attempt);
        if (attempt === 1) throw new Error('the first try fails');
      },
    });
    await eventually('handled on the second delivery', () => attempts.includes(2));
    await eventually('the stream emptied', async () => (await client.xLen(stream)) === 0);
    return attempts;
  }

  it('keeps an entry whose handling failed, and takes it again once its hold lapses', async () => {
    expect((await failsFirst(200)).slice(0, 2)).toEqual([1, 2]);
  });

  it('offers an entry whose handling failed again at the next round of take-overs, long before its hold would lapse', async () => {
    // A minute's hold: the entry comes back within the 20 s `eventually` allows only because its hold was let go.
    expect(await failsFirst(60_000)).toEqual([1, 2]);
  });

  it('takes nothing, new or taken over, while it is not ready; then takes what waited', async () => {
    await client.xGroupCreate(stream, group, '0', { MKSTREAM: true });
    const first = added;
    await add(2);
    // One read and abandoned by a consumer that died.
    await client.xReadGroup(group, 'dead', { key: stream, id: '>' }, { COUNT: 1 });
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const asked: AbortSignal[] = [];
    const seen: string[] = [];
    await start('gated', {
      reclaimIdleMs: 200,
      ready: (signal) => {
        asked.push(signal);
        return gate;
      },
      handle: async ({ entry }) => void seen.push(entry.message['n']!),
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(seen).toEqual([]);
    expect(asked.length).toBeGreaterThan(0);
    open();
    await eventually('both handled', () => seen.length === 2);
    expect(seen.sort()).toEqual([String(first), String(first + 1)].sort());
  });

  it('stops while it waits to be ready: the wait is aborted', async () => {
    let signal: AbortSignal | undefined;
    const waiting = await start('never ready', {
      ready: (given) => {
        signal = given;
        return new Promise<void>((_, reject) => given.addEventListener('abort', () => reject(given.reason as Error)));
      },
      handle: async () => undefined,
    });
    await eventually('asked once', () => signal !== undefined);
    await waiting.stop();
    expect(signal!.aborted).toBe(true);
  });

  it("takes over a dead consumer's entry, and not a live one's whose task outlasts the idle time", async () => {
    await client.xGroupCreate(stream, group, '0', { MKSTREAM: true });
    await add(1);
    // A consumer that read the entry and died before acknowledging it.
    await client.xReadGroup(group, 'dead', { key: stream, id: '>' }, { COUNT: 1 });
    const taken: Delivery[] = [];
    // One slot, taken by that task: the consumer does not read or take over meanwhile, so only its heartbeat renews the hold.
    await start('live', {
      concurrency: 1,
      reclaimIdleMs: 1000,
      heartbeatMs: 50,
      handle: async (delivery) => {
        taken.push(delivery);
        // Three times the idle time: only the renewed hold keeps another consumer from taking it.
        await new Promise((resolve) => setTimeout(resolve, 3000));
      },
    });
    await eventually('taken over', () => taken.length >= 1);
    expect(taken[0]!.attempt).toBe(2);
    await start('rival', { reclaimIdleMs: 1000, heartbeatMs: 50, handle: async (delivery) => void taken.push(delivery) });
    await eventually('the stream emptied', async () => (await client.xLen(stream)) === 0);
    expect(taken).toHaveLength(1);
  });

  it('leaves the group when it stops holding nothing, and stays in it while it holds an entry', async () => {
    await add(1);
    const idle = await start('idle', { handle: () => Promise.reject(new Error('not now')) });
    await eventually('the entry is held', async () => (await client.xPending(stream, group)).pending === 1);
    await idle.stop();
    expect((await client.xInfoConsumers(stream, group)).map((c) => c.name)).toEqual(['idle']);
    await client.xAutoClaim(stream, group, 'sweeper', 0, '0-0');
    await client.xAck(stream, group, (await client.xRange(stream, '-', '+'))[0]!.id);
    const done = await start('done', { handle: async () => undefined });
    await done.stop();
    expect((await client.xInfoConsumers(stream, group)).map((c) => c.name).sort()).toEqual(['idle', 'sweeper']);
  });
});
