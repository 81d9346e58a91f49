import { type EventStore, type EventToAppend, type ExpectedRevision, type Position } from '../store/eventStore';
import { checkEvents, checkStreamId } from '../store/validation';
import { historyLineToAppend, type HistoryLine } from './historyLine';

export interface ImportOptions {
  /**
   * Add the history after what the log already holds. Without it, only an empty log is
   * accepted, or one that already holds the start of this very history (an import run again,
   * or resumed after it stopped): then only what is missing is appended.
   */
  readonly append?: boolean;
  /**
   * Appends sent before the first is answered. Above 1, the store must apply appends in the
   * order they were called, as the embedded SQLite log does; KurrentDB needs 1 to keep the order.
   */
  readonly inFlight?: number;
  /** Consecutive events of one stream sent in one append. */
  readonly batchSize?: number;
}

export interface ImportResult {
  /** Events appended by this import. */
  readonly imported: number;
  /** Events of the history the log already held (an import run again). */
  readonly alreadyPresent: number;
}

/** The log holds something else than this history, and the import was not told to append. */
export class HistoryImportRefusedError extends Error {
  override readonly name = 'HistoryImportRefusedError';
}

/** An append of the import failed: names the first line of the batch that failed. */
export class HistoryImportError extends Error {
  override readonly name = 'HistoryImportError';
  constructor(
    readonly line: number,
    cause: unknown,
  ) {
    super(`line ${line}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

interface Batch {
  readonly stream: string;
  /** Its lines' events, as they are appended, from revision `firstRevision` on. */
  readonly events: EventToAppend[];
  readonly firstRevision: number;
  readonly firstLine: number;
}

/**
 * Loads an exported history into a log, keeping its order, its event ids and (in the embedded
 * log) its times. Each stream's revisions are checked as they are appended: an event lands at
 * the revision the history gives it, or the import stops on that line.
 *
 * With several appends in flight, a line the log would refuse is found before it is sent: its
 * event's shape, and (unless appending) its revision against its stream's last one. Nothing after
 * it is sent, so the log holds the history up to that line and an import run again resumes there.
 * A failure only the log can tell (a full disk) may come after later appends were sent; the error
 * then says how many of their events were written.
 */
export async function importHistory(
  store: EventStore,
  history: AsyncIterable<HistoryLine> | Iterable<HistoryLine>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const inFlight = Math.max(1, options.inFlight ?? 1);
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const iterator = toAsyncIterator(history);
  let lineNumber = 0;
  let alreadyPresent = 0;
  /** Each stream's next revision, as far as this import knows it (the log's prefix, then what it sent); appending, none is kept. */
  const nextRevision = new Map<string, number>();

  // A log that is not empty must hold this history's beginning, event for event, unless appending.
  let pending: HistoryLine | undefined;
  if (!options.append) {
    let from: Position | 'start' = 'start';
    let skipFirst = false;
    for (;;) {
      const page = await store.readAll({ fromPosition: from, maxCount: 1000 });
      const events = skipFirst ? page.slice(1) : page;
      if (events.length === 0) break;
      for (const event of events) {
        const next = await iterator.next();
        if (next.done) return { imported: 0, alreadyPresent };
        lineNumber++;
        if (next.value.id !== event.id) {
          throw new HistoryImportRefusedError(
            alreadyPresent === 0
              ? `the log is not empty (it starts with ${event.type} on ${event.streamId}): import into an empty log, or tell the import to append`
              : `the log holds the first ${alreadyPresent} events of this history, then ${event.type} on ${event.streamId} where line ${lineNumber} has ${next.value.type} on ${next.value.stream}: it holds another history; import into an empty log, or tell the import to append`,
          );
        }
        alreadyPresent++;
        nextRevision.set(event.streamId, Number(event.revision) + 1);
      }
      from = events[events.length - 1]!.position;
      skipFirst = true;
    }
    const next = await iterator.next();
    if (next.done) return { imported: 0, alreadyPresent };
    lineNumber++;
    pending = next.value;
  }

  let imported = 0;
  const window: Promise<void>[] = [];
  let failure: { line: number; cause: unknown } | undefined;
  /** Events of batches sent after the one that failed, that the log took all the same. */
  let writtenAfterFailure = 0;
  const send = (batch: Batch): void => {
    const first = batch.firstRevision;
    const expectedRevision: ExpectedRevision = options.append ? 'any' : first === 0 ? 'no_stream' : BigInt(first - 1);
    const appended = store
      .appendToStream(batch.stream, batch.events, { expectedRevision })
      // Both in one handler, so that the appends' outcomes are heard in the order the log settles them:
      // in the order they were sent (see inFlight), the first failure the earliest line.
      .then(
        () => {
          imported += batch.events.length;
          if (failure && failure.line < batch.firstLine) writtenAfterFailure += batch.events.length;
        },
        (error: unknown) => {
          failure ??= { line: batch.firstLine, cause: error };
        },
      );
    window.push(appended);
  };
  const stop = async (): Promise<never> => {
    await Promise.all(window);
    const { line, cause } = failure!;
    const after =
      writtenAfterFailure === 0
        ? ''
        : writtenAfterFailure === 1
          ? ' (1 event of a later line, already sent, was written all the same)'
          : ` (${writtenAfterFailure} events of later lines, already sent, were written all the same)`;
    throw new HistoryImportError(
      line,
      cause instanceof Error ? new Error(`${cause.message}${after}`, { cause }) : `${String(cause)}${after}`,
    );
  };

  let batch: Batch | undefined;
  const take = async (line: HistoryLine, number: number) => {
    const event = historyLineToAppend(line);
    try {
      checkLine(line, event, options.append ? undefined : (nextRevision.get(line.stream) ?? 0));
    } catch (error) {
      // What is already sent lands; nothing of this line or after it is sent.
      if (batch) send(batch);
      batch = undefined;
      failure ??= { line: number, cause: error };
      return stop();
    }
    if (!options.append) nextRevision.set(line.stream, line.revision + 1);
    const contiguous = batch && batch.stream === line.stream && batch.events.length < batchSize;
    if (contiguous && line.revision === batch!.firstRevision + batch!.events.length) {
      batch!.events.push(event);
      return;
    }
    if (batch) send(batch);
    batch = { stream: line.stream, events: [event], firstRevision: line.revision, firstLine: number };
    while (window.length >= inFlight) await window.shift();
    if (failure) await stop();
  };

  if (pending) await take(pending, lineNumber);
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    lineNumber++;
    await take(next.value, lineNumber);
  }
  if (batch) send(batch);
  await Promise.all(window);
  if (failure) await stop();
  return { imported, alreadyPresent };
}

/** What the log would refuse of the line: its event's shape, or a revision other than its stream's next (when known). */
function checkLine(line: HistoryLine, event: EventToAppend, nextRevision: number | undefined): void {
  checkStreamId(line.stream);
  checkEvents([event]);
  if (nextRevision !== undefined && line.revision !== nextRevision) {
    throw new Error(
      nextRevision === 0
        ? `${line.stream} starts at revision ${line.revision}, not 0`
        : `${line.stream} is at revision ${nextRevision - 1}, so its next event is ${nextRevision}, not ${line.revision}`,
    );
  }
}

function toAsyncIterator<T>(source: AsyncIterable<T> | Iterable<T>): AsyncIterator<T> {
  if (Symbol.asyncIterator in source) return source[Symbol.asyncIterator]();
  const inner = source[Symbol.iterator]();
  return { next: async () => inner.next() };
}
