import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The run helper's C source, judge/native/runHelper.c: two levels up from judge/src/sandbox and
 * from judge/dist/sandbox alike, so the same path holds in the repo, in tests and in the image
 * (which copies the repo whole).
 */
export const RUN_HELPER_SOURCE = path.resolve(__dirname, '..', '..', 'native', 'runHelper.c');

/** The compiler's flags for the helper: a warning fails the build, as an error does. */
export const RUN_HELPER_CFLAGS: readonly string[] = ['-O2', '-Wall', '-Wextra', '-Werror'];

/** The compiler's arguments that build the C file `source` into `output`. */
export function runHelperBuildArgs(source: string, output: string): string[] {
  return [...RUN_HELPER_CFLAGS, '-x', 'c', '-o', output, source];
}

/**
 * Builds the run helper (`sourceFile`, judge/native/runHelper.c unless a test names another) with
 * the system's C compiler into `dir`, once per source and flags: `run-helper-<hash>`, root's, 0755
 * (the slot uids exec it as the sandbox's pid 1). The dir is the judge's cache dir, which only root
 * can write to (cacheDir.ts), so a helper found there was built by a judge; anything else under
 * that name (a link, a file of another owner or writable by others) is replaced. The source is read
 * once: what is hashed is what is compiled, from a copy written there. The copy and the binary are
 * written as new files and renamed in place, as the seccomp filter is. Returns its path, or throws
 * why not (a source that cannot be read, a warning or an error of the compiler).
 */
export async function prepareRunHelper(dir: string, compiler: string, sourceFile: string = RUN_HELPER_SOURCE): Promise<string> {
  const code = await fs.readFile(sourceFile);
  const hash = createHash('sha256').update(RUN_HELPER_CFLAGS.join(' ')).update('\n').update(code).digest('hex').slice(0, 16);
  const helper = path.join(dir, `run-helper-${hash}`);
  const stat = await fs.lstat(helper).catch(() => null);
  if (stat?.isFile() && stat.uid === 0 && (stat.mode & 0o7777) === 0o755) return helper;

  const own = `${helper}.${process.pid}`;
  const source = `${own}.c`;
  await fs.rm(source, { force: true });
  await fs.rm(own, { force: true });
  try {
    await fs.writeFile(source, code, { mode: 0o600, flag: 'wx' });
    await promisify(execFile)(compiler, runHelperBuildArgs(source, own), { env: { PATH: '/usr/bin:/bin' } });
    await fs.chmod(own, 0o755);
    await fs.rename(own, helper);
  } finally {
    await fs.rm(source, { force: true });
    await fs.rm(own, { force: true });
  }
  return helper;
}
