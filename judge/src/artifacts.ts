import { createHash } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';

/** A built program larger than this is refused rather than copied into the cache. */
const maxArtifactBytes = 256 * 1024 * 1024;

/** The cache key: whatever changes the built program changes the key. */
export function artifactKey(parts: { language: string; command: readonly string[]; toolchain: string; source: string }): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.language, parts.command, parts.toolchain, parts.source]))
    .digest('hex');
}

/**
 * Built programs, one directory per key, shared by every judge on the machine that uses the
 * same cache dir. An entry appears whole or not at all: it is assembled aside and renamed in.
 */
export class ArtifactStore {
  constructor(readonly dir: string) {}

  async find(key: string): Promise<string | null> {
    const where = path.join(this.dir, key);
    const stat = await fs.lstat(where).catch(() => null);
    return stat?.isDirectory() ? where : null;
  }

  /**
   * Copies the files of `from` whose names match into a new entry. `from` was the compiler's
   * writable directory, so anything in it may be a planted link or FIFO: files are opened with
   * O_NOFOLLOW and must be regular.
   */
  async save(key: string, from: string, names: RegExp): Promise<string | null> {
    const files = (await fs.readdir(from)).filter((name) => names.test(name));
    if (files.length === 0) return null;
    const staging = await fs.mkdtemp(path.join(this.dir, '.staging-'));
    try {
      for (const name of files) await copyRegularFile(path.join(from, name), path.join(staging, name));
      await fs.chmod(staging, 0o755);
      const where = path.join(this.dir, key);
      try {
        await fs.rename(staging, where);
      } catch (error) {
        // Another judge built the same program first; its copy is as good as ours.
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      }
      return where;
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  }
}

async function copyRegularFile(source: string, target: string): Promise<void> {
  // O_NONBLOCK: opening a FIFO planted in place of the file must not hang the judge.
  const input = await fs.open(source, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const stat = await input.stat();
    if (!stat.isFile()) throw new Error(`${path.basename(source)} is not a regular file`);
    if (stat.size > maxArtifactBytes) throw new Error(`${path.basename(source)} is larger than ${maxArtifactBytes} bytes`);
    const bytes = await input.readFile();
    const output = await fs.open(target, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
    try {
      await output.writeFile(bytes);
      await output.chmod(stat.mode & 0o111 ? 0o755 : 0o644);
      await output.sync();
    } finally {
      await output.close();
    }
  } finally {
    await input.close();
  }
}
