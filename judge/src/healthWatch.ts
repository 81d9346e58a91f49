import { HostFaultError } from './api';

/** The part of the judge's health the watch keeps: whether it takes work, and why not. */
export interface WatchedHealth {
  ok: boolean;
  reason?: string;
}

export interface HealthWatchOptions {
  /** Null once the host can judge again (a trivial sandbox starts, the cache dir takes a file); else why not, as `health.reason` says it. */
  readonly check: () => Promise<string | null>;
  /** `reason` while healthy (a degraded judge says so there), or undefined. */
  readonly healthyReason?: string;
  readonly log: (line: string) => void;
  /** Checks in a row that must pass before the judge takes work again (a host under pressure passes one now and then). Default 2. */
  readonly passes?: number;
  /** The wait between checks grows from this... Default 200 ms. */
  readonly minDelayMs?: number;
  /** ...to this, doubling. Default 3 s. */
  readonly maxDelayMs?: number;
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

/** Why a signal aborted, as an Error (what a wait that it ends rejects with). */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error(typeof reason === 'string' ? reason : 'aborted');
}

/** How often a check that keeps failing is logged again. */
const repeatLogMs = 30_000;

/**
 * Keeps a judge's health: a host fault (`fault`) makes it unhealthy at once, with the reason, and
 * starts checking in the background, with backoff, until `passes` checks in a row pass; then it is
 * healthy again and whoever waits in `untilHealthy` goes on. Without `check` (a host with no sandbox
 * at all) it never checks, and stays as it is.
 */
export class HealthWatch {
  private readonly waiters = new Set<Waiter>();
  private checking: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly health: WatchedHealth,
    private readonly options: HealthWatchOptions | null,
  ) {}

  /** A host fault: unhealthy from now until the checks pass again. */
  fault(reason: string): void {
    if (this.closed) return;
    if (this.health.ok) {
      this.health.ok = false;
      this.health.reason = reason;
      this.options?.log(`!!! unhealthy: ${reason}. Taking no work until a sandbox starts again; checking by itself`);
    }
    this.startChecking();
  }

  /** Starts checking (for a judge unhealthy from its start), if it can. */
  startChecking(): void {
    if (this.closed || !this.options || this.checking) return;
    const checking = this.checkUntilHealthy().finally(() => {
      if (this.checking === checking) this.checking = null;
    });
    this.checking = checking;
  }

  untilHealthy(signal?: AbortSignal): Promise<void> {
    if (this.health.ok) return Promise.resolve();
    if (this.closed) return Promise.reject(new HostFaultError('the judge is closed'));
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        this.waiters.delete(waiter);
        if (signal) reject(abortReason(signal));
      };
      const waiter: Waiter = {
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      this.waiters.add(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Stops checking; whoever waits is told the judge is closed. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    for (const waiter of this.waiters) waiter.reject(new HostFaultError('the judge is closed'));
    this.waiters.clear();
    await this.checking;
  }

  private async checkUntilHealthy(): Promise<void> {
    const options = this.options!;
    const passes = options.passes ?? 2;
    const minDelayMs = options.minDelayMs ?? 200;
    const maxDelayMs = options.maxDelayMs ?? 3000;
    const since = Date.now();
    let delay = 0;
    let passed = 0;
    let loggedAt = Date.now();
    let lastFailure = '';
    while (!this.isClosed()) {
      await this.sleep(delay);
      if (this.isClosed()) return;
      let failure: string | null;
      try {
        failure = await options.check();
      } catch (error) {
        failure = `the check failed: ${(error as Error).message}`;
      }
      if (this.isClosed()) return;
      if (failure === null) {
        passed++;
        if (passed >= passes) break;
        delay = minDelayMs;
        continue;
      }
      passed = 0;
      this.health.reason = failure;
      if (failure !== lastFailure || Date.now() - loggedAt > repeatLogMs) {
        options.log(`still taking no work (${Math.round((Date.now() - since) / 1000)} s): ${failure}`);
        loggedAt = Date.now();
        lastFailure = failure;
      }
      delay = Math.min(maxDelayMs, Math.max(minDelayMs, delay * 2));
    }
    if (this.isClosed()) return;
    this.health.ok = true;
    if (options.healthyReason === undefined) delete this.health.reason;
    else this.health.reason = options.healthyReason;
    options.log(`healthy again (after ${((Date.now() - since) / 1000).toFixed(1)} s): a sandbox starts; taking work again`);
    for (const waiter of this.waiters) waiter.resolve();
    this.waiters.clear();
  }

  /** Read through a call: `close` sets it while the checks await. */
  private isClosed(): boolean {
    return this.closed;
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = resolve;
      this.timer = setTimeout(resolve, ms);
    });
  }
}
