import type { SandboxJob } from './command';
import { prepareSandbox, type ReadySandbox, type SandboxHost, type SandboxOutcome } from './sandbox';

/** A series of runs of one program with the same limits (one judge call's cases), on the slots it is given. */
export interface SandboxSeries {
  /** Runs `job` on `slot`; `more`: another case of the series may follow there, so start its sandbox now. */
  run(slot: number, job: SandboxJob, more: boolean): Promise<SandboxOutcome>;
  /** Discards what the series still has waiting and resolves once all of its sandboxes are gone. */
  end(): Promise<void>;
}

/**
 * Sandboxes started ahead, one per slot at most: while a case runs, the sandbox for the slot's
 * next case starts beside it (bwrap's namespaces and mounts, the cgroup, the chain up to the
 * sandbox's pid 1), so the next case only lets it go. Each sandbox is fresh and runs one program
 * once; nothing is reused, so a run is as isolated as one started for it alone. A slot's sandbox
 * waiting for another series is discarded when this one needs the slot's place.
 */
export function readySandboxes(host: SandboxHost): { series(): SandboxSeries } {
  const ahead = new Map<number, { series: object; sandbox: ReadySandbox }>();
  return {
    series() {
      const self = {};
      const made: ReadySandbox[] = [];
      const start = (job: Omit<SandboxJob, 'stdin'>) => {
        const sandbox = prepareSandbox(host, job);
        made.push(sandbox);
        return sandbox;
      };
      const startAhead = (slot: number, job: Omit<SandboxJob, 'stdin'>) => {
        ahead.get(slot)?.sandbox.discard();
        ahead.set(slot, { series: self, sandbox: start(job) });
      };
      return {
        async run(slot, job, more) {
          const held = ahead.get(slot);
          let sandbox: ReadySandbox;
          if (held?.series === self) {
            ahead.delete(slot);
            sandbox = held.sandbox;
          } else sandbox = start(job);
          let outcome = await sandbox.go(job.stdin, () => more && startAhead(slot, job));
          // One that died while it waited (never the program's doing: it had not run): a new one.
          if (held?.series === self && !outcome.started && outcome.failure) outcome = await start(job).go(job.stdin);
          return outcome;
        },
        async end() {
          for (const [slot, held] of ahead) {
            if (held.series !== self) continue;
            ahead.delete(slot);
            held.sandbox.discard();
          }
          await Promise.all(made.map((sandbox) => sandbox.gone));
        },
      };
    },
  };
}
