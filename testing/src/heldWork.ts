/** Work that, once started, waits until the test releases it by name. */
export interface HeldWork<T> {
  /** The names of the items started, in the order they began. */
  readonly started: string[];
  /** Starts `item` and settles when it is released. */
  handle(item: T): Promise<void>;
  /** Waits (20 s at the most) until `count` items have started. */
  until(count: number): Promise<void>;
  release(name: string): void;
}

/** Held work over items named by `nameOf` (a submission's id, a stream entry's job). */
export function heldWork<T>(nameOf: (item: T) => string): HeldWork<T> {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  let onStart: () => void = () => undefined;
  return {
    started,
    handle: (item) =>
      new Promise<void>((resolve) => {
        const name = nameOf(item);
        started.push(name);
        releases.set(name, resolve);
        onStart();
      }),
    async until(count) {
      const deadline = Date.now() + 20_000;
      while (started.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${started.length} of ${count} started: ${started.join(' ')}`);
        await new Promise<void>((resolve) => {
          onStart = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    release: (name) => releases.get(name)!(),
  };
}
