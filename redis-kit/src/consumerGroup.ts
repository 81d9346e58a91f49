import { duplicateRedisClient, destroyRedisClient, execTransaction, type RedisClient } from './client';

/** A stream entry as node-redis reads it: its id and its fields. */
export interface StreamEntry {
  readonly id: string;
  /** Its fields by name; any may be missing from an entry written by others. */
  readonly message: Readonly<Record<string, string | undefined>>;
}

export interface Delivery {
  readonly entry: StreamEntry;
  /** 1 for an entry read new; for one taken over from a consumer that stopped renewing its hold, how often it has been delivered. */
  readonly attempt: number;
}

export interface ConsumerGroupOptions {
  /** For everything but the blocking read, which gets a connection of its own. */
  readonly client: RedisClient;
  readonly stream: string;
  readonly group: string;
  /** This consumer's name in the group. */
  readonly consumer: string;
  /** Entries handled at once. */
  readonly concurrency: number;
  /**
   * Handles one entry. Resolved: the entry is acknowledged and deleted from the stream. Rejected: it stays
   * in this consumer's pending list, its hold let go at once, to be taken over (by this consumer or
   * another) at the next round of take-overs.
   */
  readonly handle: (delivery: Delivery) => Promise<void>;
  /**
   * Awaited before each read of new entries and each take-over: while it waits, this consumer takes
   * nothing (a judge worker whose sandbox cannot start). Its signal aborts when the consumer stops;
   * a rejection is waited out and it is asked again.
   */
  readonly ready?: ((signal: AbortSignal) => Promise<void>) | undefined;
  /** An entry held this long without renewal (its consumer died) is taken over. Default 30 s. */
  readonly reclaimIdleMs?: number | undefined;
  /** How often the holds on the entries in hand are renewed. Default 2 s. */
  readonly heartbeatMs?: number | undefined;
  /** How long one read of the stream blocks; bounds how long `stop` waits for it. Default 1 s. */
  readonly blockMs?: number | undefined;
  /** Runs before each read of new entries, with how many this consumer has room for (a fair feed tops the stream up then). */
  readonly beforeRead?: ((free: number) => Promise<unknown>) | undefined;
  readonly log: (message: string, error?: unknown) => void;
}

export interface ConsumerGroup {
  stats(): { readonly handled: number; readonly reclaimed: number; readonly running: number };
  /** Takes no more entries, waits for the ones in hand, and leaves the group if it holds none. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Dead consumers' names stay in a group; once they hold nothing and have been silent this long, they go. */
const PRUNE_EVERY_MS = 60_000;

/** An XREADGROUP reply: the entries read, per stream (node-redis leaves them untyped). */
type GroupRead = readonly { readonly messages: readonly StreamEntry[] }[] | null;

/**
 * One consumer of a Redis stream consumer group, as competing workers share one: it reads new entries
 * and takes over those whose consumer stopped renewing its hold (XAUTOCLAIM), never holding more than
 * `concurrency` at once; renews its own holds while it handles them (XCLAIM with no idle time), so a
 * long task is not mistaken for a dead consumer's; acknowledges an entry (XACK and XDEL in one MULTI)
 * only once `handle` has succeeded. The group is created from the stream's start if it is missing, so
 * entries added before any consumer ever started are still handled.
 */
export async function startConsumerGroup(options: ConsumerGroupOptions): Promise<ConsumerGroup> {
  const { client, stream, group, consumer, log } = options;
  const reclaimIdleMs = options.reclaimIdleMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? 2000;
  const blockMs = options.blockMs ?? 1000;
  const concurrency = Math.max(1, options.concurrency);
  const reclaimEveryMs = Math.max(50, Math.min(reclaimIdleMs / 2, 5000));

  const running = new Map<string, Promise<void>>();
  const stopped = new AbortController();
  let stopping = false;
  let handled = 0;
  let reclaimed = 0;
  let wake: () => void = () => undefined;

  const joinGroup = () =>
    client.xGroupCreate(stream, group, '0', { MKSTREAM: true }).catch((error: Error) => {
      if (!error.message.includes('BUSYGROUP')) throw error;
    });
  await joinGroup();
  // XREADGROUP BLOCK holds its connection, so it gets one of its own.
  const reader = duplicateRedisClient(client);

  function start(delivery: Delivery): void {
    const { id } = delivery.entry;
    const work = options
      .handle(delivery)
      .then(async () => {
        await execTransaction(client.multi().xAck(stream, group, id).xDel(stream, id));
        handled++;
      })
      .catch(async (error: unknown) => {
        log(`!!! ${stream} entry ${id} not done; it stays held and will be taken again`, error);
        // Its hold lapses now rather than after reclaimIdleMs (no heartbeat renews it from here): the next round of take-overs offers it again.
        running.delete(id);
        await client
          .xClaimJustId(stream, group, consumer, 0, id, { IDLE: reclaimIdleMs })
          .catch((released: unknown) => log(`letting go of ${stream} entry ${id} failed`, released));
      })
      .finally(() => {
        running.delete(id);
        wake();
      });
    running.set(id, work);
  }

  let cursor = '0-0';
  /** Takes over up to `count` entries whose consumers stopped renewing their hold; returns how many. */
  async function reclaim(count: number): Promise<number> {
    const { nextId, messages } = await client.xAutoClaim(stream, group, consumer, reclaimIdleMs, cursor, { COUNT: count });
    cursor = nextId;
    let started = 0;
    // An entry deleted since it was delivered comes back as null, and is dropped.
    for (const entry of messages) {
      // Ours, and still in hand here: its hold lapsed while this process stalled.
      if (!entry || running.has(entry.id)) continue;
      const [pending] = await client.xPendingRange(stream, group, entry.id, entry.id, 1);
      reclaimed++;
      started++;
      start({ entry, attempt: pending?.deliveriesCounter ?? 2 });
    }
    return started;
  }

  let prunedAt = Date.now();
  async function pruneConsumers(): Promise<void> {
    prunedAt = Date.now();
    for (const { name, pending, idle } of await client.xInfoConsumers(stream, group)) {
      // A live consumer with nothing to do reads every blockMs, so its idle time stays small.
      if (name !== consumer && pending === 0 && idle > Math.max(10 * reclaimIdleMs, 600_000)) {
        await client.xGroupDelConsumer(stream, group, name);
      }
    }
  }

  /** One loop takes entries both ways (taken over, then new), so together they never exceed the free slots. */
  async function readLoop(): Promise<void> {
    let reclaimDueAt = 0;
    while (!stopping) {
      let free = concurrency - running.size;
      if (free <= 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      try {
        if (options.ready) {
          await options.ready(stopped.signal);
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() sets `stopping` while it waits
          if (stopping) break;
        }
        if (Date.now() >= reclaimDueAt) {
          reclaimDueAt = Date.now() + reclaimEveryMs;
          free -= await reclaim(free);
          if (Date.now() - prunedAt > PRUNE_EVERY_MS) await pruneConsumers();
          if (free <= 0) continue;
        }
        await options.beforeRead?.(free);
        const reply: GroupRead = await reader.xReadGroup(group, consumer, { key: stream, id: '>' }, { COUNT: free, BLOCK: blockMs });
        for (const { messages } of reply ?? []) for (const entry of messages) start({ entry, attempt: 1 });
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() sets `stopping` while the read blocks
        if (stopping) break;
        log(`reading ${stream} failed`, error);
        // The stream was deleted (FLUSHALL, say): the group goes with it.
        if ((error as Error).message.includes('NOGROUP')) await joinGroup().catch(() => undefined);
        await sleep(1000);
      }
    }
  }

  // Claiming our own entries again resets their idle time.
  const beats = setInterval(() => {
    if (running.size === 0) return;
    void client
      .xClaimJustId(stream, group, consumer, 0, [...running.keys()])
      .catch((error: unknown) => log(`renewing the hold on ${stream} entries failed`, error));
  }, heartbeatMs);
  const reading = readLoop();

  return {
    stats: () => ({ handled, reclaimed, running: running.size }),
    async stop() {
      if (stopping) return;
      stopping = true;
      stopped.abort(new Error('the consumer is stopping'));
      wake();
      await reading;
      await Promise.allSettled([...running.values()]);
      clearInterval(beats);
      destroyRedisClient(reader);
      // A consumer's pending entries go with it, so it leaves the group only holding none (or when that cannot be told).
      const mine = await client.xPendingRange(stream, group, '-', '+', 1, { consumer }).catch(() => null);
      if (mine?.length === 0) await client.xGroupDelConsumer(stream, group, consumer).catch(() => undefined);
    },
  };
}
