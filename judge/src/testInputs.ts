import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { TestCase } from './api';

/** Inputs at least this large go through a file rather than through node. */
const fileThreshold = 64 * 1024;

export type Stdin = string | { readonly file: string };

interface Entry {
  readonly file: Promise<string>;
  users: number;
}

/**
 * Large inputs are written once to files only root can read, while the program compiles;
 * each run's feeder then reads the file straight into the program's pipe, instead of node
 * pushing megabytes through its event loop per run. Judges of the same test cases at the
 * same time (a contest) share the files; the last one to finish removes them. Files are
 * written one after another in test order, and each test's input is ready as soon as its own
 * file is: the first case need not wait for the last case's megabytes.
 */
export class InputFiles {
  private readonly entries = new Map<TestCase, Entry>();
  private written = 0;
  /** The last write queued: each waits for the one before. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dir: string) {}

  acquire(tests: readonly TestCase[]): { stdin: Promise<Stdin>[]; release(): Promise<void> } {
    const held: TestCase[] = [];
    const release = async () => {
      for (const test of held.splice(0)) {
        const entry = this.entries.get(test);
        if (!entry || --entry.users > 0) continue;
        this.entries.delete(test);
        await fs.rm(await entry.file.catch(() => ''), { force: true });
      }
    };
    const stdin = tests.map(async (test): Promise<Stdin> => {
      if (test.input.length < fileThreshold) return test.input;
      let entry = this.entries.get(test);
      if (!entry) {
        // A new file only ('wx'): never written through a name that is there already.
        const file = path.join(this.dir, `${process.pid}-${++this.written}`);
        const write = this.queue.then(() => fs.writeFile(file, test.input, { mode: 0o600, flag: 'wx' }));
        this.queue = write.catch(() => undefined);
        entry = { file: write.then(() => file), users: 0 };
        this.entries.set(test, entry);
      }
      entry.users++;
      held.push(test);
      return { file: await entry.file };
    });
    // Each is awaited by its own case, which fails alone if its file could not be written.
    for (const input of stdin) input.catch(() => undefined);
    return { stdin, release };
  }
}
