import type { RecordedEvent, Subscription, SubscriptionFilter } from '../eventStore';
import { isActiveFilter, matchesFilter } from '../filter';
import { rowToEvent, type EventRow } from './database';

export const PAGE_SIZE = 500;

/**
 * A pull-based subscription to $all. It only ever reads "the next page after the last position it has
 * looked at" from the database, so catch-up and live are the same loop: there is no seam where a gap or a
 * duplicate could appear. Appends in this process wake it; a poll timer catches appends made by other
 * processes on the same file. Memory is bounded by one page.
 */
export class SqliteSubscription implements Subscription, AsyncIterableIterator<RecordedEvent> {
  private page: EventRow[] = [];
  private index = 0;
  private closed = false;
  /** Set by a wake while the reader is not waiting, so a wake between "page was empty" and "wait" is not lost. */
  private woken = false;
  private waiter: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly filter: SubscriptionFilter | undefined;
  /** Serialises next() calls made without awaiting the previous one. */
  private inFlight: Promise<void> | undefined;

  constructor(
    /** Exclusive: the last position already delivered (or skipped). */
    private last: bigint,
    filter: SubscriptionFilter | undefined,
    private readonly readPage: (after: bigint, limit: number) => EventRow[],
    private readonly pollIntervalMs: number,
    private readonly onEnd: (subscription: SqliteSubscription) => void,
  ) {
    this.filter = isActiveFilter(filter) ? filter : undefined;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<RecordedEvent> {
    return this;
  }

  /** Fast path: an event already in the page is handed out without touching the database or a timer. */
  next(): Promise<IteratorResult<RecordedEvent>> {
    if (!this.inFlight) {
      const event = this.takeFromPage();
      if (event) return Promise.resolve({ done: false, value: event });
      if (this.closed) return Promise.resolve({ done: true, value: undefined });
    }
    const result = (this.inFlight ?? Promise.resolve()).then(() => this.pull());
    const tracked: Promise<void> = result.then(
      () => this.release(tracked),
      () => this.release(tracked),
    );
    this.inFlight = tracked;
    return result;
  }

  private release(tracked: Promise<void>): void {
    if (this.inFlight === tracked) this.inFlight = undefined;
  }

  async return(): Promise<IteratorResult<RecordedEvent>> {
    await this.unsubscribe();
    return { done: true, value: undefined };
  }

  async unsubscribe(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.page = [];
    this.wake();
    this.onEnd(this);
  }

  /** Called by the store after a commit. */
  wake(): void {
    const waiter = this.waiter;
    if (waiter) {
      this.waiter = undefined;
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      waiter();
    } else {
      this.woken = true;
    }
  }

  private takeFromPage(): RecordedEvent | undefined {
    while (!this.closed && this.index < this.page.length) {
      const row = this.page[this.index++]!;
      this.last = row[0];
      if (!this.filter || matchesFilter(this.filter, row[1], row[4])) return rowToEvent(row);
    }
    return undefined;
  }

  private async pull(): Promise<IteratorResult<RecordedEvent>> {
    for (;;) {
      if (this.closed) return { done: true, value: undefined };
      const event = this.takeFromPage();
      if (event) return { done: false, value: event };
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- close() may run while the page is read
      if (this.closed) return { done: true, value: undefined };
      this.woken = false;
      this.page = this.readPage(this.last, PAGE_SIZE);
      this.index = 0;
      if (this.page.length > 0) continue;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an append's wake-up may land while the page is read
      if (this.woken) continue;
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        this.timer = setTimeout(() => this.wake(), this.pollIntervalMs);
      });
    }
  }
}
