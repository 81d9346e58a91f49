import Router from '@koa/router';
import { handleCommand } from '@forge/events';
import { getLatestRejudge, getProblem, listAcceptedSubmissions } from '@forge/domain';
import {
  PROBLEM_NOT_FOUND,
  REJUDGE_RUNNING,
  rejudgeDecider,
  rejudgeReportsProjection,
  streams,
  type RejudgeReportDocument,
} from '@forge/domain';
import type { RejudgeOverview } from '@forge/contracts';
import type { AppDeps, AppState } from '../appDeps';
import { requireAdmin, signedIn } from '../account/authenticate';
import { HttpError, notFound } from '../http/errors';
import { toRejudgeReport } from './rejudgeView';

/**
 * Judging a problem's accepted submissions again (issue 12), admins only. The request records
 * `RejudgeRequested`; the rejudge reactor (embedded, or in the judge workers) does the judging.
 * One rejudge of a problem runs at a time: a second request meanwhile is refused with 409.
 */
export function rejudgeRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/admin' });

  router.post('/problem/:id/rejudge', requireAdmin, async (ctx) => {
    const problemId = ctx.params.id!;
    if (!(await getProblem(deps.readModels, problemId))) throw notFound(PROBLEM_NOT_FOUND);
    const latest = await getLatestRejudge(deps.readModels, problemId);
    if (latest?.status === 'running') throw new HttpError(409, REJUDGE_RUNNING, 'CONFLICT');
    const accepted = await listAcceptedSubmissions(deps.readModels, problemId);
    // The rejudge's id is the problem's next sequence number: two requests racing meet on one stream.
    const sequence = (latest?.sequence ?? 0) + 1;
    const rejudgeId = `${problemId}.${sequence}`;
    const { newEvents, append } = await handleCommand(deps.store, streams.rejudge(rejudgeId), rejudgeDecider, {
      type: 'RequestRejudge',
      data: {
        rejudgeId,
        problemId,
        sequence,
        submissions: accepted.map(({ submissionId, userId, language }) => ({ submissionId, userId, language })),
        by: signedIn(ctx).userId,
        now: deps.clock().toISOString(),
      },
    });
    if (append) await deps.projections.waitFor(append.position);
    // The report as the request left it, whatever the reactor has judged since.
    const place = { streamId: streams.rejudge(rejudgeId), position: append!.position, related: null };
    const started = newEvents.reduce<RejudgeReportDocument | null>(
      (doc, event, revision) => rejudgeReportsProjection.evolve(doc, event, { ...place, revision }),
      null,
    );
    ctx.status = 202;
    ctx.body = await toRejudgeReport(deps.store, started!);
  });

  router.get('/problem/:id/rejudge', requireAdmin, async (ctx) => {
    const doc = await getLatestRejudge(deps.readModels, ctx.params.id!);
    if (!doc) throw notFound('This problem was never rejudged');
    ctx.body = await toRejudgeReport(deps.store, doc);
  });

  // The history page's view: answers 200 for a problem never rejudged, with the count a rejudge would judge.
  router.get('/problem/:id/rejudge/overview', requireAdmin, async (ctx) => {
    const problemId = ctx.params.id!;
    if (!(await getProblem(deps.readModels, problemId))) throw notFound(PROBLEM_NOT_FOUND);
    const [doc, accepted] = await Promise.all([
      getLatestRejudge(deps.readModels, problemId),
      listAcceptedSubmissions(deps.readModels, problemId),
    ]);
    const overview: RejudgeOverview = { latest: doc ? await toRejudgeReport(deps.store, doc) : null, accepted: accepted.length };
    ctx.body = overview;
  });

  return router;
}
