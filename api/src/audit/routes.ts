import { Readable } from 'node:stream';
import Router, { type RouterContext } from '@koa/router';
import { auditQuery, restoreBody, type AdminSubmissionState, type AuditPage, type HistoryIndex } from '@forge/contracts';
import { problemHistoryIndexProjection, type ProblemHistorySummary } from '@forge/domain';
import type { AppDeps, AppState } from '../appDeps';
import { requireAdmin } from '../account/authenticate';
import { parseBody } from '../http/validate';
import { notFound } from '../http/errors';
import { loadUser } from '../account/accounts';
import { actorNames } from './actors';
import { auditEntries, auditPage, decodeCursor, encodeCursor, toAuditEntry, type AuditFilter } from './auditLog';
import { problemHistories, problemHistory, problemRevision, REVISION_NOT_FOUND } from './problemHistory';
import { restoreProblem } from './restore';
import { contestHistory } from './contestHistory';
import { readSubmission } from '../submission/readSubmission';
import { toAdminSubmissionState } from '../submission/submissionView';

const DEFAULT_LIMIT = 50;
const NDJSON = 'application/x-ndjson';

/** A revision in a path: a whole number, else no such revision. */
function revisionParam(ctx: RouterContext<AppState>): number {
  const text = ctx.params.revision!;
  if (!/^\d{1,9}$/.test(text)) throw notFound(REVISION_NOT_FOUND);
  return Number(text);
}

/** The admins' audit (issue 12): a problem's history and revisions, restoring one, the platform's audit log, and any submission. */
export function auditRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/admin' });
  const histories = problemHistories(deps.store);

  router.get('/problem/:id/history', requireAdmin, async (ctx) => {
    ctx.body = await problemHistory(deps.store, histories, ctx.params.id!);
  });

  router.get('/contest/:id/history', requireAdmin, async (ctx) => {
    ctx.body = await contestHistory(deps.store, ctx.params.id!);
  });

  router.get('/problem/:id/revision/:revision', requireAdmin, async (ctx) => {
    ctx.body = await problemRevision(deps.store, ctx.params.id!, revisionParam(ctx));
  });

  router.post('/problem/:id/restore', requireAdmin, async (ctx) => {
    const { revision } = parseBody(ctx, restoreBody);
    ctx.body = await restoreProblem(deps, ctx.params.id!, revision, { by: ctx.state.user!.userId, now: deps.clock().toISOString() });
  });

  /** Any submission, its code, verdict and each judged case with its time and memory, which its learner never reads (issue 29). */
  router.get('/submission/:id', requireAdmin, async (ctx) => {
    const detail = await readSubmission(deps.store, ctx.params.id!);
    if (!detail) throw notFound('Submission not found');
    const [problem, learner] = await Promise.all([
      deps.readModels.get<ProblemHistorySummary>(problemHistoryIndexProjection.name, detail.problemId),
      loadUser(deps.store, detail.userId),
    ]);
    const body: AdminSubmissionState = {
      ...toAdminSubmissionState(detail),
      problemTitle: problem?.title ?? null,
      learner: learner ? { _id: learner.userId, firstName: learner.firstName, emailId: learner.email } : null,
    };
    ctx.body = body;
  });

  router.get('/history', requireAdmin, async (ctx) => {
    const search = typeof ctx.query['search'] === 'string' ? ctx.query['search'].trim().toLowerCase() : '';
    const summaries = await deps.readModels.list<ProblemHistorySummary>(problemHistoryIndexProjection.name);
    const actor = actorNames(deps.store);
    const problems = summaries
      .filter((p) => p.title.toLowerCase().includes(search))
      .sort((a, b) => Date.parse(b.lastChange.at) - Date.parse(a.lastChange.at));
    const body: HistoryIndex = {
      problems: await Promise.all(
        problems.map(async ({ problemId, title, deleted, revisions, lastChange: { type, at, actorId } }) => ({
          _id: problemId,
          title,
          deleted,
          revisions,
          lastChange: { type, at, actor: await actor(actorId) },
        })),
      ),
    };
    ctx.body = body;
  });

  router.get('/audit', requireAdmin, async (ctx) => {
    const { cursor, limit, ...filter }: { cursor?: string; limit?: number } & AuditFilter = auditQuery.parse(ctx.query);
    const actor = actorNames(deps.store);
    if (ctx.accepts(['application/json', NDJSON]) === NDJSON) {
      const before = cursor ? decodeCursor(cursor) : undefined;
      // Pulled as the client reads: one store page at a time, never the whole log.
      const lines = async function* () {
        for await (const { entry } of auditEntries(deps.readModels, filter, before ? { before } : {})) {
          if (entry) yield `${JSON.stringify(toAuditEntry(entry, await actor(entry.actorId)))}\n`;
        }
      };
      ctx.type = NDJSON;
      ctx.body = Readable.from(lines());
      return;
    }
    const page = await auditPage(deps.readModels, filter, { limit: limit ?? DEFAULT_LIMIT, ...(cursor ? { cursor } : {}) });
    const body: AuditPage = {
      entries: await Promise.all(page.entries.map(async (entry) => toAuditEntry(entry, await actor(entry.actorId)))),
      nextCursor: page.nextKey === null ? null : encodeCursor(page.nextKey),
    };
    ctx.body = body;
  });

  return router;
}
