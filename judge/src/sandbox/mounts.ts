import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Top-level directories that are either real (bound read-only) or, on merged-/usr systems, links into /usr. */
const rootDirs = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

/**
 * The few files of /etc the toolchains read. /etc itself is never bound: it holds
 * /etc/shadow, host names, credentials of services.
 */
const etcFiles = ['/etc/alternatives', '/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d'];

/**
 * bwrap arguments for the read-only system: /usr and what links into it, the loader's cache,
 * and `extra` host paths (toolchains outside /usr, the JDK's config in /etc).
 */
export async function systemMounts(extra: readonly string[]): Promise<string[]> {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const dir of rootDirs) {
    const stat = await fs.lstat(dir).catch(() => null);
    if (stat?.isSymbolicLink()) args.push('--symlink', await fs.readlink(dir), dir);
    else if (stat?.isDirectory()) args.push('--ro-bind', dir, dir);
  }
  for (const file of etcFiles) args.push('--ro-bind-try', file, file);
  for (const where of new Set(extra)) {
    if (where === '/usr' || where.startsWith('/usr/')) continue;
    args.push('--ro-bind-try', where, where);
  }
  return args;
}

/**
 * Where a tool's installation lives when it is not under /usr (for example /opt/node/bin/node
 * -> /opt/node), so that it can be bound into the sandbox.
 */
export async function installationRoot(tool: string): Promise<string | null> {
  const real = await fs.realpath(tool);
  if (real.startsWith('/usr/')) return null;
  return path.dirname(path.dirname(real));
}
