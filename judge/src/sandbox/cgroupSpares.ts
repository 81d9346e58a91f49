import type { CgroupLimits, Cgroups, RunCgroup } from './cgroup';

/** A run's cgroup made (its directories) but not yet given limits. */
export interface PreparedCgroup {
  configure(limits: CgroupLimits): Promise<RunCgroup>;
  /** Removes it unused. */
  discard(): Promise<void>;
}

/** Spare cgroups kept made ahead: one per slot the machine is likely to have busy at once. */
const spareCount = 4;

/**
 * `create` and `take` over a driver's `prepare`. Making a cgroup (a directory per controller on
 * v1) costs about a millisecond, more on a busy host: `take` gives a run one made while the
 * previous runs ran, and starts making the next. A spare is a fresh, empty cgroup like any other
 * (it never held a process), so a run's counters start at zero. The first `take` starts the spares.
 */
export function withSpares(
  prepare: (name: string) => Promise<PreparedCgroup>,
  closeBase: () => Promise<void>,
): Pick<Cgroups, 'create' | 'take' | 'close'> {
  const spares: Promise<PreparedCgroup>[] = [];
  let made = 0;
  let closed = false;
  const makeSpare = () => {
    const spare = prepare(`run-${++made}`);
    spare.catch(() => undefined); // Taken later, or discarded at close: its error surfaces there.
    spares.push(spare);
  };
  return {
    create: async (name, limits) => (await prepare(name)).configure(limits),
    take: async (limits) => {
      if (closed) throw new Error('the cgroups are closed');
      while (spares.length < spareCount) makeSpare();
      const spare = spares.shift()!;
      makeSpare();
      // A spare that failed to be made: one made now says why, if it fails too.
      const prepared = await spare.catch(() => prepare(`run-${++made}`));
      try {
        return await prepared.configure(limits);
      } catch (error) {
        await prepared.discard().catch(() => undefined);
        throw error;
      }
    },
    close: async () => {
      closed = true;
      for (const spare of spares.splice(0)) await (await spare.catch(() => null))?.discard().catch(() => undefined);
      await closeBase();
    },
  };
}
