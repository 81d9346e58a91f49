/** Who a piece of work is for: the user, and the job of theirs (a compile or a test of one judge() call). */
export interface SlotOwner {
  readonly user: string;
  readonly job: string;
}

interface Waiter {
  readonly owner: SlotOwner;
  readonly grant: (slot: number) => void;
}

let anonymous = 0;
/** An owner of its own, for work nobody said whose it is. */
export const ownerOfItsOwn = (): SlotOwner => {
  const job = `anonymous-${++anonymous}`;
  return { user: job, job };
};

/**
 * A fixed set of numbered slots (a core's worth of work each, with a uid of its own, so runs
 * never share one). A freed slot goes to the user holding the fewest slots, then, among that
 * user's jobs, to the one holding the fewest; ties go to whoever was served longest ago. So one
 * user's three 50-test submissions take turns with a newcomer's single test rather than
 * queueing it behind 150 of theirs, and a user's own jobs take turns too.
 */
export class SlotPool {
  private readonly free: number[];
  private readonly waiting: Waiter[] = [];
  private readonly heldByUser = new Map<string, number>();
  private readonly heldByJob = new Map<string, number>();
  private readonly lastServed = new Map<string, number>();
  private served = 0;

  constructor(readonly size: number) {
    this.free = Array.from({ length: size }, (_, slot) => slot);
  }

  async use<T>(work: (slot: number) => Promise<T>, owner: SlotOwner = ownerOfItsOwn()): Promise<T> {
    const slot = await this.acquire(owner);
    try {
      return await work(slot);
    } finally {
      this.release(slot, owner);
    }
  }

  private acquire(owner: SlotOwner): Promise<number> {
    return new Promise((grant) => {
      this.waiting.push({ owner, grant });
      this.dispatch();
    });
  }

  private release(slot: number, owner: SlotOwner): void {
    decrement(this.heldByUser, owner.user);
    decrement(this.heldByJob, owner.job);
    this.free.push(slot);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.free.length > 0 && this.waiting.length > 0) {
      const index = this.nextWaiter();
      const [waiter] = this.waiting.splice(index, 1);
      const { owner } = waiter!;
      this.heldByUser.set(owner.user, (this.heldByUser.get(owner.user) ?? 0) + 1);
      this.heldByJob.set(owner.job, (this.heldByJob.get(owner.job) ?? 0) + 1);
      this.served++;
      this.lastServed.set(owner.user, this.served);
      this.lastServed.set(`job:${owner.job}`, this.served);
      waiter!.grant(this.free.shift()!);
    }
    // Forget owners with nothing held or waiting, so the maps stay as small as the work in hand.
    for (const key of this.lastServed.keys()) {
      const job = key.startsWith('job:') ? key.slice(4) : null;
      const active = job !== null ? this.heldByJob.has(job) || this.waiting.some((w) => w.owner.job === job) : this.heldByUser.has(key) || this.waiting.some((w) => w.owner.user === key);
      if (!active) this.lastServed.delete(key);
    }
  }

  /** The waiter to serve: fewest slots held by its user, then by its job, then served longest ago, then arrival. */
  private nextWaiter(): number {
    let best = 0;
    for (let i = 1; i < this.waiting.length; i++) {
      if (this.before(this.waiting[i]!.owner, this.waiting[best]!.owner)) best = i;
    }
    return best;
  }

  private before(a: SlotOwner, b: SlotOwner): boolean {
    const rank = (o: SlotOwner) => [
      this.heldByUser.get(o.user) ?? 0,
      this.lastServed.get(o.user) ?? 0,
      this.heldByJob.get(o.job) ?? 0,
      this.lastServed.get(`job:${o.job}`) ?? 0,
    ];
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! < rb[i]!;
    return false;
  }
}

function decrement(map: Map<string, number>, key: string): void {
  const left = (map.get(key) ?? 1) - 1;
  if (left <= 0) map.delete(key);
  else map.set(key, left);
}
