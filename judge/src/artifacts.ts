import { createHash, randomUUID } from 'node:crypto';
import { constants, promises as fs, type Stats } from 'node:fs';
import path from 'node:path';

/** A built program larger than this is refused rather than copied into the cache. */
const maxArtifactBytes = 256 * 1024 * 1024;

/** Disk the built programs may take by default (a small program takes 8 to 16 kB of it). */
export const defaultCacheMaxBytes = 2 * 1024 * 1024 * 1024;

/** Eviction goes this far below the bound, so that not every new program rescans the cache. */
const evictTo = 0.9;

/** A staging or evicted directory this old was left by a judge that died half-way. */
const leftoverAgeMs = 60 * 60 * 1000;

/** Entries measured at once while scanning. */
const scanBatch = 32;

/** The cache key: whatever changes the built program changes the key. */
export function artifactKey(parts: { language: string; command: readonly string[]; toolchain: string; source: string }): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.language, parts.command, parts.toolchain, parts.source]))
    .digest('hex');
}

/** One job's hold on a built program. */
export interface Artifact {
  /** The job's own hard links to the program's files, so evicting the entry cannot pull them away. */
  readonly dir: string;
  release(): Promise<void>;
}

export interface ArtifactStoreOptions {
  /** Where jobs' links go: on the same filesystem as the store (hard links cannot cross one). */
  readonly leaseDir: string;
  /** Disk the entries may take before the least recently used are evicted. */
  readonly maxBytes: number;
  readonly log: (line: string) => void;
}

interface Entry {
  readonly key: string;
  readonly bytes: number;
  readonly usedAt: number;
}

/**
 * Built programs, one directory per key, shared by every judge on the machine that uses the
 * same cache dir. An entry appears whole or not at all: it is assembled aside and renamed in,
 * and it leaves the same way (renamed aside, then removed). A job never runs the entry itself
 * but its own hard links to it, so another judge may evict any entry at any time: a lookup then
 * misses and the program is compiled again. The directory's mtime is its last use.
 */
export class ArtifactStore {
  /** Keys that jobs of this process hold: never evicted. */
  private readonly inUse = new Map<string, number>();
  /** Bytes the last scan left, and stored since it began: an estimate, as other judges store too. */
  private scannedBytes = 0;
  private addedBytes = 0;
  private trimming: Promise<void> | null = null;
  private closed = false;

  constructor(
    readonly dir: string,
    private readonly options: ArtifactStoreOptions,
  ) {}

  async open(key: string): Promise<Artifact | null> {
    const entry = path.join(this.dir, key);
    this.hold(key);
    let lease: string | null = null;
    try {
      const names = await fs.readdir(entry).catch(() => []);
      if (names.length > 0) lease = await this.link(entry, names);
      if (!lease) return null;
      const now = new Date();
      await fs.utimes(entry, now, now).catch(() => undefined);
      return this.lease(key, lease);
    } finally {
      if (!lease) this.unhold(key);
    }
  }

  /**
   * Copies the files of `from` whose names match into a new entry. `from` was the compiler's
   * writable directory, so anything in it may be a planted link or FIFO: files are opened with
   * O_NOFOLLOW and must be regular.
   */
  async save(key: string, from: string, names: RegExp): Promise<Artifact | null> {
    const files = (await fs.readdir(from)).filter((name) => names.test(name));
    if (files.length === 0) return null;
    const staging = await fs.mkdtemp(path.join(this.dir, '.staging-'));
    this.hold(key);
    let lease: string | null = null;
    try {
      for (const name of files) await copyRegularFile(path.join(from, name), path.join(staging, name));
      await fs.chmod(staging, 0o755);
      lease = await this.link(staging, files);
      if (!lease) throw new Error(`the staged program ${staging} vanished`);
      const bytes = await measure(staging, await fs.lstat(staging), files);
      const where = path.join(this.dir, key);
      try {
        await fs.rename(staging, where);
        this.addedBytes += bytes;
        if (this.scannedBytes + this.addedBytes > this.options.maxBytes) void this.trim();
      } catch (error) {
        // Another judge built the same program first; its copy is as good as ours.
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      }
      return this.lease(key, lease);
    } catch (error) {
      if (lease) await fs.rm(lease, { recursive: true, force: true });
      lease = null;
      throw error;
    } finally {
      if (!lease) this.unhold(key);
      await fs.rm(staging, { recursive: true, force: true });
    }
  }

  /**
   * Measures the store and, when it takes more than the bound, evicts the least recently used
   * entries that no job of this process holds, down to a little under the bound. Runs once at
   * start and after a store that passes the bound; a call while one runs joins it, and what was
   * stored meanwhile is looked at again once it ends.
   */
  trim(): Promise<void> {
    this.trimming ??= this.evict()
      .catch((error: Error) => this.options.log(`cannot trim the program cache ${this.dir}: ${error.message}`))
      .finally(() => {
        this.trimming = null;
        if (!this.closed && this.addedBytes > 0 && this.scannedBytes + this.addedBytes > this.options.maxBytes) void this.trim();
      });
    return this.trimming;
  }

  /** Resolves when no trim runs. */
  async idle(): Promise<void> {
    while (this.trimming) await this.trimming;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private async evict(): Promise<void> {
    this.addedBytes = 0;
    const entries = await this.scan();
    const { maxBytes } = this.options;
    let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
    if (total > maxBytes) {
      const before = total;
      let evicted = 0;
      for (const entry of entries.sort((a, b) => a.usedAt - b.usedAt)) {
        if (total <= maxBytes * evictTo || this.closed) break;
        if (this.inUse.has(entry.key) || !(await this.remove(entry.key))) continue;
        total -= entry.bytes;
        evicted++;
      }
      this.options.log(
        `program cache: evicted ${evicted} of ${entries.length} least recently used, ${mb(before)} -> ${mb(total)} MB (bound ${mb(maxBytes)} MB)`,
      );
    }
    this.scannedBytes = total;
  }

  private async scan(): Promise<Entry[]> {
    const names = await fs.readdir(this.dir);
    const entries: Entry[] = [];
    for (let i = 0; i < names.length && !this.closed; i += scanBatch) {
      const measured = await Promise.all(names.slice(i, i + scanBatch).map((name) => this.measureEntry(name)));
      for (const entry of measured) if (entry) entries.push(entry);
    }
    return entries;
  }

  private async measureEntry(name: string): Promise<Entry | null> {
    const where = path.join(this.dir, name);
    try {
      const stat = await fs.lstat(where);
      if (name.startsWith('.')) {
        if (Date.now() - stat.mtimeMs > leftoverAgeMs) await fs.rm(where, { recursive: true, force: true });
        return null;
      }
      if (!stat.isDirectory()) return null;
      return { key: name, bytes: await measure(where, stat, await fs.readdir(where)), usedAt: stat.mtimeMs };
    } catch (error) {
      // Evicted or replaced by another judge while we looked.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** True when the entry is gone, by this judge or another. */
  private async remove(key: string): Promise<boolean> {
    const doomed = path.join(this.dir, `.evicted-${randomUUID()}`);
    try {
      await fs.rename(path.join(this.dir, key), doomed);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
      this.options.log(`cannot evict ${key}: ${(error as Error).message}`);
      return false;
    }
    await fs.rm(doomed, { recursive: true, force: true });
    return true;
  }

  /** Hard links `names` of `from` into a new lease directory; null when they vanished meanwhile. */
  private async link(from: string, names: readonly string[]): Promise<string | null> {
    const lease = await fs.mkdtemp(path.join(this.options.leaseDir, `${process.pid}-program-`));
    try {
      for (const name of names) await fs.link(path.join(from, name), path.join(lease, name));
      await fs.chmod(lease, 0o755);
      return lease;
    } catch (error) {
      await fs.rm(lease, { recursive: true, force: true });
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private lease(key: string, dir: string): Artifact {
    let released = false;
    return {
      dir,
      release: async () => {
        if (released) return;
        released = true;
        this.unhold(key);
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  }

  private hold(key: string): void {
    this.inUse.set(key, (this.inUse.get(key) ?? 0) + 1);
  }

  private unhold(key: string): void {
    const count = (this.inUse.get(key) ?? 1) - 1;
    if (count > 0) this.inUse.set(key, count);
    else this.inUse.delete(key);
  }
}

/** Disk an entry takes: small files take whole blocks, and the directory its own. */
async function measure(dir: string, stat: Stats, names: readonly string[]): Promise<number> {
  const files = await Promise.all(names.map((name) => fs.lstat(path.join(dir, name))));
  return [stat, ...files].reduce((sum, file) => sum + Math.max(file.size, file.blocks * 512), 0);
}

function mb(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
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
