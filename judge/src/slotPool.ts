import type { JudgePriority } from './api';

/** Who a piece of work is for: the user, and the job of theirs (a compile or a test of one judge() call). */
export interface SlotOwner {
  readonly user: string;
  readonly job: string;
  /** Background work waits while any learner's work does. Default `learner`. */
  readonly priority?: JudgePriority;
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
 * queueing it behind 150 of theirs, and a user's own jobs take turns too. Background work (a
 * rejudge) comes after all of that: it gets a freed slot only when no learner's work waits, and
 * takes turns fairly with other background work the same way.
 *
 * Between users holding as many slots, the one who has used less slot time lately goes first
 * (time held, halved every `usageHalfLifeMs`, compared by whole `usageGrainMs`; users within a
 * grain of each other take turns as above). Counting slots alone, a user whose programs run to the
 * time limit on every test held a slot for seconds each turn while others' turns lasted
 * milliseconds: with two slots, one flooder took half the judge from every other learner.
 *
 * With `keepMs`, a slot stays with its job for that long: when a job gives a slot back and has
 * more work waiting (its next test), that work gets the slot at once, as long as the job first
 * got it less than `keepMs` ago. A judge call's tests then run one after another in the slot's
 * sandbox (see `readySandboxes`) instead of each starting one of its own behind other users'
 * tests, which at saturation cost more than the tests themselves. Nobody waits longer for it than
 * `keepMs` plus the test running then; background work keeps no slot while a learner's work waits.
 * A compile hands its slot over to its tests (`handOver` in `use`): taking turns alone, every
 * waiting user's compile ran before any started submission's tests, so in a burst of submissions
 * each one's verdict came at the end of the burst.
 */
/** What one user, or one job, has of the pool: slots held, requests waiting, when last served. */
interface Share {
  held: number;
  pending: number;
  lastServed: number;
}

export interface SlotPoolOptions {
  /** How long a job keeps a slot it got for its next waiting work (0, the default: never). */
  readonly keepMs?: number;
  /** Milliseconds, for `keepMs` and the slot time users have used. */
  readonly now?: () => number;
  /** How fast a user's used slot time is forgotten: halved every this many ms (default 60 s). */
  readonly usageHalfLifeMs?: number;
  /** Used slot times closer than this (ms, default 1000) count as equal, and their users take turns. */
  readonly usageGrainMs?: number;
}

/** A user's slot time used, in ms, as of `at`: it halves every half-life. */
interface Usage {
  ms: number;
  at: number;
}

export class SlotPool {
  private readonly free: number[];
  private readonly waiting: Waiter[] = [];
  /** Only users and jobs with a slot held or a request waiting have a share: the maps stay as small as the work in hand. */
  private readonly users = new Map<string, Share>();
  private readonly jobs = new Map<string, Share>();
  private served = 0;
  /** Each slot's job and when the pool gave it that slot (kept handovers since then included). */
  private readonly holders: ({ readonly job: string; readonly since: number } | undefined)[];
  /** When each slot's current work was granted it, for the slot time its user used. */
  private readonly grantedAt: number[];
  /** Users' slot time used lately; forgotten once it has decayed under a millisecond. */
  private readonly usage = new Map<string, Usage>();
  private readonly keepMs: number;
  private readonly now: () => number;
  private readonly halfLifeMs: number;
  private readonly grainMs: number;

  constructor(
    readonly size: number,
    options: SlotPoolOptions = {},
  ) {
    this.free = Array.from({ length: size }, (_, slot) => slot);
    this.holders = Array.from({ length: size }, () => undefined);
    this.grantedAt = Array.from({ length: size }, () => 0);
    this.keepMs = options.keepMs ?? 0;
    this.now = options.now ?? (() => performance.now());
    this.halfLifeMs = options.usageHalfLifeMs ?? 60_000;
    this.grainMs = options.usageGrainMs ?? 1000;
  }

  /** Slots running work now. */
  get busy(): number {
    return this.size - this.free.length;
  }

  /**
   * Runs `work` on a slot of `owner`'s. `handOver`: the job asks for more work as soon as this is
   * done (a compile, then its tests), so the slot waits for it until the event loop's next turn
   * and goes to it then, kept as if the job had just got it (see `keepMs`); without `keepMs`, or
   * if the job asks for nothing by then, the slot goes by turns.
   */
  async use<T>(work: (slot: number) => Promise<T>, owner: SlotOwner = ownerOfItsOwn(), options: { handOver?: boolean } = {}): Promise<T> {
    const slot = await this.acquire(owner);
    try {
      return await work(slot);
    } finally {
      this.release(slot, owner, options.handOver ?? false);
    }
  }

  private acquire(owner: SlotOwner): Promise<number> {
    return new Promise((grant) => {
      shareOf(this.users, owner.user).pending++;
      shareOf(this.jobs, owner.job).pending++;
      this.waiting.push({ owner, grant });
      this.dispatch();
    });
  }

  private release(slot: number, owner: SlotOwner, handOver: boolean): void {
    this.addUsage(owner.user, this.now() - this.grantedAt[slot]!);
    giveBack(this.users, owner.user);
    giveBack(this.jobs, owner.job);
    const holder = this.holders[slot];
    const kept = holder?.job === owner.job && this.now() - holder.since < this.keepMs ? this.nextOfJob(owner) : -1;
    if (kept >= 0) this.serve(kept, slot);
    // The caller asks for the job's next work once its own continuations have run.
    else if (handOver && this.keepMs > 0) setImmediate(() => this.handOver(slot, owner));
    else this.letGo(slot);
  }

  /** The slot `owner`'s job gave back with `handOver`: to its next work, kept from now, if it asked for any. */
  private handOver(slot: number, owner: SlotOwner): void {
    const next = this.nextOfJob(owner);
    if (next < 0) {
      this.letGo(slot);
      return;
    }
    this.holders[slot] = { job: owner.job, since: this.now() };
    this.serve(next, slot);
  }

  private letGo(slot: number): void {
    this.holders[slot] = undefined;
    this.free.push(slot);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.free.length > 0 && this.waiting.length > 0) {
      const waiter = this.nextWaiter();
      const slot = this.free.shift()!;
      this.holders[slot] = { job: this.waiting[waiter]!.owner.job, since: this.now() };
      this.serve(waiter, slot);
    }
  }

  private serve(index: number, slot: number): void {
    const [{ owner, grant }] = this.waiting.splice(index, 1) as [Waiter];
    this.served++;
    this.grantedAt[slot] = this.now();
    for (const share of [shareOf(this.users, owner.user), shareOf(this.jobs, owner.job)]) {
      share.pending--;
      share.held++;
      share.lastServed = this.served;
    }
    grant(slot);
  }

  /** The first waiter of `owner`'s job, which may keep the slot the job gives back, or -1 (background work keeps none while a learner's work waits). */
  private nextOfJob(owner: SlotOwner): number {
    const background = owner.priority === 'background';
    if (background && this.waiting.some((waiter) => waiter.owner.priority !== 'background')) return -1;
    return this.waiting.findIndex((waiter) => waiter.owner.job === owner.job);
  }

  /** `user`'s slot time used, decayed to now (ms). */
  private usageOf(user: string): number {
    const used = this.usage.get(user);
    return used ? used.ms * 2 ** (-(this.now() - used.at) / this.halfLifeMs) : 0;
  }

  private addUsage(user: string, ms: number): void {
    const now = this.now();
    this.usage.set(user, { ms: this.usageOf(user) + Math.max(0, ms), at: now });
    // Users who have not used a slot for a while: forgotten, so the map stays as small as the recent users.
    if (this.usage.size > 1000) {
      for (const [key] of this.usage) if (this.usageOf(key) < 1) this.usage.delete(key);
    }
  }

  /** The waiter to serve: a learner's before background work, then fewest slots held by its user, then least slot time used lately (by the grain), then served longest ago, then by its job the same, then arrival. */
  private nextWaiter(): number {
    let best = 0;
    for (let i = 1; i < this.waiting.length; i++) {
      if (this.before(this.waiting[i]!.owner, this.waiting[best]!.owner)) best = i;
    }
    return best;
  }

  private before(a: SlotOwner, b: SlotOwner): boolean {
    const background = (o: SlotOwner) => o.priority === 'background';
    if (background(a) !== background(b)) return !background(a);
    const rank = (o: SlotOwner) => {
      const user = shareOf(this.users, o.user);
      const job = shareOf(this.jobs, o.job);
      return [user.held, Math.floor(this.usageOf(o.user) / this.grainMs), user.lastServed, job.held, job.lastServed];
    };
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! < rb[i]!;
    return false;
  }
}

function shareOf(shares: Map<string, Share>, key: string): Share {
  let share = shares.get(key);
  if (!share) shares.set(key, (share = { held: 0, pending: 0, lastServed: 0 }));
  return share;
}

/** A slot comes back; a share with nothing held or waiting is forgotten. */
function giveBack(shares: Map<string, Share>, key: string): void {
  const share = shares.get(key);
  if (!share) return;
  share.held--;
  if (share.held <= 0 && share.pending <= 0) shares.delete(key);
}
