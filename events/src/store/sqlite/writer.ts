import type Database from 'better-sqlite3';
import type { AppendResult, ExpectedRevision } from '../eventStore';
import { IdempotencyViolationError, WrongExpectedVersionError } from '../errors';
import type { EventIdRow, StreamRow, Statements } from './database';

/** An event ready for INSERT: data and metadata already serialised (done before queueing, so a bad payload fails alone). */
export interface SerializedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
  /** Milliseconds since the epoch when the append carried the event's own time (an import); else the commit's time is used. */
  readonly created?: number;
}

export type WriteOp =
  | { readonly kind: 'append'; readonly streamId: string; readonly expected: ExpectedRevision; readonly events: readonly SerializedEvent[] }
  | { readonly kind: 'delete'; readonly streamId: string; readonly expected: ExpectedRevision };

/** Reported after every group commit; lets tests and diagnostics observe how operations were grouped. */
export interface CommitInfo {
  /** Operations in the transaction, including the ones that were rejected. */
  readonly operations: number;
  /** Events written by the transaction. */
  readonly events: number;
}

interface Pending {
  readonly op: WriteOp;
  readonly resolve: (value: AppendResult | undefined) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: AppendResult | undefined } | { ok: false; error: unknown };

/** Revision of the stream as the API sees it: undefined when it never existed or is soft-deleted. */
function currentRevision(stream: StreamRow | undefined): bigint | undefined {
  return stream && stream[0] >= stream[1] ? stream[0] : undefined;
}

function checkExpected(streamId: string, expected: ExpectedRevision, current: bigint | undefined): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' ? current === undefined : expected === 'stream_exists' ? current !== undefined : current === expected);
  if (!ok) throw new WrongExpectedVersionError(streamId, expected, current);
}

/**
 * Group commit. Operations submitted in the same event-loop turn are applied in submission order inside
 * ONE write transaction (one fsync): each is checked against the state left by the earlier ones, runs in
 * its own savepoint, and a failure rejects only its own promise. Promises settle after COMMIT returned,
 * and if COMMIT fails every operation of the batch is rejected: a batch is never partially written.
 * better-sqlite3 is synchronous, so a commit in flight blocks the thread; whatever arrives meanwhile
 * queues for the next turn.
 */
export class GroupCommitWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly runBatch: (batch: readonly Pending[], outcomes: Outcome[], now: number) => number;
  private readonly applyOp: (op: WriteOp, now: number) => { result: AppendResult | undefined; written: number };

  constructor(
    db: Database.Database,
    private readonly stmts: Statements,
    private readonly onCommitted: (info: CommitInfo) => void,
    /** The time recorded as `created` on events appended without one of their own, in ms since the epoch. */
    private readonly now: () => number = Date.now,
  ) {
    this.applyOp = db.transaction((op: WriteOp, now: number) => (op.kind === 'append' ? this.append(op, now) : this.delete(op)));
    const batchTx = db.transaction((batch: readonly Pending[], outcomes: Outcome[], now: number) => {
      let written = 0;
      for (const { op } of batch) {
        try {
          const { result, written: n } = this.applyOp(op, now);
          written += n;
          outcomes.push({ ok: true, value: result });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
      return written;
    });
    // IMMEDIATE takes the write lock up front, so a writer in another process makes us wait (busy timeout)
    // instead of failing a read-to-write upgrade.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- better-sqlite3's transaction variants are plain functions, not methods
    this.runBatch = batchTx.immediate;
  }

  get pending(): number {
    return this.queue.length;
  }

  submit(op: WriteOp): Promise<AppendResult | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ op, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits everything queued now (close() uses it so in-flight appends land before the db closes). */
  flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    const outcomes: Outcome[] = [];
    let written: number;
    try {
      written = this.runBatch(batch, outcomes, this.now());
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
    this.onCommitted({ operations: batch.length, events: written });
  }

  private append(op: Extract<WriteOp, { kind: 'append' }>, now: number): { result: AppendResult; written: number } {
    const { streamId, expected, events } = op;
    const { getStream, getEventId, positionOf, insertEvent, upsertStream } = this.stmts;
    const stream = getStream.get(streamId);
    const current = currentRevision(stream);

    // Idempotency: ids seen before make this either an exact retry (same stream, contiguous revisions, same
    // place) answered with the original result, or a violation. Nothing is written either way.
    let found: (EventIdRow | undefined)[] | undefined;
    for (let i = 0; i < events.length; i++) {
      const row = getEventId.get(events[i]!.id);
      if (row) (found ??= new Array<EventIdRow | undefined>(events.length))[i] = row;
    }
    if (found) return { result: this.retryResult(op, stream, found), written: 0 };

    checkExpected(streamId, expected, current);
    if (events.length === 0) {
      if (current === undefined) return { result: { nextExpectedRevision: -1n, position: { commit: 0n, prepare: 0n } }, written: 0 };
      const position = positionOf.get(streamId, current)![0];
      return { result: { nextExpectedRevision: current, position: { commit: position, prepare: position } }, written: 0 };
    }

    let revision = stream ? stream[0] : -1n;
    let position = 0n;
    for (const event of events) {
      revision += 1n;
      position = insertEvent.run(streamId, revision, event.id, event.type, event.data, event.metadata, event.created ?? now)
        .lastInsertRowid as bigint;
    }
    upsertStream.run(streamId, revision);
    return { result: { nextExpectedRevision: revision, position: { commit: position, prepare: position } }, written: events.length };
  }

  private retryResult(
    op: Extract<WriteOp, { kind: 'append' }>,
    stream: StreamRow | undefined,
    found: (EventIdRow | undefined)[],
  ): AppendResult {
    const { streamId, expected, events } = op;
    const first = found[0];
    let exact = first !== undefined && first[0] === streamId;
    for (let i = 1; exact && i < found.length; i++) {
      const row = found[i];
      exact = row !== undefined && row[0] === streamId && row[1] === first![1] + BigInt(i);
    }
    if (exact && typeof expected === 'bigint') exact = first![1] === expected + 1n;
    if (exact && expected === 'no_stream') exact = stream !== undefined && first![1] === stream[1];
    if (!exact) {
      const clash = events.find((_, i) => found[i] !== undefined)!;
      throw new IdempotencyViolationError(streamId, clash.id);
    }
    const last = found[found.length - 1]!;
    return { nextExpectedRevision: last[1], position: { commit: last[2], prepare: last[2] } };
  }

  private delete(op: Extract<WriteOp, { kind: 'delete' }>): { result: undefined; written: number } {
    const stream = this.stmts.getStream.get(op.streamId);
    const current = currentRevision(stream);
    checkExpected(op.streamId, op.expected, current);
    if (current !== undefined) this.stmts.truncateStream.run(current + 1n, op.streamId);
    return { result: undefined, written: 0 };
  }
}
