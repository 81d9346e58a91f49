import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parseHistoryLine, type HistoryLine } from './historyLine';

/**
 * The events of an exported history, read a line at a time (a gzipped file is gunzipped on the
 * way, whatever its name: gzip's first two bytes tell it, which no line of text starts with).
 * Blank lines are skipped, and so is the banner `npm run` prints before a script's own output
 * (`> forge@… events`), which `npm run events -- export > file` leaves at the top of the file.
 * Anything else that is not a history line fails with its line number.
 */
export async function* readHistoryFile(path: string): AsyncGenerator<HistoryLine> {
  const gzipped = await startsWithGzipMagic(path);
  const file = createReadStream(path);
  const input: Readable = gzipped ? file.pipe(createGunzip()) : file;
  file.on('error', (error) => input.destroy(error));
  yield* readHistory(input);
}

async function startsWithGzipMagic(path: string): Promise<boolean> {
  const handle = await open(path);
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

// The file line each event was read from: a check that fails on an event names that line, which
// blank lines and npm's banner set apart from the event's count.
const fileLines = new WeakMap<HistoryLine, number>();

/** The line (from 1) of the file or stream `readHistory` read this event from; undefined for a line made otherwise. */
export function historyFileLine(line: HistoryLine): number | undefined {
  return fileLines.get(line);
}

/** The events of a history read from any byte stream (a file, stdin, an HTTP body). */
export async function* readHistory(input: Readable): AsyncGenerator<HistoryLine> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  let seenEvent = false;
  try {
    for await (const text of lines) {
      lineNumber++;
      if (text.trim() === '') continue;
      if (!seenEvent && text.startsWith('> ')) continue;
      seenEvent = true;
      const line = parseHistoryLine(text, lineNumber);
      fileLines.set(line, lineNumber);
      yield line;
    }
  } finally {
    lines.close();
    input.destroy();
  }
}
