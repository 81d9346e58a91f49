import { createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import {
  exportHistory,
  HistoryImportError,
  HistoryImportRefusedError,
  importHistory,
  readHistoryFile,
  type EventStore,
  type Until,
} from '@forge/events';
import { anonymizer, verifyHistory } from '@forge/domain';

/** Where a command reports: `out` gets the history (export), `err` the summaries and refusals. */
export interface CommandIo {
  readonly out: Writable;
  err(line: string): void;
}

/** A refusal the command explains in one line; the process exits 1. */
export class CommandRefusedError extends Error {
  override readonly name = 'CommandRefusedError';
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
  options: { readonly until?: Until; readonly anonymize?: { readonly passwordHash: string }; readonly outFile?: string },
  io: CommandIo,
): Promise<number> {
  const output = options.outFile ? createWriteStream(options.outFile) : io.out;
  const anonymize = options.anonymize ? anonymizer(options.anonymize) : undefined;
  const started = performance.now();
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

/** Checks a history file; throws CommandRefusedError naming the first line that fails. */
export async function verifyCommand(file: string, io: CommandIo): Promise<{ events: number; streams: number }> {
  const verdict = await verifyHistory(readHistoryFile(file));
  if (!verdict.ok) throw new CommandRefusedError(`line ${verdict.line}: ${verdict.reason}`);
  io.out.write(`ok: ${verdict.events} events, ${verdict.streams} streams\n`);
  return verdict;
}

/**
 * Verifies the whole file first (nothing is written when it fails), then imports it: into an
 * empty log, or one that holds its beginning (a rerun, a resume), or after anything with `append`.
 */
export async function importCommand(
  store: EventStore,
  file: string,
  options: { readonly append: boolean; readonly inFlight: number; readonly dataDir?: string },
  io: CommandIo,
): Promise<void> {
  const verdict = await verifyHistory(readHistoryFile(file));
  if (!verdict.ok) throw new CommandRefusedError(`not imported, the file does not verify: line ${verdict.line}: ${verdict.reason}`);
  const started = performance.now();
  let result;
  try {
    result = await importHistory(store, readHistoryFile(file), { append: options.append, inFlight: options.inFlight });
  } catch (error) {
    if (error instanceof HistoryImportRefusedError || error instanceof HistoryImportError) throw new CommandRefusedError(error.message);
    throw error;
  }
  io.err(`imported ${result.imported} events (${result.alreadyPresent} already present) ${rate(result.imported, started)}`);
  // The read models of the embedded log are rebuilt at start when missing; ones already there
  // were built from what the log held before and would resume from where they were.
  const readModels = options.dataDir ? join(options.dataDir, 'readmodels.sqlite') : undefined;
  if (readModels && result.imported > 0 && existsSync(readModels)) {
    io.err(`${readModels} was built before this import: run \`npm run projections:rebuild\` before \`npm start\``);
  }
}
