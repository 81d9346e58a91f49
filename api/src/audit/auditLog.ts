import type { AuditActor, AuditEntry, AuditEntryType } from '@forge/contracts';
import { auditLogProjection, ENTRY_PREFIX, type AuditLogEntry } from '@forge/domain';
import type { ReadModelStore } from '@forge/events';
import { HttpError } from '../http/errors';

export interface AuditFilter {
  readonly actor?: string;
  readonly type?: AuditEntryType;
  /** Inclusive bounds, as ISO date-times. */
  readonly from?: string;
  readonly to?: string;
}

/** Entries read from the store at a time while filtering. */
const SCAN_PAGE = 250;
/** Entries one page request reads at most: a rare filter answers a short page and a cursor to read on. */
const SCAN_BUDGET = 5_000;

export const INVALID_CURSOR = 'cursor is not one this audit log gave';

/** The cursor is the last entry's key, opaque to the client. */
export const encodeCursor = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
export function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^e:\d{20}\.\d{20}$/.test(key)) throw new HttpError(400, INVALID_CURSOR, 'VALIDATION');
  return key;
}

function matcher(filter: AuditFilter): { matches: (entry: AuditLogEntry) => boolean; past: (entry: AuditLogEntry) => boolean } {
  const from = filter.from === undefined ? -Infinity : Date.parse(filter.from);
  const to = filter.to === undefined ? Infinity : Date.parse(filter.to);
  return {
    matches: (entry) => {
      const at = Date.parse(entry.at);
      return (
        (filter.actor === undefined || entry.actorId === filter.actor) &&
        (filter.type === undefined || entry.type === filter.type) &&
        at <= to &&
        at >= from
      );
    },
    // The log's order is time's order: once an entry is older than `from`, so is every one after it.
    past: (entry) => Date.parse(entry.at) < from,
  };
}

/**
 * The entries that match, newest first, from below `before` on: read from the store a bounded page
 * at a time, so the whole log is never in memory. Yields `{ key }` alone when `budget` entries were
 * read without reaching the end, for the caller to resume from.
 */
export async function* auditEntries(
  readModels: ReadModelStore,
  filter: AuditFilter,
  options: { before?: string; budget?: number; pageSize?: number } = {},
): AsyncGenerator<{ key: string; entry?: AuditLogEntry }> {
  const { matches, past } = matcher(filter);
  const pageSize = options.pageSize ?? SCAN_PAGE;
  let before = options.before;
  let scanned = 0;
  for (;;) {
    const page = await readModels.page<AuditLogEntry>(auditLogProjection.name, {
      prefix: ENTRY_PREFIX,
      limit: pageSize,
      ...(before ? { before } : {}),
    });
    for (const { id, doc } of page) {
      if (past(doc)) return;
      if (matches(doc)) yield { key: id, entry: doc };
    }
    if (page.length < pageSize) return;
    before = page.at(-1)!.id;
    scanned += page.length;
    if (options.budget !== undefined && scanned >= options.budget) {
      yield { key: before };
      return;
    }
  }
}

/** One page: at most `limit` entries, and the cursor to the next (null when the log has no more). */
export async function auditPage(
  readModels: ReadModelStore,
  filter: AuditFilter,
  { cursor, limit }: { cursor?: string; limit: number },
): Promise<{ entries: AuditLogEntry[]; nextKey: string | null }> {
  const entries: AuditLogEntry[] = [];
  const unfiltered = Object.values(filter).every((v) => v === undefined);
  const scan = auditEntries(readModels, filter, {
    ...(cursor ? { before: decodeCursor(cursor) } : {}),
    budget: SCAN_BUDGET,
    // Unfiltered, every entry read is one shown: read no more than the page.
    pageSize: unfiltered ? limit : SCAN_PAGE,
  });
  for await (const { key, entry } of scan) {
    if (!entry) return { entries, nextKey: key };
    entries.push(entry);
    if (entries.length === limit) return { entries, nextKey: key };
  }
  return { entries, nextKey: null };
}

/** An entry as the wire shows it, its actor named as the account is now. */
export function toAuditEntry(entry: AuditLogEntry, actor: AuditActor): AuditEntry {
  const { subject } = entry;
  return {
    id: entry.id,
    type: entry.type,
    at: entry.at,
    actor,
    subject:
      subject.kind === 'problem'
        ? { kind: 'problem', _id: subject.problemId, title: subject.title }
        : subject.kind === 'contest'
          ? { kind: 'contest', _id: subject.contestId, title: subject.title }
          : { kind: 'user', _id: subject.userId, emailId: subject.email, ...(subject.role ? { role: subject.role } : {}) },
    revision: entry.revision,
    ...(entry.restoredRevision === undefined ? {} : { restoredRevision: entry.restoredRevision }),
    changes: entry.changes,
  };
}
