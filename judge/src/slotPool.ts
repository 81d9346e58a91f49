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
 */
/** What one user, or one job, has of the pool: slots held, requests waiting, when last served. */
interface Share {
  held: number;
  pending: number;
  lastServed: number;
}

export class SlotPool {
  private readonly free: number[];
  private readonly waiting: Waiter[] = [];
  /** Only users and jobs with a slot held or a request waiting have a share: the maps stay as small as the work in hand. */
  private readonly users = new Map<string, Share>();
  private readonly jobs = new Map<string, Share>();
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
      shareOf(this.users, owner.user).pending++;
      shareOf(this.jobs, owner.job).pending++;
      this.waiting.push({ owner, grant });
      this.dispatch();
    });
  }

  private release(slot: number, owner: SlotOwner): void {
    giveBack(this.users, owner.user);
    giveBack(this.jobs, owner.job);
    this.free.push(slot);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.free.length > 0 && this.waiting.length > 0) {
      const [waiter] = this.waiting.splice(this.nextWaiter(), 1);
      const { owner, grant } = waiter!;
      this.served++;
      for (const share of [shareOf(this.users, owner.user), shareOf(this.jobs, owner.job)]) {
        share.pending--;
        share.held++;
        share.lastServed = this.served;
      }
      grant(this.free.shift()!);
    }
  }

  /** The waiter to serve: a learner's before background work, then fewest slots held by its user, then by its job, then served longest ago, then arrival. */
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
      return [user.held, user.lastServed, job.held, job.lastServed];
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
