import { createReadStream } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parseHistoryLine, type HistoryLine } from './historyLine';

/** How much of a history a reader takes before it stops: a file is checked whole before anything of it is written. */
export interface HistoryLimits {
  /** Bytes a line may hold, its line break aside. */
  readonly maxLineBytes?: number;
  /** Bytes the whole history may hold, once gunzipped (a plain file: its size). */
  readonly maxBytes?: number;
}

export const DEFAULT_MAX_LINE_BYTES = 64 * 1024 ** 2;
export const DEFAULT_MAX_BYTES = 8 * 1024 ** 3;

/** A history larger than a limit allows: names the line (from 1) the reader was on when it stopped. */
export class HistoryLimitError extends Error {
  override readonly name = 'HistoryLimitError';
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

/** A size as `--max-line` and `--max-size` print it: the largest binary unit that divides it. */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of [
    ['GiB', 1024 ** 3],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ] as const) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  }
  return `${bytes} bytes`;
}

/**
 * The events of an exported history, read a line at a time from one opening of the file, so what
 * is checked is what is read (a gzipped file is gunzipped on the way, whatever its name: gzip's
 * first two bytes tell it, which no line of text starts with). Blank lines are skipped, and so is
 * the banner `npm run` prints before a script's own output (`> forge@… events`), which
 * `npm run events -- export > file` leaves at the top of the file. Anything else that is not a
 * history line fails with its line number, and so does a line or a history over the limits.
 */
export async function* readHistoryFile(path: string, limits: HistoryLimits = {}): AsyncGenerator<HistoryLine> {
  yield* readHistory(createReadStream(path), limits);
}

// The file line each event was read from: a check that fails on an event names that line, which
// blank lines and npm's banner set apart from the event's count.
const fileLines = new WeakMap<HistoryLine, number>();

/** The line (from 1) of the file or stream `readHistory` read this event from; undefined for a line made otherwise. */
export function historyFileLine(line: HistoryLine): number | undefined {
  return fileLines.get(line);
}

/** The events of a history read from any byte stream (a file, stdin, an HTTP body), gunzipped when it starts as gzip. */
export async function* readHistory(input: Readable, limits: HistoryLimits = {}): AsyncGenerator<HistoryLine> {
  const bytes = await gunzippedWhenGzip(input);
  let seenEvent = false;
  try {
    for await (const [text, lineNumber] of linesOf(bytes, limits)) {
      if (text.trim() === '') continue;
      if (!seenEvent && text.startsWith('> ')) continue;
      seenEvent = true;
      const line = parseHistoryLine(text, lineNumber);
      fileLines.set(line, lineNumber);
      yield line;
    }
  } finally {
    bytes.destroy();
    input.destroy();
  }
}

/** The stream itself, or what it gunzips to when its first two bytes are gzip's: told from the bytes as they come, never by reading twice. */
async function gunzippedWhenGzip(input: Readable): Promise<Readable> {
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let ended = false;
  // A pipe may hand out its first byte alone.
  while (head.length < 2 && !ended) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else head = Buffer.concat([head, next.value]);
  }
  async function* again(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  const bytes = Readable.from(again(), { objectMode: false });
  if (!(head[0] === 0x1f && head[1] === 0x8b)) return bytes;
  // pipeline passes a read error on to the gunzip, and a gunzip destroyed early closes the file.
  return pipeline(bytes, createGunzip(), () => undefined);
}

/** Each line's text and number (from 1), never holding more than one line's bytes, and stopping at the limits. */
async function* linesOf(input: Readable, limits: HistoryLimits): AsyncGenerator<[string, number]> {
  const maxLine = limits.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  let parts: Buffer[] = [];
  let lineBytes = 0;
  let total = 0;
  let lineNumber = 1;
  const take = (part: Buffer, lineBreak: number) => {
    total += part.length + lineBreak;
    lineBytes += part.length;
    if (total > maxBytes) throw new HistoryLimitError(lineNumber, `the history holds more than ${formatBytes(maxBytes)} (--max-size)`);
    if (lineBytes > maxLine) throw new HistoryLimitError(lineNumber, `the line is longer than ${formatBytes(maxLine)} (--max-line)`);
    if (part.length > 0) parts.push(part);
  };
  const line = (): [string, number] => {
    const text = Buffer.concat(parts, lineBytes).toString('utf8');
    parts = [];
    lineBytes = 0;
    return [text.endsWith('\r') ? text.slice(0, -1) : text, lineNumber++];
  };
  for await (const chunk of input as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(0x0a, start); end !== -1; end = chunk.indexOf(0x0a, start)) {
      take(chunk.subarray(start, end), 1);
      yield line();
      start = end + 1;
    }
    take(chunk.subarray(start), 0);
  }
  if (lineBytes > 0) yield line();
}
