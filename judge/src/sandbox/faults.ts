/** What bwrap says when the kernel refuses it a namespace for a while (an exhausted limit). */
export const injectedStartFailure = 'bwrap: Creating new namespace failed: Resource temporarily unavailable (injected)';

/**
 * Sandbox starts that fail on demand, for tests: while a fault is on, every sandbox the judge
 * starts (its probe, a compile, a case) fails before it spawns, with the message bwrap gives on a
 * host out of namespaces or processes. Given to `createJudge({ faults })`; nothing else turns it on.
 */
export class SandboxFaults {
  private until = 0;
  private message = injectedStartFailure;

  /** Every sandbox start fails for the next `ms`. */
  failFor(ms: number, message = injectedStartFailure): void {
    this.until = Date.now() + ms;
    this.message = message;
  }

  /** Sandboxes start again from now on. */
  heal(): void {
    this.until = 0;
  }

  /** Why a sandbox starting now fails, or null. */
  current(): string | null {
    return Date.now() < this.until ? this.message : null;
  }
}
