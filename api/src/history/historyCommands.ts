import { createWriteStream, existsSync, fchmodSync, openSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import {
  exportHistory,
  HistoryImportError,
  HistoryImportRefusedError,
  HistoryLimitError,
  HistoryLineError,
  importHistory,
  readHistoryFile,
  type EventStore,
  type HistoryLimits,
  type Until,
} from '@forge/events';
import { anonymizer, verifiedHistory, verifyHistory, type AnonymizerOptions } from '@forge/domain';
import { exportWithBlobs, isBlobArchive, openBlobArchive } from './blobArchive';

/** Where a command reports: `out` gets the history (export), `err` the summaries and refusals. */
export interface CommandIo {
  readonly out: Writable;
  err(line: string): void;
}

/** A refusal the command explains in one line; the process exits with `exitCode`. */
export class CommandRefusedError extends Error {
  override readonly name = 'CommandRefusedError';
  constructor(
    message: string,
    /** 1, or 2 for a history over the size limits (as for wrong arguments: the command was asked more than it takes). */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** The password every account of an anonymized export signs in with (README: the data dir). */
export const ANONYMIZED_PASSWORD = 'anonymized-password';

const rate = (events: number, started: number) => {
  const seconds = (performance.now() - started) / 1000;
  return `in ${seconds.toFixed(2)} s (${Math.round(events / Math.max(seconds, 1e-6))} events/s)`;
};

/**
 * Writes the log as NDJSON, a page of events at a time, waiting whenever the output is full:
 * memory stays bounded by a page and a chunk, however long the log.
 */
export async function exportCommand(
  store: EventStore,
  options: { readonly until?: Until; readonly anonymize?: AnonymizerOptions; readonly outFile?: string; readonly withBlobs?: boolean },
  io: CommandIo,
): Promise<number> {
  const output = options.outFile ? privateFile(options.outFile) : io.out;
  const anonymize = options.anonymize ? anonymizer(options.anonymize) : undefined;
  const started = performance.now();
  if (options.withBlobs) {
    const until = options.until ? { until: options.until } : {};
    const written = await exportWithBlobs(store, until, anonymize ?? ((line) => line), output);
    if (options.outFile) {
      output.end();
      await once(output, 'finish');
    }
    io.err(
      `exported ${written.events} events and ${written.blobs} blobs ${rate(written.events, started)}${anonymize ? ', anonymized' : ''}`,
    );
    return written.events;
  }
  let events = 0;
  let chunk = '';
  const flush = async () => {
    if (chunk && !output.write(chunk)) await once(output, 'drain');
    chunk = '';
  };
  for await (const line of exportHistory(store, options.until ? { until: options.until } : {})) {
    chunk += JSON.stringify(anonymize ? anonymize(line) : line) + '\n';
    events++;
    if (chunk.length >= 64 * 1024) await flush();
  }
  await flush();
  if (options.outFile) {
    output.end();
    await once(output, 'finish');
  }
  io.err(`exported ${events} events ${rate(events, started)}${options.anonymize ? ', anonymized' : ''}`);
  return events;
}

/**
 * The file `--out` names, its owner's alone (0600) like the log it comes from: an export holds
 * password hashes, emails and every learner's code. A file already there is narrowed too, as it
 * keeps its mode when opened.
 */
function privateFile(path: string): Writable {
  const fd = openSync(path, 'w', 0o600);
  fchmodSync(fd, 0o600);
  return createWriteStream(path, { fd });
}

/** The refusal a reading or checking error of a history file makes, `prefix` before its `line N: ...`; undefined for any other error. */
function refusalOf(error: unknown, prefix = ''): CommandRefusedError | undefined {
  if (error instanceof HistoryLimitError) return new CommandRefusedError(`${prefix}${error.message}`, 2);
  if (error instanceof HistoryLineError) return new CommandRefusedError(`${prefix}${error.message}`);
  if (error instanceof HistoryImportRefusedError || error instanceof HistoryImportError) return new CommandRefusedError(error.message);
  return undefined;
}

/** Checks a history file; throws CommandRefusedError naming the first line that fails. */
export async function verifyCommand(file: string, io: CommandIo, limits: HistoryLimits = {}): Promise<{ events: number; streams: number }> {
  let verdict;
  let blobs: number | undefined;
  try {
    if (await isBlobArchive(file)) {
      // An archive (`export --with-blobs`): every blob an event names must be in it, with its hash.
      const archive = await openBlobArchive(file, limits);
      blobs = archive.blobs;
      try {
        verdict = await verifyHistory(archive.lines());
      } finally {
        await archive.close();
      }
    } else verdict = await verifyHistory(readHistoryFile(file, limits));
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  if (!verdict.ok) throw new CommandRefusedError(`line ${verdict.line}: ${verdict.reason}`);
  io.out.write(`ok: ${verdict.events} events, ${verdict.streams} streams${blobs === undefined ? '' : `, ${blobs} blobs`}\n`);
  return verdict;
}

export interface ImportCommandOptions {
  readonly append: boolean;
  /** With `append`: take events that grant a role or set a password (restoring one's own backup). */
  readonly trustRoles?: boolean;
  readonly limits?: HistoryLimits;
  /** The embedded log's folder, to tell when its read models were built before the import. */
  readonly dataDir?: string;
}

/**
 * Reads the file once, checking each line as the domain would (`verifiedHistory`) and against the
 * log, then writes it, all or nothing (`importHistory`): into an empty log, or one that holds its
 * beginning (a rerun), or after anything with `append`, which takes new streams only.
 */
export async function importCommand(store: EventStore, file: string, options: ImportCommandOptions, io: CommandIo): Promise<void> {
  const refuseGrants = options.append && !options.trustRoles;
  // An archive's blobs are checked against their names and put back into its lines; the log then keeps them in its own blob store.
  const archive = (await isBlobArchive(file))
    ? await openBlobArchive(file, options.limits).catch((error: unknown) => {
        throw refusalOf(error, 'not imported, the file does not verify: ') ?? error;
      })
    : undefined;
  const lines = verifiedHistory(archive ? archive.lines() : readHistoryFile(file, options.limits), { refuseGrants });
  const started = performance.now();
  let result;
  try {
    result = await importHistory(store, lines, { append: options.append });
  } catch (error) {
    throw refusalOf(error, 'not imported, the file does not verify: ') ?? error;
  } finally {
    await archive?.close();
  }
  io.err(`imported ${result.imported} events (${result.alreadyPresent} already present) ${rate(result.imported, started)}`);
  // The read models of the embedded log are rebuilt at start when missing; ones already there
  // were built from what the log held before and would resume from where they were.
  const readModels = options.dataDir ? join(options.dataDir, 'readmodels.sqlite') : undefined;
  if (readModels && result.imported > 0 && existsSync(readModels)) {
    io.err(`${readModels} was built before this import: run \`npm run projections:rebuild\` before \`npm start\``);
  }
}
