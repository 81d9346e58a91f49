/**
 * A fixed set of numbered slots, handed out first come, first served to every judge() call
 * at once. A slot is a core's worth of work and owns a uid, so runs never share one.
 */
export class SlotPool {
  private readonly free: number[];
  private readonly waiting: Array<(slot: number) => void> = [];

  constructor(readonly size: number) {
    this.free = Array.from({ length: size }, (_, slot) => slot);
  }

  async use<T>(work: (slot: number) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await work(slot);
    } finally {
      this.release(slot);
    }
  }

  private acquire(): Promise<number> {
    const slot = this.free.shift();
    if (slot !== undefined) return Promise.resolve(slot);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: number): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }
}
