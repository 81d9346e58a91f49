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
}

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
 * file is hashed again before it is used: one that no longer matches its name is removed and
 * written anew, never judged against. Files are written one after another in test order, and
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
          entry = { file: this.checked(entry.file, hash, test.input), bytes: entry.bytes, users: 0 };
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

  /** A kept file, if it still is what its name says; else it is removed and written anew, never judged against. */
  private async checked(kept: Promise<string>, hash: string, input: string): Promise<string> {
    const file = await kept.catch(() => undefined);
    if (file !== undefined && (await fileHash(file).catch(() => undefined)) === hash) return file;
    if (file !== undefined) await fs.rm(file, { force: true });
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
