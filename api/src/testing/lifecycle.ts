/**
 * The `let x; beforeAll(start); afterAll(stop)` of test files, once. Mind the order: jest runs the
 * after-hooks of one block in the order they were declared, so what is declared first stops first;
 * where one thing must outlive another that uses it, start both in one hook (`useTestPlatform`'s
 * `env` function can start the fake the platform calls).
 */
export interface LifecycleOptions {
  /** Around every test (beforeEach/afterEach) instead of once around the enclosing block's tests. */
  readonly perTest?: boolean;
  /** The start hook's timeout, when it needs longer than the file's. */
  readonly timeout?: number;
}

/** Something a test starts and must stop: a platform, a loopback fake, a server. */
export type Stoppable = { close(): Promise<void> } | { stop(): Promise<void> };

const stopIt = (running: Stoppable) => ('close' in running ? running.close() : running.stop());

export const thereOnlyInTests = (): never => {
  throw new Error(
    'not there: what useStarted, useTestPlatform and useProblem make is there only to tests, and to hooks declared after them',
  );
};

/** Hooks that start with `start` and stop what it started; `running()` is what runs between the two. */
export function lifecycle<T extends Stoppable>(start: () => Promise<T>, options: LifecycleOptions) {
  let running: T | undefined;
  const [before, after] = options.perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    running = await start();
  }, options.timeout);
  after(async () => {
    const stopping = running;
    running = undefined;
    if (stopping) await stopIt(stopping);
  });
  return {
    running: () => running ?? thereOnlyInTests(),
    /** Puts another in its place (or none, once it is stopped by hand). */
    replace: (next: T | undefined) => {
      running = next;
    },
  };
}

/**
 * Starts what `start` makes (a loopback fake, a server) before the enclosing describe block's tests
 * (the file's, at the top level) and stops it after them; `perTest`, around each test. Returns the
 * running one.
 */
export function useStarted<T extends Stoppable>(start: () => Promise<T>, options: LifecycleOptions = {}): () => T {
  return lifecycle(start, options).running;
}
