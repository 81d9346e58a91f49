import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findExecutable } from './host';
import { prepareRunHelper, RUN_HELPER_SOURCE, runHelperBuildArgs } from './runHelper';

const run = promisify(execFile);
let box: string;
let compiler: string;

beforeAll(async () => {
  box = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-run-helper-'));
  // The one the judge takes (host.ts).
  const found = (await findExecutable('gcc')) ?? (await findExecutable('cc'));
  if (!found) throw new Error('no C compiler (gcc): the judge builds its run helper with it');
  compiler = found;
});
afterAll(async () => {
  await fs.rm(box, { recursive: true, force: true });
});

test('the judge builds the run helper with every warning an error', () => {
  expect(runHelperBuildArgs('helper.c', 'helper')).toEqual(expect.arrayContaining(['-Wall', '-Wextra', '-Werror']));
});

// Ubuntu's gcc defines _FORTIFY_SOURCE by default, which marks more of glibc's calls as results
// not to ignore: a warning there would leave the judges of such hosts on the stock tools.
test.each([[[]], [['-D_FORTIFY_SOURCE=2']]])('judge/native/runHelper.c compiles with them without a word (%j)', async (extra) => {
  const output = path.join(box, `compiled-${extra.length}`);
  const { stdout, stderr } = await run(compiler, [...extra, ...runHelperBuildArgs(RUN_HELPER_SOURCE, output)]);
  expect(stderr).toBe('');
  expect(stdout).toBe('');
  await fs.access(output);
});

test('prepareRunHelper builds the helper from judge/native/runHelper.c, once', async () => {
  const dir = await fs.mkdtemp(path.join(box, 'built-'));
  const helper = await prepareRunHelper(dir, compiler);
  expect(path.basename(helper)).toMatch(/^run-helper-[0-9a-f]{16}$/);
  expect((await fs.stat(helper)).mode & 0o7777).toBe(0o755);
  // Nothing but the helper is left beside it.
  expect(await fs.readdir(dir)).toEqual([path.basename(helper)]);
  // With no role it says which there are.
  const bare = await run(helper).catch((error: unknown) => error as { code: number; stderr: string });
  expect(bare).toMatchObject({ code: 125, stderr: 'forge-run: host, series, init or serve\n' });
  expect(await prepareRunHelper(dir, compiler)).toBe(helper);
});

test('a warning fails the build: prepareRunHelper throws with the compiler’s words and leaves nothing', async () => {
  const dir = await fs.mkdtemp(path.join(box, 'warned-'));
  const warned = path.join(box, 'warned.c');
  const source = await fs.readFile(RUN_HELPER_SOURCE, 'utf8');
  await fs.writeFile(warned, `${source}\nstatic int never_called(void) { return 0; }\n`);
  await expect(prepareRunHelper(dir, compiler, warned)).rejects.toThrow(/never_called.*-Werror=unused-function/);
  expect(await fs.readdir(dir)).toEqual([]);
});
