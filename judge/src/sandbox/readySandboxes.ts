import type { SandboxJob } from './command';
import { prepareSandbox, startSeries, type ReadySandbox, type SandboxHost, type SandboxOutcome, type SeriesSandbox } from './sandbox';

/** A series of runs of one program with the same limits (one judge call's cases), on the slots it is given. */
export interface SandboxSeries {
  /** Runs `job` on `slot`; `more`: another case of the series may follow there (sandboxes started ahead start its now). */
  run(slot: number, job: SandboxJob, more: boolean): Promise<SandboxOutcome>;
  /** Discards what the series still has waiting and resolves once all of its sandboxes are gone. */
  end(): Promise<void>;
}

/**
 * The sandboxes of a judge call's cases. With the run helper (and a directory for the cases'
 * files), one sandbox per slot runs the call's cases on that slot one after another (see
 * `seriesSandboxes`). Without it, each case gets a sandbox of its own, started ahead: while a case
 * runs, the sandbox for the slot's next case starts beside it (bwrap's namespaces and mounts, the
 * cgroup, the chain up to the sandbox's pid 1), so the next case only lets it go. Either way a
 * slot's sandbox waiting for another series is discarded when this one needs the slot's place.
 */
export function readySandboxes(host: SandboxHost, caseDir?: string): { series(): SandboxSeries } {
  if (host.runHelper && caseDir) return seriesSandboxes(host, caseDir);
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

/**
 * One sandbox per slot for a series, which runs the series' cases on that slot one after another
 * (see `startSeries`): a case costs the program's start, not a sandbox's. A slot's sandbox of
 * another series is ended when this one needs the slot, so a slot's uid has one at a time.
 */
function seriesSandboxes(host: SandboxHost, caseDir: string): { series(): SandboxSeries } {
  const bySlot = new Map<number, { series: object; sandbox: SeriesSandbox }>();
  return {
    series() {
      const self = {};
      const made: SeriesSandbox[] = [];
      const fresh = (slot: number, job: Omit<SandboxJob, 'stdin'>) => {
        bySlot.get(slot)?.sandbox.discard();
        const sandbox = startSeries(host, job, caseDir);
        made.push(sandbox);
        bySlot.set(slot, { series: self, sandbox });
        return sandbox;
      };
      return {
        async run(slot, job) {
          const held = bySlot.get(slot);
          const reused = held?.series === self && held.sandbox.open;
          const outcome = await (reused ? held.sandbox : fresh(slot, job)).go(job.stdin);
          // One that ended between two cases (never the program's doing: this one had not run): a new one.
          if (reused && !outcome.started && outcome.failure) return fresh(slot, job).go(job.stdin);
          return outcome;
        },
        async end() {
          for (const [slot, held] of bySlot) {
            if (held.series !== self) continue;
            bySlot.delete(slot);
          }
          for (const sandbox of made) sandbox.discard();
          await Promise.all(made.map((sandbox) => sandbox.gone));
        },
      };
    },
  };
}
