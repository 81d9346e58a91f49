/**
 * The event log port. Semantics copy EventStoreDB's (see ARCHITECTURE.md):
 * stream revisions start at 0, appends are optimistic on an expected revision,
 * re-appending the same event ids is an idempotent no-op, positions in $all are
 * opaque and ordered, and catch-up subscriptions go live with no gap and no duplicate.
 */

/** Expected state of a stream before an append. A bigint is the exact current revision. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** A place in the global log. Opaque: compare with `comparePositions`, never compute "+1". */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START = 'start' as const;
export const END = 'end' as const;
export type ReadAllFrom = typeof START | typeof END | Position;
export type ReadStreamFrom = typeof START | typeof END | bigint;
export type Direction = 'forwards' | 'backwards';

/** What a caller hands to `appendToStream`. `id` is a UUID chosen by the caller; it makes retries idempotent. */
export interface EventToAppend {
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata?: Record<string, unknown>;
  /**
   * When the event happened, for an import that carries a history from one log to another. The
   * embedded log records it as the event's `created`; KurrentDB stamps its own time and ignores it.
   * Left out, the time of the append.
   */
  readonly recordedAt?: Date;
}

export interface RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  readonly type: string;
  readonly revision: bigint;
  readonly position: Position;
  readonly data: unknown;
  readonly metadata: Record<string, unknown>;
  readonly created: Date;
}

export interface AppendOptions {
  readonly expectedRevision?: ExpectedRevision;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  readonly nextExpectedRevision: bigint;
  /** Position of the last event of this append in $all. */
  readonly position: Position;
}

export interface ReadStreamOptions {
  readonly direction?: Direction;
  readonly fromRevision?: ReadStreamFrom;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  readonly direction?: Direction;
  /** Inclusive for reads, like EventStoreDB's readAll. */
  readonly fromPosition?: ReadAllFrom;
  readonly maxCount?: number;
}

/** Which events a subscription to $all delivers. Each given criterion must match. */
export interface SubscriptionFilter {
  readonly streamNamePrefix?: readonly string[];
  readonly eventTypePrefix?: readonly string[];
  readonly eventTypeRegex?: RegExp;
}

export interface SubscribeToAllOptions {
  /** Exclusive: the first event delivered is the one after this position. */
  readonly fromPosition?: ReadAllFrom;
  readonly filter?: SubscriptionFilter;
}

/** An async stream of events. Iteration ends after `unsubscribe()`; errors surface through the iterator. */
export interface Subscription extends AsyncIterable<RecordedEvent> {
  unsubscribe(): Promise<void>;
}

export interface DeleteOptions {
  readonly expectedRevision?: ExpectedRevision;
}

export interface EventStore {
  appendToStream(streamId: string, events: readonly EventToAppend[], options?: AppendOptions): Promise<AppendResult>;
  /** Throws StreamNotFoundError when the stream never existed or was deleted. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeToAllOptions): Subscription;
  /**
   * Soft delete: the stream reads as not found, its events stay in $all, and a later
   * append recreates it with revisions continuing after the deleted ones.
   */
  deleteStream(streamId: string, options?: DeleteOptions): Promise<void>;
  close(): Promise<void>;
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** Positions cross process boundaries (checkpoints, HTTP) as text. */
export function positionToString(p: Position): string {
  return `${p.commit}/${p.prepare}`;
}

export function positionFromString(s: string): Position {
  const match = /^(\d+)\/(\d+)$/.exec(s);
  if (!match) throw new Error(`not a log position: ${s}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
