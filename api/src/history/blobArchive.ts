import { createWriteStream, mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';
import {
  blobRefsIn,
  BlobIntegrityError,
  BlobNotFoundError,
  blobbedEventStore,
  exportHistory,
  fileBlobStore,
  HistoryLimitError,
  HistoryLineError,
  readHistoryFile,
  sha256Of,
  resolveBlobRefsSync,
  type BlobStore,
  type EventStore,
  type ExportOptions,
  type HistoryLimits,
  type HistoryLine,
  DEFAULT_MAX_BYTES,
} from '@forge/events';

/**
 * A history with its blobs, in one zip archive: `history.ndjson` (the export's lines, a problem's
 * test data and other big strings as `{ $blob, size }` references, as the log holds them) and
 * `blobs/<sha256>`, each blob an event names once.
 */
export const ARCHIVE_HISTORY = 'history.ndjson';
const BLOB_ENTRY = /^blobs\/([0-9a-f]{64})$/;

/** A zip archive (`export --with-blobs`) rather than an NDJSON history, by its first bytes. */
export async function isBlobArchive(file: string): Promise<boolean> {
  // A zip is read from its end: only a regular file can be one. A pipe is a history read once, from its start.
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile()) return false;
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

/**
 * Writes the log's history with its blobs to `output` as one archive. Lines are made as `export`
 * makes them (`transform`: the anonymizer), then their big strings are put in the archive's blobs
 * by the log's own rule, so an anonymized history holds only the blobs its lines still name.
 */
export async function exportWithBlobs(
  store: EventStore,
  options: ExportOptions,
  transform: (line: HistoryLine) => HistoryLine,
  output: Writable,
): Promise<{ events: number; blobs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'forge-export-'));
  try {
    const blobs = fileBlobStore(join(dir, 'blobs'));
    const archiveRules = blobbedEventStore(store, blobs);
    const history = join(dir, ARCHIVE_HISTORY);
    const lines = createWriteStream(history, { mode: 0o600 });
    let events = 0;
    for await (const exported of exportHistory(store, options)) {
      const line = transform(exported);
      const text = JSON.stringify({ ...line, data: await archiveRules.externalize(line.stream, line.data) }) + '\n';
      if (!lines.write(text)) await once(lines, 'drain');
      events++;
    }
    lines.end();
    await once(lines, 'finish');
    const zip = new yazl.ZipFile();
    zip.addFile(history, ARCHIVE_HISTORY);
    const names = await blobs.list();
    for (const sha256 of names) zip.addFile(join(dir, 'blobs', sha256.slice(0, 2), sha256), `blobs/${sha256}`);
    zip.end();
    await pipeline(zip.outputStream, output, { end: false });
    return { events, blobs: names.length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An archive opened: its history's lines with every blob they name put back (checked), and the blobs it holds. */
export interface OpenedArchive {
  lines(): AsyncGenerator<HistoryLine>;
  readonly blobs: number;
  close(): Promise<void>;
}

/**
 * Unpacks an archive into a private temporary folder (no more than `maxBytes` in all, whatever its
 * entries claim), keeping only blobs whose content hashes to their name. Its lines then read with
 * each reference replaced by its blob's content: a blob an event names that is missing, or whose
 * content does not match, stops the reading at that line (`HistoryLineError`).
 */
export async function openBlobArchive(file: string, limits: HistoryLimits = {}): Promise<OpenedArchive> {
  const dir = mkdtempSync(join(tmpdir(), 'forge-archive-'));
  try {
    const blobs = fileBlobStore(join(dir, 'blobs'));
    const corrupt = new Set<string>();
    let history: string | undefined;
    let count = 0;
    let budget = limits.maxBytes ?? DEFAULT_MAX_BYTES;
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, opened) =>
        error ? reject(error) : resolve(opened),
      ),
    );
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        const take = async () => {
          budget -= entry.uncompressedSize;
          if (budget < 0) throw new HistoryLimitError(0, `the archive holds more than ${limits.maxBytes ?? DEFAULT_MAX_BYTES} bytes`);
          const blob = BLOB_ENTRY.exec(entry.fileName);
          if (entry.fileName !== ARCHIVE_HISTORY && !blob) return;
          const stream = await new Promise<NodeJS.ReadableStream>((done, fail) =>
            zip.openReadStream(entry, (error, opened) => (error ? fail(error) : done(opened))),
          );
          const target = entry.fileName === ARCHIVE_HISTORY ? join(dir, ARCHIVE_HISTORY) : join(dir, `entry-${count}`);
          await pipeline(stream, createWriteStream(target, { mode: 0o600 }));
          if (!blob) {
            history = target;
            return;
          }
          const content = await readFile(target);
          await rm(target);
          if (sha256Of(content) === blob[1]) {
            await blobs.put(content);
            count++;
          } else corrupt.add(blob[1]!);
        };
        take().then(
          () => zip.readEntry(),
          (error: unknown) => {
            zip.close();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
      zip.readEntry();
    });
    if (!history) throw new HistoryLineError(1, `the archive holds no ${ARCHIVE_HISTORY}`);
    const historyFile = history;
    return {
      blobs: count,
      lines: () => resolvedLines(readHistoryFile(historyFile, limits), blobs, corrupt),
      close: () => rm(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function* resolvedLines(
  lines: AsyncIterable<HistoryLine>,
  blobs: BlobStore,
  corrupt: ReadonlySet<string>,
): AsyncGenerator<HistoryLine> {
  let number = 0;
  for await (const line of lines) {
    number++;
    for (const { sha256 } of blobRefsIn(line.data)) {
      if (corrupt.has(sha256)) throw new HistoryLineError(number, `blob ${sha256} in the archive does not match its hash`);
      if (!(await blobs.has(sha256))) throw new HistoryLineError(number, `blob ${sha256} is missing from the archive`);
    }
    try {
      yield { ...line, data: resolveBlobRefsSync(line.data, blobs) };
    } catch (error) {
      if (error instanceof BlobIntegrityError || error instanceof BlobNotFoundError) throw new HistoryLineError(number, error.message);
      throw error;
    }
  }
}
