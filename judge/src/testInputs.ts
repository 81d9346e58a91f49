import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { TestCase } from './api';

/** Inputs at least this large go through a file rather than through node. */
const fileThreshold = 64 * 1024;

/** Bytes of inputs no judge holds that stay on disk for the next judge of the same cases. */
export const DEFAULT_KEPT_INPUT_BYTES = 256 * 1024 * 1024;

export type Stdin = string | { readonly file: string };

interface Entry {
  readonly file: Promise<string>;
  readonly bytes: number;
  users: number;
  /** What the file's inode said when its content was last found to match its hash, once that is settled (see `SETTLED_MS`). */
  stamp?: Stamp;
}

/** A file's identity and times: any write to it, or any change of its times, changes its ctime. */
interface Stamp {
  readonly ino: bigint;
  readonly size: bigint;
  readonly mtimeNs: bigint;
  readonly ctimeNs: bigint;
}

/**
 * How long after its last change a file's stamp is trusted: a file system's clock is coarse (ext4
 * moves its times by the kernel's tick), so a change within the same tick as the one before could
 * leave the times as they were. A stamp is kept only of a file whose ctime is this far in the past
 * when its content was found right (as git treats a "racily clean" file), so a later change shows.
 */
const SETTLED_MS = 1000;

const stampOf = (stats: { ino: bigint; size: bigint; mtimeNs: bigint; ctimeNs: bigint }): Stamp => ({
  ino: stats.ino,
  size: stats.size,
  mtimeNs: stats.mtimeNs,
  ctimeNs: stats.ctimeNs,
});
const sameStamp = (a: Stamp, b: Stamp) => a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;

/** An input's SHA-256, the name its file is kept under; worked out once per test case. */
const hashes = new WeakMap<TestCase, string>();
function hashOf(test: TestCase): string {
  let hash = hashes.get(test);
  if (!hash) {
    hash = createHash('sha256').update(test.input).digest('hex');
    hashes.set(test, hash);
  }
  return hash;
}

async function fileHash(file: string): Promise<string> {
  return createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');
}

/**
 * Large inputs are written once to files only root can read, while the program compiles;
 * each run's feeder then reads the file straight into the program's pipe, instead of node
 * pushing megabytes through its event loop per run. Files are named by their content's SHA-256
 * (after this process's id, so a later start sweeps what a dead judge left, and this instance's
 * number, so two judges of one process never write one name; `close` removes them): judges of the same
 * inputs at the same time (a contest) share them, and once none holds one it stays, up to
 * `keptBytes` of them (least recently used go first), for the next judge of the problem. A kept
 * file is checked before it is used: one that no longer matches its name is removed and written
 * anew, never judged against. It is hashed again until it is found right long enough after its
 * last change (`SETTLED_MS`); from then on its inode's identity, size and times stand for its
 * content, as git's index does, and a stat replaces reading it whole. Files are written one after another in test order, and
 * each test's input is ready as soon as its own file is: the first case need not wait for the
 * last case's megabytes.
 */
/** Judges opened in this process so far: each names its files apart. */
let instances = 0;

export class InputFiles {
  private readonly prefix = `${process.pid}-${++instances}`;
  /** By hash; in order of last use, the least recent first. */
  private readonly entries = new Map<string, Entry>();
  private kept = 0;
  /** The last write queued: each waits for the one before. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dir: string,
    private readonly keptBytes = DEFAULT_KEPT_INPUT_BYTES,
    /** How long after its last change a kept file's stamp stands for its content (tests set it). */
    private readonly settledMs = SETTLED_MS,
  ) {}

  acquire(tests: readonly TestCase[]): { stdin: Promise<Stdin>[]; release(): Promise<void> } {
    const held: string[] = [];
    const release = async () => {
      for (const hash of held.splice(0)) {
        const entry = this.entries.get(hash);
        if (!entry || --entry.users > 0) continue;
        this.kept += entry.bytes;
        await this.evict();
      }
    };
    const stdin = tests.map(async (test): Promise<Stdin> => {
      if (test.input.length < fileThreshold) return test.input;
      const hash = hashOf(test);
      let entry = this.entries.get(hash);
      if (entry) {
        // Moved to the end: the most recently used.
        this.entries.delete(hash);
        if (entry.users === 0) {
          this.kept -= entry.bytes;
          entry = this.checked(entry, hash, test.input);
        }
      } else entry = { file: this.write(hash, test.input), bytes: Buffer.byteLength(test.input), users: 0 };
      this.entries.set(hash, entry);
      entry.users++;
      held.push(hash);
      return { file: await entry.file };
    });
    // Each is awaited by its own case, which fails alone if its file could not be written.
    for (const input of stdin) input.catch(() => undefined);
    return { stdin, release };
  }

  /** A new file only ('wx'): never written through a name that is there already. */
  private write(hash: string, input: string): Promise<string> {
    const file = path.join(this.dir, `${this.prefix}-${hash}`);
    const write = this.queue.then(() => fs.writeFile(file, input, { mode: 0o600, flag: 'wx' }));
    this.queue = write.catch(() => undefined);
    return write.then(() => file);
  }

  /**
   * A kept file's entry anew: its file, if it still is what its name says (its settled stamp
   * unchanged, or else its content hashed); else it is removed and written anew, never judged against.
   */
  private checked(kept: Entry, hash: string, input: string): Entry {
    const found: { stamp?: Stamp } = {};
    return Object.assign(found, { file: this.verified(kept, hash, input, found), bytes: kept.bytes, users: 0 });
  }

  private async verified(kept: Entry, hash: string, input: string, found: { stamp?: Stamp }): Promise<string> {
    const file = await kept.file.catch(() => undefined);
    if (file === undefined) return this.write(hash, input);
    const before = await fs.stat(file, { bigint: true }).catch(() => undefined);
    if (before && kept.stamp && sameStamp(stampOf(before), kept.stamp)) {
      found.stamp = kept.stamp;
      return file;
    }
    if (before && (await fileHash(file).catch(() => undefined)) === hash) {
      const after = await fs.stat(file, { bigint: true }).catch(() => undefined);
      // Unchanged while it was read, and its last change long enough ago for a next one to show.
      if (after && sameStamp(stampOf(before), stampOf(after)) && Number(after.ctimeNs / 1_000_000n) < Date.now() - this.settledMs)
        found.stamp = stampOf(after);
      return file;
    }
    await fs.rm(file, { force: true });
    return this.write(hash, input);
  }

  /** Removes every file this instance wrote (its judge is closing: none is held any more). */
  async close(): Promise<void> {
    const files = [...this.entries.values()].map((entry) => entry.file);
    this.entries.clear();
    this.kept = 0;
    await this.queue;
    for (const file of files) await fs.rm(await file.catch(() => ''), { force: true });
  }

  /** Removes the least recently used files no judge holds until those left fit in `keptBytes`. */
  private async evict(): Promise<void> {
    for (const [hash, entry] of this.entries) {
      if (this.kept <= this.keptBytes) return;
      if (entry.users > 0) continue;
      this.entries.delete(hash);
      this.kept -= entry.bytes;
      // Queued with the writes, so a new file under the same name is written only after this one is gone.
      const removal = this.queue.then(async () => fs.rm(await entry.file.catch(() => ''), { force: true }));
      this.queue = removal.catch(() => undefined);
      await removal;
    }
  }
}
