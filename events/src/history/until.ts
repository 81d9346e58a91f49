import { comparePositions, positionFromString, positionToString, type Position, type RecordedEvent } from '../store/eventStore';

/**
 * A point in the log's past, as `--until` and `--as-of` take it: a log position (`42/42` as an
 * export prints it, or `42`, the commit part alone) or an ISO 8601 time. The point is inclusive:
 * the event at that position, or recorded at that very time, is part of the past it names.
 */
export type Until = { readonly position: Position } | { readonly time: Date };

export function parseUntil(text: string): Until {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { position: { commit: BigInt(trimmed), prepare: BigInt(trimmed) } };
  if (/^\d+\/\d+$/.test(trimmed)) return { position: positionFromString(trimmed) };
  // A date alone (2026-03-02) means that day's start in UTC, as Date.parse reads it.
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(trimmed)) {
    const time = new Date(trimmed);
    if (!Number.isNaN(time.getTime())) return { time };
  }
  throw new Error(`not a log position or an ISO time: "${text}" (expected e.g. 1234, 1234/1234 or 2026-03-02T12:00:00Z)`);
}

/** Whether an event lies after the point: it is not part of the past the point names. */
export function isAfter(event: Pick<RecordedEvent, 'position' | 'created'>, until: Until): boolean {
  return 'position' in until ? comparePositions(event.position, until.position) > 0 : event.created.getTime() > until.time.getTime();
}

export function describeUntil(until: Until): string {
  return 'position' in until ? `position ${positionToString(until.position)}` : until.time.toISOString();
}
