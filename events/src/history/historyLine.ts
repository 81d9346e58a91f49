import { z } from 'zod';
import { positionFromString, positionToString, type EventToAppend, type RecordedEvent } from '../store/eventStore';
import { schemaVersionOf } from '../catalog/eventCatalog';

/**
 * One event of an exported history, one JSON object per line (NDJSON), in log order: what
 * `npm run events -- export` writes and `import` and `verify` read. `position` is the event's
 * place in the log it came from (`commit/prepare`), `time` when it was recorded there.
 */
export interface HistoryLine {
  readonly stream: string;
  readonly revision: number;
  readonly type: string;
  readonly schemaVersion: number;
  readonly id: string;
  readonly data: unknown;
  readonly metadata: Record<string, unknown>;
  readonly position: string;
  readonly time: string;
}

const historyLineSchema = z.strictObject({
  stream: z.string().min(1),
  revision: z.number().int().nonnegative(),
  type: z.string().min(1),
  schemaVersion: z.number().int().positive(),
  id: z.string().min(1),
  data: z.unknown().refine((data) => data !== undefined, 'data is missing'),
  metadata: z.record(z.string(), z.unknown()),
  position: z.string().regex(/^\d+\/\d+$/, 'position must be commit/prepare, e.g. 42/42'),
  time: z.iso.datetime({ offset: true }),
});

/** A line that is not a history event: names the line (from 1) and what is wrong with it. */
export class HistoryLineError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'HistoryLineError';
  }
}

export function toHistoryLine(event: RecordedEvent): HistoryLine {
  return {
    stream: event.streamId,
    revision: Number(event.revision),
    type: event.type,
    schemaVersion: schemaVersionOf(event.metadata),
    id: event.id,
    data: event.data,
    metadata: event.metadata,
    position: positionToString(event.position),
    time: event.created.toISOString(),
  };
}

/** Parses one line of an exported history; `lineNumber` (from 1) names it in the error. */
export function parseHistoryLine(text: string, lineNumber: number): HistoryLine {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new HistoryLineError(lineNumber, `not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = historyLineSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HistoryLineError(lineNumber, `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
  }
  return parsed.data;
}

/** The line as an event to append elsewhere: same id, type, data and metadata, and its original time. */
export function historyLineToAppend(line: HistoryLine): EventToAppend {
  return { id: line.id, type: line.type, data: line.data, metadata: line.metadata, recordedAt: new Date(line.time) };
}

/** The line's position in the log it was exported from. */
export function historyLinePosition(line: HistoryLine) {
  return positionFromString(line.position);
}
