import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { claimUidBlock, uidsPerBlock } from './uidBlock';

/** Far from the blocks real judges use (from 60000), as a takeover ends what runs under its uids. */
const first = 3_000_000;

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-uids-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('uid blocks', () => {
  test('two judges of one process get different blocks, and a released block is reused', async () => {
    const first = await claimUidBlock(dir);
    const second = await claimUidBlock(dir);
    expect(second.base - first.base).toBe(uidsPerBlock);
    await first.release();
    expect((await claimUidBlock(dir)).base).toBe(first.base);
  });

  test('a block claimed by a dead process is taken over, one held by a live process is not', async () => {
    await fs.writeFile(path.join(dir, `uids-${first}`), '999999999');
    await fs.writeFile(path.join(dir, `uids-${first + uidsPerBlock}`), '1');
    const block = await claimUidBlock(dir, first);
    expect(block.base).toBe(first);
    expect((await claimUidBlock(dir, first)).base).toBe(first + 2 * uidsPerBlock);
  });

  test("judges (separate processes) taking over one dead judge's block at the same instant: one gets it, the others move on", async () => {
    await fs.writeFile(path.join(dir, `uids-${first}`), '999999999');
    // Built by tsc -b, as the judge runs it. Each judge prints its block and holds it until its stdin ends.
    const built = path.join(__dirname, '..', '..', 'dist', 'sandbox', 'uidBlock.js');
    const script = `require(${JSON.stringify(built)}).claimUidBlock(${JSON.stringify(dir)}, ${first}).then((b) => { console.log(b.base); process.stdin.resume(); })`;
    const judges = Array.from({ length: 6 }, () => spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }));
    try {
      const bases = await Promise.all(
        judges.map(async (judge) => {
          let out = '';
          for await (const chunk of judge.stdout) {
            out += String(chunk);
            if (out.endsWith('\n')) return Number(out);
          }
          throw new Error('a judge ended without a block');
        }),
      );
      expect(new Set(bases).size).toBe(bases.length);
      expect(bases).toContain(first);
      // Nothing is left of the takeover but the claims.
      expect((await fs.readdir(dir)).filter((name) => !/^uids-\d+$/.test(name))).toEqual([]);
    } finally {
      for (const judge of judges) judge.stdin.end();
      await Promise.all(judges.filter((judge) => judge.exitCode === null).map((judge) => once(judge, 'exit')));
    }
  });

  test('a takeover lock left by a judge that died holding it does not keep the block forever', async () => {
    await fs.writeFile(path.join(dir, `uids-${first}`), '999999999');
    await fs.writeFile(path.join(dir, `uids-${first}.takeover`), '999999998');
    // The first claim finds the dead lock, removes it and moves on; the next takes the block.
    expect((await claimUidBlock(dir, first)).base).toBe(first + uidsPerBlock);
    expect((await claimUidBlock(dir, first)).base).toBe(first);
  });

  test("a dead judge's block is taken over only once what still runs under its uids is gone", async () => {
    await fs.writeFile(path.join(dir, `uids-${first}`), '999999999');
    // Left by the dead judge: a process under one of the block's uids, and one just past the block.
    const leftover = spawn('sleep', ['300'], { uid: first + 5, gid: first + 5, stdio: 'ignore' });
    const neighbour = spawn('sleep', ['300'], { uid: first + uidsPerBlock, gid: first + uidsPerBlock, stdio: 'ignore' });
    const leftoverExit = once(leftover, 'exit');
    try {
      await Promise.all([once(leftover, 'spawn'), once(neighbour, 'spawn')]);
      const block = await claimUidBlock(dir, first);
      expect(block.base).toBe(first);
      expect(leftover.exitCode ?? leftover.signalCode).toBe('SIGKILL');
      await leftoverExit;
      expect(neighbour.exitCode).toBeNull();
      expect(neighbour.signalCode).toBeNull();
    } finally {
      leftover.kill('SIGKILL');
      neighbour.kill('SIGKILL');
    }
  });
});
