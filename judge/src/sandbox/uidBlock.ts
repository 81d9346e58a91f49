import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Uids a judge may give its slots: one block per judge running on the machine. */
export const uidsPerBlock = 128;
const defaultFirstUid = 60000;
const blocks = 1000;
/** How long a taken-over block's leftover processes get to be gone. */
const sweepDeadlineMs = 5000;

export interface UidBlock {
  readonly base: number;
  release(): Promise<void>;
}

/**
 * Claims a block of uids no other live judge on this machine uses, so that judges (test
 * workers, a benchmark beside a server) never share a uid: the per-uid process limit would
 * otherwise count one judge's runs against another's. A claim is a file holding the owner's
 * pid; a claim whose owner is dead is taken over (two judges taking over the same dead
 * claim in the same instant could both win; crashes are rare enough to accept that). A dead
 * judge's sandboxes die with it, but not at once: whatever still runs under the block's uids is
 * ended before the block is taken over, as it would count against every new run's per-uid process
 * limit and could make its fork fail. `firstUid` moves the blocks (tests, away from real judges).
 */
export async function claimUidBlock(dir = '/run/forge-judge', firstUid = defaultFirstUid): Promise<UidBlock> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  for (let block = 0; block < blocks; block++) {
    const base = firstUid + block * uidsPerBlock;
    const claim = path.join(dir, `uids-${base}`);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await fs.writeFile(claim, String(process.pid), { flag: 'wx', mode: 0o600 });
        let released = false;
        return {
          base,
          release: async () => {
            if (released) return;
            released = true;
            await fs.rm(claim, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = Number(await fs.readFile(claim, 'utf8').catch(() => ''));
        // Another judge in this process, or a live process, keeps its block.
        if (owner === process.pid || isAlive(owner)) break;
        await endProcessesOf(base, uidsPerBlock);
        await fs.rm(claim, { force: true });
      }
    }
  }
  throw new Error(`all ${blocks} uid blocks in ${dir} are claimed`);
}

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Kills every process whose real uid is in [first, first + count) and waits, up to
 * sweepDeadlineMs, until none is left; returns how many it found. Needs root (the judge is).
 */
export async function endProcessesOf(first: number, count: number): Promise<number> {
  const found = new Set<number>();
  const deadline = Date.now() + sweepDeadlineMs;
  for (;;) {
    const left = await processesOf(first, count);
    if (left.length === 0 || Date.now() > deadline) return found.size;
    for (const pid of left) {
      found.add(pid);
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Pids whose real uid is in [first, first + count), from /proc. */
async function processesOf(first: number, count: number): Promise<number[]> {
  const pids = (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const owned = await Promise.all(
    pids.map(async (pid) => {
      const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1] ?? -1);
      return uid >= first && uid < first + count ? Number(pid) : null;
    }),
  );
  return owned.filter((pid) => pid !== null);
}
