import { z } from 'zod';
import { comparePositions, historyFileLine, HistoryLineError, positionFromString, type HistoryLine, type Position } from '@forge/events';
import { domainEvents, type DomainEvent } from '../events';
import { claimChecks } from './claims';
import { streamOf } from './streamOf';

export type HistoryVerdict =
  | { readonly ok: true; readonly events: number; readonly streams: number }
  /** `line`: the file's line when the history was read from one (readHistoryFile), else the event's count from 1. */
  | { readonly ok: false; readonly line: number; readonly reason: string };

/**
 * Checks an exported history as the platform would read it, and stops at the first line that
 * fails: every event is one the domain knows and its data decodes (old versions upcast), positions
 * strictly increase, each stream's revisions run from 0 without a gap, each event lies in the
 * stream its data names, and the claims hold (one account per email, one Google identity per
 * account and one account per Google identity). A line the reader cannot parse fails too.
 * Memory grows with the streams and accounts, not with the events.
 */
export async function verifyHistory(lines: AsyncIterable<HistoryLine> | Iterable<HistoryLine>): Promise<HistoryVerdict> {
  const nextRevision = new Map<string, number>();
  const claims = claimChecks();
  let previous: Position | undefined;
  let count = 0;
  try {
    for await (const line of lines) {
      count++;
      const fail = (reason: string): HistoryVerdict => ({ ok: false, line: historyFileLine(line) ?? count, reason });
      const position = positionFromString(line.position);
      if (previous && comparePositions(position, previous) <= 0) {
        return fail(`position ${line.position} does not come after the previous line's`);
      }
      previous = position;

      const expected = nextRevision.get(line.stream) ?? 0;
      if (line.revision !== expected) {
        return fail(
          expected === 0
            ? `${line.stream} begins at revision ${line.revision}, not 0`
            : `${line.stream} has revision ${line.revision} where ${expected} comes next`,
        );
      }
      nextRevision.set(line.stream, expected + 1);

      const decoded = decode(line);
      if (typeof decoded === 'string') return fail(decoded);
      const stream = streamOf(decoded);
      if (line.stream !== stream) return fail(`${line.type} belongs in ${stream}, not in ${line.stream}`);
      const broken = claims.check(decoded, historyFileLine(line) ?? count);
      if (broken) return fail(broken);
    }
  } catch (error) {
    if (error instanceof HistoryLineError) return { ok: false, line: error.line, reason: error.reason };
    throw error;
  }
  return { ok: true, events: count, streams: nextRevision.size };
}

/** The event as the domain reads it, or why it cannot. */
function decode(line: HistoryLine): DomainEvent | string {
  try {
    const event = domainEvents.decode({
      type: line.type,
      data: line.data,
      metadata: { ...line.metadata, schemaVersion: line.schemaVersion },
    });
    return event ?? `unknown event type ${line.type}`;
  } catch (error) {
    if (error instanceof z.ZodError) {
      const issue = error.issues[0]!;
      return `${line.type} (version ${line.schemaVersion}) does not decode: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
    }
    return error instanceof Error ? error.message : String(error);
  }
}
