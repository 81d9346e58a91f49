import { z } from 'zod';
import { auditedFields, auditEntryTypes, problemLanguages, roles, submissionLanguages } from './vocabulary';

/**
 * What admins audit (issue 12): a problem's history, the platform's audit log, restoring a
 * version, and what rejudging a problem's accepted submissions found. Every route is admins only.
 */

/** Who did it, as the account is now; null for the platform itself (the built-in problems). */
export const auditActor = z
  .strictObject({
    _id: z.string(),
    firstName: z.string(),
    emailId: z.string(),
  })
  .nullable();
export type AuditActor = z.infer<typeof auditActor>;

/**
 * One field's change from the revision before. Test cases are told by position (`index`, from 1),
 * code by `language` with a unified `diff`; `description` carries a unified `diff` too. `before`
 * and `after` hold the values (absent for what was added or removed respectively).
 */
export const fieldChange = z.strictObject({
  field: z.enum(auditedFields),
  kind: z.enum(['added', 'removed', 'changed']),
  index: z.number().int().positive().optional(),
  language: z.enum(problemLanguages).optional(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  diff: z.string().optional(),
});
export type FieldChange = z.infer<typeof fieldChange>;

/** One event of a problem's stream, as `GET /api/admin/problem/:id/history` shows it. */
export const historyEntry = z.strictObject({
  /** The event's revision in the problem's stream, from 0. */
  revision: z.number().int().nonnegative(),
  type: z.enum(auditEntryTypes),
  at: z.string(),
  actor: auditActor,
  /** For a restore: the revision whose content it brought back. */
  restoredRevision: z.number().int().nonnegative().optional(),
  changes: z.array(fieldChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** `GET /api/admin/problem/:id/history`: oldest first. A deleted problem keeps its history. */
export const problemHistory = z.strictObject({
  problem: z.strictObject({ _id: z.string(), title: z.string(), deleted: z.boolean() }),
  entries: z.array(historyEntry),
});
export type ProblemHistory = z.infer<typeof problemHistory>;

/** `GET /api/admin/contest/:id/history` (issue 36): every event of the contest's stream, oldest first. A deleted contest keeps its history. */
export const contestHistory = z.strictObject({
  contest: z.strictObject({ _id: z.string(), title: z.string(), deleted: z.boolean() }),
  entries: z.array(historyEntry),
});
export type ContestHistory = z.infer<typeof contestHistory>;

/** What an audit entry is about. */
export const auditSubject = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('problem'), _id: z.string(), title: z.string() }),
  z.strictObject({ kind: z.literal('user'), _id: z.string(), emailId: z.string(), role: z.enum(roles).optional() }),
  z.strictObject({ kind: z.literal('contest'), _id: z.string(), title: z.string() }),
]);
export type AuditSubject = z.infer<typeof auditSubject>;

/** One admin action across the platform. */
export const auditEntry = z.strictObject({
  /** Stable and unique: the event's position in the log. */
  id: z.string(),
  type: z.enum(auditEntryTypes),
  at: z.string(),
  actor: auditActor,
  subject: auditSubject,
  /** The revision in the subject's stream. */
  revision: z.number().int().nonnegative(),
  restoredRevision: z.number().int().nonnegative().optional(),
  changes: z.array(fieldChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * `GET /api/admin/audit?actor=&type=&from=&to=&cursor=&limit=`: newest first. `actor` is a user id,
 * `type` one of auditEntryTypes, `from`/`to` ISO times (inclusive), `limit` 1..200 (default 50).
 * With `Accept: application/x-ndjson` every matching entry is streamed, one JSON object a line.
 */
export const auditQuery = z.strictObject({
  actor: z.string().min(1).optional(),
  type: z.enum(auditEntryTypes, { error: `type must be one of: ${auditEntryTypes.join(', ')}` }).optional(),
  from: z.iso.datetime({ error: 'from must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ error: 'to must be an ISO date-time' }).optional(),
  cursor: z.string().min(1).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be from 1 to 200')
    .max(200, 'limit must be from 1 to 200')
    .optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditPage = z.strictObject({
  entries: z.array(auditEntry),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

/** `GET /api/admin/history?search=`: every problem ever created (deleted ones too), the latest change first. */
export const historyIndex = z.strictObject({
  problems: z.array(
    z.strictObject({
      _id: z.string(),
      title: z.string(),
      deleted: z.boolean(),
      revisions: z.number().int().positive(),
      lastChange: z.strictObject({ type: z.enum(auditEntryTypes), at: z.string(), actor: auditActor }),
    }),
  ),
});
export type HistoryIndex = z.infer<typeof historyIndex>;

/** `POST /api/admin/problem/:id/restore`. */
export const restoreBody = z.strictObject({
  revision: z
    .number({ error: 'revision must be a number' })
    .int('revision must be a whole number')
    .nonnegative('revision must be 0 or more'),
});
export type RestoreBody = z.infer<typeof restoreBody>;

/** `GET /api/admin/problem/:id/revision/:revision`: the problem's full content as it stood after that revision. */
export const problemRevision = z.strictObject({
  revision: z.number().int().nonnegative(),
  deleted: z.boolean(),
  /** The content (title, description, ..., referenceSolution, limits) as the admin form holds it; null before creation. */
  content: z.record(z.string(), z.unknown()).nullable(),
  video: z.strictObject({ cloudinaryPublicId: z.string(), secureUrl: z.string(), duration: z.number() }).nullable(),
});
export type ProblemRevision = z.infer<typeof problemRevision>;

/** The policy the rejudge report states: a failed rejudge does not take a solved problem away. */
export const REJUDGE_POLICY = 'Learners keep this problem as solved: a rejudge reports, it does not take away what was accepted.';

/** `POST /api/admin/problem/:id/rejudge` answers 202 with this; `GET` the same path for the latest report. */
export const rejudgeReport = z.strictObject({
  rejudgeId: z.string(),
  problemId: z.string(),
  requestedAt: z.string(),
  requestedBy: auditActor,
  status: z.enum(['running', 'done']),
  /** Accepted submissions to judge again. */
  total: z.number().int().nonnegative(),
  judged: z.number().int().nonnegative(),
  stillAccepted: z.number().int().nonnegative(),
  /** Per language, the accepted submissions that now fail. */
  nowFailing: z.array(
    z.strictObject({
      language: z.enum(submissionLanguages),
      count: z.number().int().nonnegative(),
      submissions: z.array(
        z.strictObject({
          _id: z.string(),
          userId: z.string(),
          /** The learner as the account is now, so the report names them (issue 33). */
          user: auditActor,
          status: z.string(),
          errorMessage: z.string().nullable(),
          /** A scored problem's score now, out of its full marks. */
          score: z.number().optional(),
          maxScore: z.number().optional(),
        }),
      ),
    }),
  ),
  policy: z.string(),
});
export type RejudgeReport = z.infer<typeof rejudgeReport>;
/** `GET /api/admin/problem/:id/rejudge/overview`: the latest report (null when never rejudged) and how many accepted submissions a rejudge now would judge. */
export interface RejudgeOverview {
  readonly latest: RejudgeReport | null;
  readonly accepted: number;
}
