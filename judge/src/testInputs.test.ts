import { createHash } from 'node:crypto';
import { promises as fs, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InputFiles } from './testInputs';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-inputs-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const big = (fill: string) => ({ input: fill.repeat(100 * 1024), expectedOutput: '' });

describe('the judge’s input files', () => {
  test('small inputs stay inline; large ones go to files only root can read, named by hash, removed on release when none are kept', async () => {
    const tests = [{ input: '1 2\n', expectedOutput: '3\n' }, big('a')];
    const inputs = new InputFiles(dir, 0);
    const { stdin, release } = inputs.acquire(tests);
    expect(await stdin[0]).toBe('1 2\n');
    const file = await stdin[1];
    if (typeof file !== 'object') throw new Error('a large input stayed inline');
    expect(await fs.readFile(file.file, 'utf8')).toBe(tests[1]!.input);
    expect((await fs.stat(file.file)).mode & 0o777).toBe(0o600);
    expect(path.basename(file.file)).toMatch(new RegExp(`^${process.pid}-\\d+-${sha256(tests[1]!.input)}$`));
    await release();
    await expect(fs.access(file.file)).rejects.toThrow();
  });

  test('each input is ready once its own file is written: the first case does not wait for the last file', async () => {
    const inputs = new InputFiles(dir, 0);
    const { stdin, release } = inputs.acquire([big('a'), big('b'), big('c')]);
    await stdin[0];
    // Written in test order, one after another: when the first is ready, the third is not begun
    // (it waits for the second, whose end this same tick of the event loop cannot have seen).
    expect(readdirSync(dir).length).toBeLessThanOrEqual(2);
    await Promise.all(stdin);
    expect(await fs.readdir(dir)).toHaveLength(3);
    await release();
    expect(await fs.readdir(dir)).toEqual([]);
  });

  test('judges of the same tests at once share the files; the last to release removes them', async () => {
    const inputs = new InputFiles(dir, 0);
    // Different case objects with the same input (a run and a submission of one problem) share it by hash.
    const first = inputs.acquire([big('x')]);
    const second = inputs.acquire([big('x')]);
    expect(await second.stdin[0]).toEqual(await first.stdin[0]);
    await first.release();
    expect(await fs.readdir(dir)).toHaveLength(1);
    await second.release();
    expect(await fs.readdir(dir)).toEqual([]);
  });

  test('keeps files no judge holds, up to its budget, for the next judge of the same inputs', async () => {
    const inputs = new InputFiles(dir, 250 * 1024);
    const first = inputs.acquire([big('a'), big('b')]);
    const [a, b] = (await Promise.all(first.stdin)) as { file: string }[];
    await first.release();
    // 200 kB kept; a third file of 100 kB puts the least recently used (a) out.
    expect((await fs.readdir(dir)).sort()).toEqual([path.basename(a!.file), path.basename(b!.file)].sort());
    const again = inputs.acquire([big('b')]);
    expect(await again.stdin[0]).toEqual(b);
    const c = inputs.acquire([big('c')]);
    await c.stdin[0];
    await c.release();
    await again.release();
    expect(await fs.readdir(dir)).not.toContain(path.basename(a!.file));
    expect(await fs.readdir(dir)).toHaveLength(2);
  });

  test('never hands out a kept file whose content no longer matches its hash: it is written anew', async () => {
    const inputs = new InputFiles(dir);
    const first = inputs.acquire([big('a')]);
    const { file } = (await first.stdin[0]) as { file: string };
    await first.release();
    await fs.writeFile(file, 'b'.repeat(100 * 1024));
    const second = inputs.acquire([big('a')]);
    expect(await second.stdin[0]).toEqual({ file });
    expect(await fs.readFile(file, 'utf8')).toBe(big('a').input);
    await second.release();
  });

  test('a kept file found right once its last change is settled is checked by a stat from then on, and a change after that still shows', async () => {
    // Settled at once here (a change up to a minute ahead of the clock counts as long ago), so no test waits for the clock.
    const inputs = new InputFiles(dir, undefined, -60_000);
    const use = async () => {
      const held = inputs.acquire([big('a')]);
      const { file } = (await held.stdin[0]) as { file: string };
      await held.release();
      return file;
    };
    const file = await use();
    const reads = jest.spyOn(fs, 'readFile');
    try {
      // The first reuse hashes the file and keeps its stamp; the next ones read nothing of it.
      await use();
      expect(reads.mock.calls.filter(([name]) => name === file)).toHaveLength(1);
      await use();
      await use();
      expect(reads.mock.calls.filter(([name]) => name === file)).toHaveLength(1);
      // Any write changes the inode's times: the file is hashed again, found wrong and written anew.
      await fs.writeFile(file, 'b'.repeat(100 * 1024));
      expect(await use()).toBe(file);
      expect(await fs.readFile(file, 'utf8')).toBe(big('a').input);
      expect(reads.mock.calls.filter(([name]) => name === file)).toHaveLength(3);
    } finally {
      reads.mockRestore();
    }
  });

  test('a kept file whose last change is not settled yet is never trusted by its stamp: it is hashed on every reuse', async () => {
    // Settled only an hour after its last change: never, in this test, however slow the machine.
    const inputs = new InputFiles(dir, undefined, 3_600_000);
    const first = inputs.acquire([big('a')]);
    const { file } = (await first.stdin[0]) as { file: string };
    await first.release();
    const reads = jest.spyOn(fs, 'readFile');
    try {
      for (let i = 0; i < 3; i++) {
        const again = inputs.acquire([big('a')]);
        expect(await again.stdin[0]).toEqual({ file });
        await again.release();
      }
      expect(reads.mock.calls.filter(([name]) => name === file)).toHaveLength(3);
    } finally {
      reads.mockRestore();
    }
  });

  test('two judges of one process keep the same input under names of their own, and each removes its own when it closes', async () => {
    const input = big('z');
    const first = new InputFiles(dir);
    const second = new InputFiles(dir);
    const a = first.acquire([input]);
    const b = second.acquire([input]);
    const [fileA, fileB] = (await Promise.all([a.stdin[0], b.stdin[0]])) as { file: string }[];
    expect(fileA!.file).not.toBe(fileB!.file);
    expect(await fs.readFile(fileB!.file, 'utf8')).toBe(input.input);
    await a.release();
    await b.release();
    // Kept for the next judge of the problem, until their judge closes.
    expect(await fs.readdir(dir)).toHaveLength(2);
    await first.close();
    expect(await fs.readdir(dir)).toEqual([path.basename(fileB!.file)]);
    await second.close();
    expect(await fs.readdir(dir)).toEqual([]);
    // A judge opened after them writes the same input again without a clash.
    const third = new InputFiles(dir);
    const c = third.acquire([input]);
    expect(await fs.readFile(((await c.stdin[0]) as { file: string }).file, 'utf8')).toBe(input.input);
    await c.release();
    await third.close();
  });
});

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
