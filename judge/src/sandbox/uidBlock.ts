import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Uids a judge may give its slots: one block per judge running on the machine. */
export const uidsPerBlock = 128;
const firstUid = 60000;
const blocks = 1000;

export interface UidBlock {
  readonly base: number;
  release(): Promise<void>;
}

/**
 * Claims a block of uids no other live judge on this machine uses, so that judges (test
 * workers, a benchmark beside a server) never share a uid: the per-uid process limit would
 * otherwise count one judge's runs against another's. A claim is a file holding the owner's
 * pid; a claim whose owner is dead is taken over (two judges taking over the same dead
 * claim in the same instant could both win; crashes are rare enough to accept that).
 */
export async function claimUidBlock(dir = '/run/forge-judge'): Promise<UidBlock> {
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
