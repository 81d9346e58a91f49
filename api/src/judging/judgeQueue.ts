/**
 * A fair queue in front of the judge: at most `concurrency` jobs run at once, and waiting
 * jobs are served round-robin across users, so one user's burst cannot starve the others.
 * When it is full it refuses at once, saying how many are waiting, rather than letting the
 * caller time out.
 */
import { nextOwner } from '@forge/events';

export interface QueueLimits {
  readonly concurrency: number;
  /** Jobs one user may have waiting or running. */
  readonly perUser: number;
  /** Jobs waiting in all. */
  readonly capacity: number;
}

/** `1 job`, `2 jobs`. */
const jobs = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;

export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
  constructor(
    message: string,
    readonly position: number,
    readonly reason: 'user' | 'capacity',
  ) {
    super(message);
  }

  /** The user has as many jobs waiting or running as one user may. */
  static forUser(mine: number, position: number): QueueFullError {
    return new QueueFullError(`You already have ${jobs(mine)} being judged; wait for one to finish`, position, 'user');
  }

  /** The judge's queue is full. */
  static busy(waiting: number, position: number): QueueFullError {
    return new QueueFullError(
      `The judge is busy: ${jobs(waiting)} ${waiting === 1 ? 'is' : 'are'} waiting. Please try again shortly`,
      position,
      'capacity',
    );
  }
}

interface Job {
  readonly userId: string;
  readonly run: () => Promise<void>;
  readonly onPosition: (position: number) => void;
  /** The position last announced, so an unchanged place is not announced again. */
  announced?: number;
}

export class JudgeQueue {
  private readonly waiting = new Map<string, Job[]>();
  private readonly perUser = new Map<string, number>();
  /** When each user last had a job started (a counter); users never served go first. */
  private readonly lastServed = new Map<string, number>();
  private served = 0;
  private running = 0;
  private waitingCount = 0;

  constructor(private readonly limits: QueueLimits) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  /** Throws the QueueFullError that `submit` would throw now, without queueing anything. */
  assertRoom(userId: string): void {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser) {
      throw QueueFullError.forUser(mine, this.positionAfter(userId));
    }
    if (this.waitingCount >= this.limits.capacity && this.running >= this.limits.concurrency) {
      throw QueueFullError.busy(this.waitingCount, this.waitingCount + 1);
    }
  }

  /**
   * Runs `task` when its turn comes and resolves with its result. `onPosition` hears the
   * job's place in line (1 = next) whenever it changes, and 0 when it starts.
   */
  submit<T>(userId: string, task: () => Promise<T>, onPosition: (position: number) => void = () => undefined): Promise<T> {
    this.assertRoom(userId);
    this.perUser.set(userId, (this.perUser.get(userId) ?? 0) + 1);
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        userId,
        onPosition,
        run: () => task().then(resolve, reject),
      };
      const list = this.waiting.get(userId) ?? [];
      list.push(job);
      this.waiting.set(userId, list);
      this.waitingCount++;
      this.pump();
      this.announcePositions();
    });
  }

  /** The order waiting jobs will start in, by playing the turns forward. */
  private order(): Job[] {
    const waiting = new Map([...this.waiting].map(([u, l]) => [u, [...l]]));
    const lastServed = new Map(this.lastServed);
    const order: Job[] = [];
    for (
      let turn = this.served + 1, user = nextOwner(waiting, lastServed);
      user !== undefined;
      turn++, user = nextOwner(waiting, lastServed)
    ) {
      order.push(waiting.get(user)!.shift()!);
      lastServed.set(user, turn);
    }
    return order;
  }

  private positionAfter(userId: string): number {
    return this.order().filter((j) => j.userId !== userId).length + 1;
  }

  private pump(): void {
    for (
      let user = nextOwner(this.waiting, this.lastServed);
      user !== undefined && this.running < this.limits.concurrency;
      user = nextOwner(this.waiting, this.lastServed)
    ) {
      const list = this.waiting.get(user)!;
      const job = list.shift()!;
      if (list.length === 0) this.waiting.delete(user);
      this.lastServed.set(user, ++this.served);
      this.waitingCount--;
      this.running++;
      job.announced = 0;
      job.onPosition(0);
      void job.run().finally(() => {
        this.running--;
        const left = (this.perUser.get(job.userId) ?? 1) - 1;
        if (left === 0) this.perUser.delete(job.userId);
        else this.perUser.set(job.userId, left);
        // Turns only matter among users who are waiting or running; an idle queue forgets them.
        if (this.running === 0 && this.waitingCount === 0) this.lastServed.clear();
        this.pump();
        this.announcePositions();
      });
    }
  }

  private announcePositions(): void {
    this.order().forEach((job, i) => {
      if (job.announced === i + 1) return;
      job.announced = i + 1;
      job.onPosition(i + 1);
    });
  }
}
