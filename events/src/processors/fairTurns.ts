/**
 * Whose turn it is among owners with work waiting: the one served longest ago, owners never served
 * first, and among equals the one whose work arrived first. Each owner's work goes oldest first.
 * Turns matter only while someone waits or runs: an idle owner's turn is forgotten.
 */
export class FairTurns<T> {
  private readonly waiting = new Map<string, T[]>();
  private readonly lastServed = new Map<string, number>();
  private served = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(owner: string, item: T): void {
    const list = this.waiting.get(owner);
    if (list) list.push(item);
    else this.waiting.set(owner, [item]);
    this.count++;
  }

  /** The next item by turns, or undefined when none waits. */
  take(): { readonly owner: string; readonly item: T } | undefined {
    const owner = nextOwner(this.waiting, this.lastServed);
    if (owner === undefined) return undefined;
    const list = this.waiting.get(owner)!;
    const item = list.shift()!;
    if (list.length === 0) this.waiting.delete(owner);
    this.lastServed.set(owner, ++this.served);
    this.count--;
    return { owner, item };
  }

  /** Called when nothing waits or runs any more. */
  forgetTurns(): void {
    this.lastServed.clear();
  }
}

/** The owner whose turn it is: the one served longest ago, never-served first, then by arrival. */
export function nextOwner(waiting: ReadonlyMap<string, readonly unknown[]>, lastServed: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  for (const [owner, list] of waiting) {
    if (list.length === 0) continue;
    if (best === undefined || (lastServed.get(owner) ?? -1) < (lastServed.get(best) ?? -1)) best = owner;
  }
  return best;
}
