import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SandboxLimits } from './sandbox/command';
import { runSandboxed, type SandboxHost } from './sandbox/sandbox';

/**
 * Replaces `dir` with `staging` as one rename; a judge that got there first wins. Compilers that
 * mounted the old one keep it until they end.
 */
export async function install(staging: string, dir: string): Promise<void> {
  const old = `${staging}-old`;
  await fs.rename(dir, old).catch(() => undefined);
  try {
    await fs.rename(staging, dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
  await fs.rm(old, { recursive: true, force: true });
}

/** Hands a staging tree to the slot uid that builds in it, or back to root once it is built. */
export async function chownTree(dir: string, uid: number): Promise<void> {
  await fs.chown(dir, uid, uid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const where = `${dir}/${entry.name}`;
    if (entry.isDirectory()) await chownTree(where, uid);
    else await fs.lchown(where, uid, uid);
  }
}

/** Where a tool's artifact is made: the cache dir it goes in, and the sandbox host it is built and probed in as `uid`. */
export interface ArtifactOptions {
  readonly cacheDir: string;
  readonly host: SandboxHost;
  /** The tool's version text: another version needs another artifact. */
  readonly version: string;
  readonly uid: number;
  readonly log: (line: string) => void;
}

/**
 * Runs `command` in the sandbox on an artifact's directory: mounted writable at /box while it is
 * made, else read-only at `mount`, where jobs will find it.
 */
export function runOnArtifact(
  options: Pick<ArtifactOptions, 'host' | 'uid'>,
  dir: { readonly path: string; readonly writable: boolean; readonly mount: string },
  command: readonly string[],
  limits: SandboxLimits,
  stdoutBytes = 64 * 1024,
) {
  const at = dir.writable ? '/box' : dir.mount;
  return runSandboxed(options.host, {
    uid: options.uid,
    command,
    mounts: [{ source: dir.path, target: at, writable: dir.writable }],
    cwd: at,
    stdin: '',
    stdoutBytes,
    stderrBytes: 64 * 1024,
    limits,
  });
}

/** What a tool's artifact was made for; another compiler, or other flags, need another. */
export interface ArtifactStamp {
  readonly version: string;
  readonly flags: readonly string[];
}

/**
 * A tool's artifact (the precompiled header, javac's class-data archive), made once per cache
 * dir as `<cacheDir>/<name>`: when its stamp matches and the tool still takes it, the directory
 * is used as it is; otherwise `make` fills a fresh staging directory (hands it to the slot uid,
 * builds in the sandbox, proves the tool takes what it built, and leaves only what is kept). The
 * staging directory is then made root's, stamped with a new file, and put in place with one
 * rename. Returns the directory, or null when it cannot be made (the tool then works without it,
 * only slower).
 */
export async function prepareArtifact(options: {
  readonly cacheDir: string;
  readonly name: string;
  /** The file that proves the directory complete, relative to it. */
  readonly file: string;
  readonly stamp: ArtifactStamp;
  readonly uid: number;
  /** For the log: what was made ("precompiled bits/stdc++.h"), and what a failure means. */
  readonly made: string;
  readonly failed: string;
  readonly log: (line: string) => void;
  make(staging: string): Promise<void>;
  /**
   * Whether the tool still takes an artifact whose stamp matches: what it depends on may have
   * changed under the same version (the JDK's own class-data archive is dumped again whenever
   * its package is configured). Null when it does; otherwise why not, and it is made again.
   */
  stillTaken?(dir: string): Promise<string | null>;
}): Promise<string | null> {
  const dir = path.join(options.cacheDir, options.name);
  if (await isCurrent(dir, options.file, options.stamp)) {
    const refused = options.stillTaken ? await options.stillTaken(dir) : null;
    if (refused === null) return dir;
    options.log(`${dir} is no longer taken (${refused}): making it again`);
  }

  const started = Date.now();
  const staging = await fs.mkdtemp(path.join(options.cacheDir, `.${options.name}-`));
  try {
    await options.make(staging);
    const made = await fs.lstat(path.join(staging, options.file));
    if (!made.isFile()) throw new Error(`${options.file} is not a regular file`);
    await chownTree(staging, 0);
    // A new file: the tool had this directory, so nothing in it is written through.
    await fs.writeFile(path.join(staging, 'stamp.json'), JSON.stringify(options.stamp), { flag: 'wx' });
    await fs.chmod(staging, 0o755);
    await install(staging, dir);
    options.log(`${options.made} in ${((Date.now() - started) / 1000).toFixed(1)} s into ${dir}`);
    return dir;
  } catch (error) {
    options.log(`${options.failed}: ${(error as Error).message}`);
    return null;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function isCurrent(dir: string, file: string, stamp: ArtifactStamp): Promise<boolean> {
  try {
    const found = JSON.parse(await fs.readFile(path.join(dir, 'stamp.json'), 'utf8')) as ArtifactStamp;
    return (await fs.lstat(path.join(dir, file))).isFile() && JSON.stringify(found) === JSON.stringify(stamp);
  } catch {
    return false;
  }
}
