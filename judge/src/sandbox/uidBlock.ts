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
 * otherwise count one judge's runs against another's, and one judge's sweep would end another's
 * runs. A claim is a file holding the owner's pid; a claim whose owner is dead is taken over,
 * by one judge at a time (a takeover lock beside the claim; whoever finds the claim changed once
 * it holds the lock moves on). A dead judge's sandboxes die with it, but not at once: whatever
 * still runs under the block's uids is ended before the block is taken over, as it would count
 * against every new run's per-uid process limit and could make its fork fail. `firstUid` moves
 * the blocks (tests, away from real judges).
 */
export async function claimUidBlock(dir = '/run/forge-judge', firstUid = defaultFirstUid): Promise<UidBlock> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  for (let block = 0; block < blocks; block++) {
    const base = firstUid + block * uidsPerBlock;
    const claim = path.join(dir, `uids-${base}`);
    const claimed = (): UidBlock => {
      let released = false;
      return {
        base,
        release: async () => {
          if (released) return;
          released = true;
          await fs.rm(claim, { force: true });
        },
      };
    };
    try {
      await fs.writeFile(claim, String(process.pid), { flag: 'wx', mode: 0o600 });
      return claimed();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await ownerOf(claim);
    // Another judge in this process, or a live process, keeps its block.
    if (owner === process.pid || isAlive(owner)) continue;
    if (await takeOver(claim, owner, base)) return claimed();
  }
  throw new Error(`all ${blocks} uid blocks in ${dir} are claimed`);
}

async function ownerOf(file: string): Promise<number> {
  return Number(await fs.readFile(file, 'utf8').catch(() => ''));
}

/**
 * Takes `claim` over from its dead `owner` under a lock only one judge can hold: true when the
 * claim is this process's now, false when another judge took it (or holds the lock) first. A lock
 * left by a judge that died holding it is removed, and the block tried again by the next claim.
 */
async function takeOver(claim: string, owner: number, base: number): Promise<boolean> {
  const lock = `${claim}.takeover`;
  try {
    await fs.writeFile(lock, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (!isAlive(await ownerOf(lock))) await fs.rm(lock, { force: true });
    return false;
  }
  try {
    // Changed since it was read: another judge took the block over and may be running in it.
    if ((await ownerOf(claim)) !== owner) return false;
    await endProcessesOf(base, uidsPerBlock);
    const next = `${claim}.${process.pid}`;
    await fs.writeFile(next, String(process.pid), { mode: 0o600 });
    await fs.rename(next, claim);
    return true;
  } finally {
    await fs.rm(lock, { force: true });
  }
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
