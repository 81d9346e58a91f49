import { z } from 'zod';
import { comparePositions, historyFileLine, HistoryLineError, positionFromString, type HistoryLine, type Position } from '@forge/events';
import { domainEvents, type DomainEvent } from '../events';
import { claimChecks } from './claims';
import { streamOf } from './streamOf';

export type HistoryVerdict =
  | { readonly ok: true; readonly events: number; readonly streams: number }
  /** `line`: the file's line when the history was read from one (readHistoryFile), else the event's count from 1. */
  | { readonly ok: false; readonly line: number; readonly reason: string };

export interface VerifyOptions {
  /**
   * The history is for an append to a log that holds accounts of its own: every event that grants
   * a role or sets a password fails, for a file from elsewhere could take an account with them.
   */
  readonly refuseGrants?: boolean;
}

/** The events an append refuses unless it trusts the file's roles and passwords, and what each does. */
const grants: Readonly<Partial<Record<DomainEvent['type'], string>>> = {
  UserRegistered: 'gives an account a role and a password',
  UserRoleChanged: 'grants a role',
  UserPasswordChanged: 'sets a password',
};

/**
 * Checks an exported history as the platform would read it, and stops at the first line that
 * fails: every event is one the domain knows and its data decodes (old versions upcast), no two
 * events share an id, positions strictly increase, each stream's revisions run from 0 without a
 * gap, each event lies in the stream its data names, and the claims hold (one account per email,
 * one Google identity per account and one account per Google identity). A line the reader cannot
 * parse fails too; a history over the reader's limits throws its `HistoryLimitError`. Memory grows
 * with the streams, the accounts and the events' ids.
 */
export async function verifyHistory(
  lines: AsyncIterable<HistoryLine> | Iterable<HistoryLine>,
  options: VerifyOptions = {},
): Promise<HistoryVerdict> {
  const checks = historyChecks(options);
  try {
    for await (const line of lines) {
      const failure = checks.check(line);
      if (failure) return { ok: false, ...failure };
    }
  } catch (error) {
    if (error instanceof HistoryLineError) return { ok: false, line: error.line, reason: error.reason };
    throw error;
  }
  return { ok: true, ...checks.counts() };
}

/**
 * The lines as they pass `verifyHistory`'s checks; the first that fails throws a `HistoryLineError`
 * naming it. What an import reads its file through, so that the lines it writes are the ones checked.
 */
export async function* verifiedHistory(
  lines: AsyncIterable<HistoryLine> | Iterable<HistoryLine>,
  options: VerifyOptions = {},
): AsyncGenerator<HistoryLine> {
  const checks = historyChecks(options);
  for await (const line of lines) {
    const failure = checks.check(line);
    if (failure) throw new HistoryLineError(failure.line, failure.reason);
    yield line;
  }
}

/** `verifyHistory`'s checks, a line at a time: `check` answers the first failure of the line, or undefined. */
function historyChecks(options: VerifyOptions) {
  const nextRevision = new Map<string, number>();
  const ids = new Map<string, number>(); // event id -> the line it names
  const claims = claimChecks();
  let previous: Position | undefined;
  let count = 0;

  const reasonAgainst = (line: HistoryLine, at: number): string | undefined => {
    const earlier = ids.get(line.id);
    if (earlier !== undefined) return `event id ${line.id} is line ${earlier}'s too: an id names one event`;
    ids.set(line.id, at);

    const position = positionFromString(line.position);
    if (previous && comparePositions(position, previous) <= 0) return `position ${line.position} does not come after the previous line's`;
    previous = position;

    const expected = nextRevision.get(line.stream) ?? 0;
    if (line.revision !== expected) {
      return expected === 0
        ? `${line.stream} begins at revision ${line.revision}, not 0`
        : `${line.stream} has revision ${line.revision} where ${expected} comes next`;
    }
    nextRevision.set(line.stream, expected + 1);

    const decoded = decode(line);
    if (typeof decoded === 'string') return decoded;
    const stream = streamOf(decoded);
    if (line.stream !== stream) return `${line.type} belongs in ${stream}, not in ${line.stream}`;
    const grant = options.refuseGrants ? grants[decoded.type] : undefined;
    if (grant) {
      return `${line.type} ${grant}: an append takes no such event unless told to trust the file's roles and passwords (--trust-roles, for restoring one's own backup)`;
    }
    return claims.check(decoded, at);
  };

  return {
    check(line: HistoryLine): { line: number; reason: string } | undefined {
      count++;
      const at = historyFileLine(line) ?? count;
      const reason = reasonAgainst(line, at);
      return reason === undefined ? undefined : { line: at, reason };
    },
    counts: () => ({ events: count, streams: nextRevision.size }),
  };
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
