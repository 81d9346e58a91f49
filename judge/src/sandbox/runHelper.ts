import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runHelperSource } from './runHelperSource';

/**
 * Builds the run helper (runHelperSource.ts) with the system's C compiler into `dir`, once per
 * source: `run-helper-<hash>`, root's, 0755 (the slot uids exec it as the sandbox's pid 1).
 * The dir is the judge's cache dir, which only root can write to (cacheDir.ts), so a helper
 * found there was built by a judge; anything else under that name (a link, a file of another
 * owner or writable by others) is replaced. The source and the binary are written as new files
 * and renamed in place, as the seccomp filter is. Returns its path, or throws why not.
 */
export async function prepareRunHelper(dir: string, compiler: string): Promise<string> {
  const hash = createHash('sha256').update(runHelperSource).digest('hex').slice(0, 16);
  const helper = path.join(dir, `run-helper-${hash}`);
  const stat = await fs.lstat(helper).catch(() => null);
  if (stat?.isFile() && stat.uid === 0 && (stat.mode & 0o7777) === 0o755) return helper;

  const own = `${helper}.${process.pid}`;
  const source = `${own}.c`;
  await fs.rm(source, { force: true });
  await fs.rm(own, { force: true });
  try {
    await fs.writeFile(source, runHelperSource, { mode: 0o600, flag: 'wx' });
    await promisify(execFile)(compiler, ['-O2', '-x', 'c', '-o', own, source], { env: { PATH: '/usr/bin:/bin' } });
    await fs.chmod(own, 0o755);
    await fs.rename(own, helper);
  } finally {
    await fs.rm(source, { force: true });
    await fs.rm(own, { force: true });
  }
  return helper;
}
