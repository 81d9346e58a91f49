import { promises as fs } from 'node:fs';

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
