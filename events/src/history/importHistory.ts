import { comparePositions, END, type EventStore, type EventToAppend, type Position, type RecordedEvent } from '../store/eventStore';
import { isBlobbed, type BlobbedEventStore } from '../blobs/blobbedEventStore';
import { inOneTransaction, LogChangedError } from '../store/sqlite/importTransaction';
import { checkEvents, checkStreamId } from '../store/validation';
import { historyLineToAppend, type HistoryLine } from './historyLine';
import { historyFileLine } from './readHistoryFile';
import { stageLines, type StagedLine, type StagedLines } from './stagedLines';

export interface ImportOptions {
  /**
   * Add the history after what the log already holds: every stream of the history must be new to
   * the log, and no event id of it may be there. Without it, only an empty log is accepted, or one
   * that already holds the start of this very history (an import run again, or a longer export of
   * the same log): then only what is missing is written.
   */
  readonly append?: boolean;
  /** Consecutive events of one stream sent in one append, to a log other than the embedded one. */
  readonly batchSize?: number;
  /** Where the checked lines wait to be written, in a folder of their own removed afterwards. Default: the system's temporary folder. */
  readonly stagingDir?: string;
}

export interface ImportResult {
  /** Events appended by this import. */
  readonly imported: number;
  /** Events of the history the log already held (an import run again). */
  readonly alreadyPresent: number;
}

/** The log holds something that this history cannot follow: nothing was written. */
export class HistoryImportRefusedError extends Error {
  override readonly name = 'HistoryImportRefusedError';
}

/** A line the import refuses, or an append of it that failed: names the line. */
export class HistoryImportError extends Error {
  override readonly name = 'HistoryImportError';
  constructor(
    readonly line: number,
    cause: unknown,
  ) {
    super(`line ${line}: ${messageOf(cause)}`, { cause });
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function* externalized(history: HistoryLines, store: BlobbedEventStore): AsyncGenerator<HistoryLine> {
  for await (const line of history) yield { ...line, data: await store.externalize(line.stream, line.data) };
}

/** A history's lines, read from a file as they come or held in memory. */
type HistoryLines = AsyncIterable<HistoryLine> | Iterable<HistoryLine>;

/**
 * Loads an exported history into a log, keeping its order, its event ids and (in the embedded
 * log) its times. It is all or nothing, and reads the history once:
 *
 * 1. Every line is checked, against the history and against the log, before the first is written:
 *    each event's shape, a unique id, its stream's next revision; without `append`, the log must
 *    hold the history's beginning (or nothing); with it, the history's streams and ids must be new
 *    to the log. The checked lines are staged in a private file (`stagedLines`), and a line that
 *    fails stops the import there, with nothing written.
 * 2. The staged lines are written, each at the revision the history gives it. The embedded log
 *    takes them in one transaction, refused whole if the log changed since it was checked. Any
 *    other log (KurrentDB) has no transaction across streams: the lines are appended in order, one
 *    stream's run at a time, so that only the log failing midway (a lost connection) can leave part
 *    of them written, always the history's first lines; the same import run again then adds the rest.
 */
export async function importHistory(store: EventStore, history: HistoryLines, options: ImportOptions = {}): Promise<ImportResult> {
  // A log with blobs beside it: each line's big strings go to its blob store first, and the lines,
  // as the log itself would write them, go to the log underneath (in one transaction when embedded).
  if (isBlobbed(store)) return importHistory(store.raw, externalized(history, store), options);
  const staged = await stageLines(options.stagingDir);
  try {
    const checked = options.append ? await checkAppend(store, history, staged) : await checkContinuation(store, history, staged);
    await staged.finish();
    const toWrite = { staged, skip: checked.skipStaged, head: checked.head };
    const imported =
      staged.count - checked.skipStaged === 0
        ? 0
        : (writeInOneTransaction(store, toWrite) ?? (await appendInOrder(store, toWrite, Math.max(1, options.batchSize ?? 500))));
    return { imported, alreadyPresent: checked.alreadyPresent };
  } finally {
    await staged.remove();
  }
}

interface Checked {
  /** Lines of the history the log holds already. */
  readonly alreadyPresent: number;
  /** Of the staged lines, how many at the start the log holds already (an append run again). */
  readonly skipStaged: number;
  /** The log's last event when it was checked; undefined when it was empty. */
  readonly head: Position | undefined;
}

/** What each line must be whatever the log holds: a shape the log takes, an id of its own, its stream's next revision. */
function lineChecks() {
  const ids = new Map<string, number>(); // event id -> its line
  const streams = new Map<string, { readonly firstLine: number; next: number }>();
  const check = (line: HistoryLine, at: number): void => {
    try {
      checkStreamId(line.stream);
      checkEvents([historyLineToAppend(line)]);
      const earlier = ids.get(line.id);
      if (earlier !== undefined) throw new Error(`event id ${line.id} is line ${earlier}'s too: an id names one event`);
      const next = streams.get(line.stream)?.next ?? 0;
      if (line.revision !== next) {
        throw new Error(
          next === 0
            ? `${line.stream} starts at revision ${line.revision}, not 0`
            : `${line.stream} is at revision ${next - 1}, so its next event is ${next}, not ${line.revision}`,
        );
      }
    } catch (error) {
      throw new HistoryImportError(at, error);
    }
    ids.set(line.id, at);
    const stream = streams.get(line.stream);
    if (stream) stream.next++;
    else streams.set(line.stream, { firstLine: at, next: 1 });
  };
  return { check, ids, streams };
}

/** Checks each line of `history` and stages it, counting on from the `count` lines before it; returns the new count. */
async function checkAndStage(lines: ReturnType<typeof lineChecks>, history: HistoryLines, staged: StagedLines, count = 0): Promise<number> {
  for await (const line of history) {
    count++;
    const at = historyFileLine(line) ?? count;
    lines.check(line, at);
    await staged.add([at, line]);
  }
  return count;
}

/** Without `append`: the log holds nothing, or this history's first lines and nothing else; the rest is staged. */
async function checkContinuation(store: EventStore, history: HistoryLines, staged: StagedLines): Promise<Checked> {
  const lines = lineChecks();
  let count = 0;
  let alreadyPresent = 0;
  let head: Position | undefined;
  const iterator = toAsyncIterator(history);
  try {
    for await (const event of logEvents(store)) {
      head = event.position;
      const next = await iterator.next();
      // The log holds the whole history (and perhaps more after it): nothing to add.
      if (next.done) return { alreadyPresent, skipStaged: 0, head };
      count++;
      if (next.value.id !== event.id || next.value.stream !== event.streamId) {
        throw new HistoryImportRefusedError(
          alreadyPresent === 0
            ? `the log is not empty (it starts with ${event.type} on ${event.streamId}): import into an empty log, or tell the import to append`
            : `the log holds the first ${alreadyPresent} events of this history, then ${event.type} on ${event.streamId} where line ${historyFileLine(next.value) ?? count} has ${next.value.type} on ${next.value.stream}: it holds another history; import into an empty log, or tell the import to append`,
        );
      }
      lines.check(next.value, historyFileLine(next.value) ?? count);
      alreadyPresent++;
    }
    await checkAndStage(lines, { [Symbol.asyncIterator]: () => iterator }, staged, count);
  } finally {
    // A history read from a file is closed whichever way the check ends.
    await iterator.return?.();
  }
  return { alreadyPresent, skipStaged: 0, head };
}

/**
 * With `append`: every line is staged, then the log is read through once: no stream of the history
 * may be in it, nor any of its event ids, unless the log ends with the history's first lines (an
 * append that stopped midway, run again).
 */
async function checkAppend(store: EventStore, history: HistoryLines, staged: StagedLines): Promise<Checked> {
  const lines = lineChecks();
  await checkAndStage(lines, history, staged);
  await staged.finish();
  let head: Position | undefined;
  let present = 0;
  let tail: Generator<StagedLine> | undefined;
  try {
    for await (const event of logEvents(store)) {
      head = event.position;
      const at = lines.ids.get(event.id);
      if (at === undefined && !tail) {
        const stream = lines.streams.get(event.streamId);
        if (stream) {
          throw new HistoryImportRefusedError(
            `line ${stream.firstLine}: ${event.streamId} is in the log already: an append adds new streams only, it cannot change what the log holds`,
          );
        }
        continue;
      }
      // From the history's first event on, the log holds its first lines in order and nothing else.
      tail ??= staged.read();
      const expected = tail.next();
      if (expected.done || expected.value[1].id !== event.id || expected.value[1].stream !== event.streamId) {
        throw new HistoryImportRefusedError(
          present === 0
            ? `line ${at}: the log holds event ${event.id} already (${event.type} on ${event.streamId}): an append adds new events only`
            : `the log ends with the first ${present} events of this history, then ${event.type} on ${event.streamId}: an append adds new events only`,
        );
      }
      present++;
    }
  } finally {
    tail?.return(undefined);
  }
  return { alreadyPresent: present, skipStaged: present, head };
}

interface ToWrite {
  readonly staged: StagedLines;
  readonly skip: number;
  readonly head: Position | undefined;
}

/** The embedded log: every staged line in one transaction, or none of them; undefined for any other log. */
function writeInOneTransaction(store: EventStore, { staged, skip, head }: ToWrite): number | undefined {
  try {
    return inOneTransaction(
      store,
      (append) => {
        let index = 0;
        for (const [at, line] of staged.read()) {
          if (index++ < skip) continue;
          try {
            append({ streamId: line.stream, revision: line.revision, event: historyLineToAppend(line) });
          } catch (error) {
            throw new HistoryImportError(at, error);
          }
        }
      },
      head ? head.commit : null,
    );
  } catch (error) {
    const nothing = 'nothing of the history was written';
    if (error instanceof HistoryImportError) throw new HistoryImportError(error.line, `${messageOf(error.cause)}: ${nothing}`);
    if (error instanceof LogChangedError) throw new HistoryImportRefusedError(`${error.message}: ${nothing}; run the import again`);
    throw new Error(`${messageOf(error)}: ${nothing}`, { cause: error });
  }
}

interface Batch {
  readonly stream: string;
  readonly events: EventToAppend[];
  readonly firstRevision: number;
  readonly firstLine: number;
}

/** Any other log: the staged lines appended in order, each run of one stream at the revision the history gives it. */
async function appendInOrder(store: EventStore, { staged, skip, head }: ToWrite, batchSize: number): Promise<number> {
  const [last] = await store.readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 });
  const same = last && head ? comparePositions(last.position, head) === 0 : last === head;
  if (!same)
    throw new HistoryImportRefusedError('the log changed while the import was checking it: nothing was written; run the import again');
  let imported = 0;
  const send = async (batch: Batch) => {
    const expectedRevision = batch.firstRevision === 0 ? 'no_stream' : BigInt(batch.firstRevision - 1);
    try {
      await store.appendToStream(batch.stream, batch.events, { expectedRevision });
    } catch (error) {
      const written =
        imported === 0 ? 'nothing was written' : `the ${imported} events before it were written: the same import, run again, adds the rest`;
      throw new HistoryImportError(batch.firstLine, `${messageOf(error)} (${written})`);
    }
    imported += batch.events.length;
  };
  let batch: Batch | undefined;
  let index = 0;
  for (const [at, line] of staged.read()) {
    if (index++ < skip) continue;
    if (batch && batch.stream === line.stream && batch.events.length < batchSize) {
      batch.events.push(historyLineToAppend(line));
      continue;
    }
    if (batch) await send(batch);
    batch = { stream: line.stream, events: [historyLineToAppend(line)], firstRevision: line.revision, firstLine: at };
  }
  if (batch) await send(batch);
  return imported;
}

/** The log's events in order, a page at a time. */
async function* logEvents(store: EventStore): AsyncGenerator<RecordedEvent> {
  let from: Position | 'start' = 'start';
  let skipFirst = false;
  for (;;) {
    // readAll is inclusive of its start: the page after `from` begins with `from` itself.
    const page = await store.readAll({ fromPosition: from, maxCount: 1000 });
    const events = skipFirst ? page.slice(1) : page;
    if (events.length === 0) return;
    yield* events;
    from = events[events.length - 1]!.position;
    skipFirst = true;
  }
}

function toAsyncIterator<T>(source: AsyncIterable<T> | Iterable<T>): AsyncIterator<T> {
  if (Symbol.asyncIterator in source) return source[Symbol.asyncIterator]();
  const inner = source[Symbol.iterator]();
  return { next: async () => inner.next(), return: async () => inner.return?.() ?? { done: true, value: undefined } };
}
