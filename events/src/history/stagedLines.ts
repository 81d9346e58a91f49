import { closeSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HistoryLine } from './historyLine';

/** A checked line of a history and the file line (from 1) it was read from. */
export type StagedLine = readonly [fileLine: number, line: HistoryLine];

/**
 * The lines an import has checked, kept in a file of its own until they are written, so that the
 * log is written from the very lines that were checked, however large the history (memory holds a
 * chunk, not the history) and whatever happens meanwhile to the file they came from. The file is
 * its owner's alone (0600, in a folder of its own) and is removed with `remove`.
 */
export interface StagedLines {
  add(line: StagedLine): Promise<void>;
  /** Writes out what is buffered; call before reading. */
  finish(): Promise<void>;
  /** The lines in the order they were added, read synchronously (a SQLite transaction runs without awaiting). */
  read(): Generator<StagedLine>;
  readonly count: number;
  remove(): Promise<void>;
}

const CHUNK = 1024 * 1024;

export async function stageLines(parentDir: string = tmpdir()): Promise<StagedLines> {
  const dir = mkdtempSync(join(parentDir, 'forge-import-'));
  const file = join(dir, 'staged.ndjson');
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, 'wx', 0o600);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let buffered = '';
  let count = 0;
  const flush = async () => {
    if (buffered) await handle!.write(buffered);
    buffered = '';
  };
  return {
    async add(line) {
      buffered += JSON.stringify(line) + '\n';
      count++;
      if (buffered.length >= CHUNK) await flush();
    },
    async finish() {
      await flush();
      await handle?.close();
      handle = undefined;
    },
    read: () => readLines(file),
    get count() {
      return count;
    },
    async remove() {
      await handle?.close();
      handle = undefined;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function* readLines(file: string): Generator<StagedLine> {
  const fd = openSync(file, 'r');
  try {
    let rest = Buffer.alloc(0);
    const chunk = Buffer.alloc(CHUNK);
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
      rest = rest.length === 0 ? Buffer.from(chunk.subarray(0, read)) : Buffer.concat([rest, chunk.subarray(0, read)]);
      let start = 0;
      for (let end = rest.indexOf(0x0a); end !== -1; end = rest.indexOf(0x0a, start)) {
        yield JSON.parse(rest.toString('utf8', start, end)) as StagedLine;
        start = end + 1;
      }
      rest = rest.subarray(start);
    }
  } finally {
    closeSync(fd);
  }
}
