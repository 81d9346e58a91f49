/** Reads counted as a wrapped store answers them; `holdNextRead` makes the next one wait, once it has read, until released. */
export interface CountedReads {
  readonly reads: number;
  /** Returns the release of the hold. */
  holdNextRead(): () => void;
  /** Counts a read that gave `value`, and hands it on once any hold on it is released. */
  read<T>(value: T): Promise<T>;
}

export function countedReads(): CountedReads {
  let gate: Promise<void> | undefined;
  const counter = {
    reads: 0,
    holdNextRead() {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    async read<T>(value: T): Promise<T> {
      counter.reads++;
      const wait = gate;
      gate = undefined;
      if (wait) await wait;
      return value;
    },
  };
  return counter;
}
