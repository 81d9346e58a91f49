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
  test('small inputs stay inline; large ones go to files only root can read, removed on release', async () => {
    const tests = [{ input: '1 2\n', expectedOutput: '3\n' }, big('a')];
    const inputs = new InputFiles(dir);
    const { stdin, release } = inputs.acquire(tests);
    expect(await stdin[0]).toBe('1 2\n');
    const file = await stdin[1];
    if (typeof file !== 'object') throw new Error('a large input stayed inline');
    expect(await fs.readFile(file.file, 'utf8')).toBe(tests[1]!.input);
    expect((await fs.stat(file.file)).mode & 0o777).toBe(0o600);
    await release();
    await expect(fs.access(file.file)).rejects.toThrow();
  });

  test('each input is ready once its own file is written: the first case does not wait for the last file', async () => {
    const inputs = new InputFiles(dir);
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
    const tests = [big('x')];
    const inputs = new InputFiles(dir);
    const first = inputs.acquire(tests);
    const second = inputs.acquire(tests);
    expect(await second.stdin[0]).toEqual(await first.stdin[0]);
    await first.release();
    expect(await fs.readdir(dir)).toHaveLength(1);
    await second.release();
    expect(await fs.readdir(dir)).toEqual([]);
  });
});
