import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isAlive } from './sandbox/uidBlock';

/** Root's, as the judge is: no other user can have planted anything on the way to it. */
export const DEFAULT_JUDGE_CACHE_DIR = '/var/cache/forge-judge';

/** The judge's cache and its parts; slot uids must be able to pass through it to their mounts. */
export interface CacheDirs {
  readonly artifacts: string;
  readonly scratch: string;
  readonly probe: string;
  readonly inputs: string;
}

/** The cache holds what root runs and mounts: no one else may have been able to put anything there. */
export class UnsafeCacheDirError extends Error {
  override readonly name = 'UnsafeCacheDirError';
}

const me = () => process.getuid?.() ?? 0;
const trusted = (uid: number) => uid === 0 || uid === me();
const writableByOthers = (mode: number) => (mode & 0o022) !== 0;
const sticky = (mode: number) => (mode & 0o1000) !== 0;

/**
 * Refuses a cache dir another user could have planted files in, or could swap: every directory
 * above it belongs to root (or this user) and is writable by no one else unless sticky, as /tmp
 * is; a symlink on the way belongs to root too, and so does every directory it leads through;
 * the dir itself is ours, is not a symlink, and is writable by no one else.
 */
export async function checkCacheDirPath(dir: string): Promise<void> {
  const absolute = path.resolve(dir);
  const parent = path.dirname(absolute);
  // As written, then as it resolves: a root-owned link into another user's directory is no safer.
  for (const here of prefixes(parent)) await checkAncestor(here);
  for (const here of prefixes(await fs.realpath(parent))) await checkAncestor(here);
  await checkOwn(absolute);
}

/** '/a/b' -> '/', '/a', '/a/b'. */
function prefixes(absolute: string): string[] {
  const parts = absolute.split(path.sep).filter(Boolean);
  return Array.from({ length: parts.length + 1 }, (_, i) => path.sep + parts.slice(0, i).join(path.sep));
}

async function checkAncestor(dir: string): Promise<void> {
  const stat = await fs.lstat(dir);
  if (stat.isSymbolicLink()) {
    if (!trusted(stat.uid)) throw new UnsafeCacheDirError(`${dir} is a symlink owned by uid ${stat.uid}`);
    return;
  }
  if (!trusted(stat.uid)) throw new UnsafeCacheDirError(`${dir} is owned by uid ${stat.uid}`);
  if (writableByOthers(stat.mode) && !sticky(stat.mode))
    throw new UnsafeCacheDirError(`${dir} is writable by other users (mode ${(stat.mode & 0o7777).toString(8)})`);
}

async function checkOwn(dir: string): Promise<void> {
  const stat = await fs.lstat(dir);
  if (stat.isSymbolicLink() || !stat.isDirectory())
    throw new UnsafeCacheDirError(`${dir} is not a directory of its own (a symlink or a file)`);
  if (stat.uid !== me()) throw new UnsafeCacheDirError(`${dir} is owned by uid ${stat.uid}, not by the judge (uid ${me()})`);
  if (writableByOthers(stat.mode))
    throw new UnsafeCacheDirError(`${dir} is writable by other users (mode ${(stat.mode & 0o7777).toString(8)})`);
}

/** Creates (or checks) the cache dir and its parts, and sweeps what dead judges left behind. */
export async function prepareCacheDir(cacheDir: string): Promise<CacheDirs> {
  const dirs: CacheDirs = {
    artifacts: path.join(cacheDir, 'artifacts'),
    scratch: path.join(cacheDir, 'scratch'),
    probe: path.join(cacheDir, 'probe'),
    inputs: path.join(cacheDir, 'inputs'),
  };
  await fs.mkdir(path.dirname(path.resolve(cacheDir)), { recursive: true });
  await mkdirIfAbsent(cacheDir);
  await checkCacheDirPath(cacheDir);
  await fs.chmod(cacheDir, 0o711);
  for (const dir of [dirs.artifacts, dirs.scratch, dirs.probe, dirs.inputs]) {
    await mkdirIfAbsent(dir);
    await checkOwn(dir);
    // Tests' inputs are for root's feeder only; the rest is passed through by slot uids.
    await fs.chmod(dir, dir === dirs.inputs ? 0o700 : 0o711);
  }
  await sweepLeftovers(dirs.scratch);
  await sweepLeftovers(dirs.inputs);
  return dirs;
}

/** Removes what judges that died left behind (entries are named after their judge's pid). */
async function sweepLeftovers(dir: string): Promise<void> {
  for (const name of await fs.readdir(dir)) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await fs.rm(path.join(dir, name), { recursive: true, force: true });
  }
}

/** Makes a directory unless it exists (whose owner and mode are checked next, whoever made it). */
async function mkdirIfAbsent(dir: string): Promise<void> {
  await fs.mkdir(dir, { mode: 0o711 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

/** Null when a file can be made and removed in the judge's scratch and inputs directories; else why not. */
export async function cacheDirTakesFiles(dirs: CacheDirs): Promise<string | null> {
  for (const dir of [dirs.scratch, dirs.inputs]) {
    // Named for this process, so a judge that dies here leaves what the next start sweeps.
    const file = path.join(dir, `${process.pid}-health-check`);
    try {
      await fs.rm(file, { force: true });
      await fs.writeFile(file, 'ok', { mode: 0o600, flag: 'wx' });
      await fs.rm(file);
    } catch (error) {
      return `${dir}: ${(error as Error).message}`;
    }
  }
  return null;
}
