import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { claimUidBlock, uidsPerBlock } from './uidBlock';

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
    await fs.writeFile(path.join(dir, 'uids-60000'), '999999999');
    await fs.writeFile(path.join(dir, `uids-${60000 + uidsPerBlock}`), '1');
    const block = await claimUidBlock(dir);
    expect(block.base).toBe(60000);
    expect((await claimUidBlock(dir)).base).toBe(60000 + 2 * uidsPerBlock);
  });
});
