import Router, { type RouterContext, type RouterMiddleware } from '@koa/router';
import { getProblem, getProgress, listSubmissions } from '@forge/domain';
import type { AppDeps, AppState } from '../appDeps';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { requireAdmin, requireUser, signedIn } from '../account/authenticate';
import { PROBLEM_NOT_FOUND, type ProblemCommand } from '@forge/domain';
import { executeProblemCommand } from './execute';
import { problemForViewer } from './problemView';
import { withStatementHtml } from './statement/statementHtml';
import { problemContentBody } from './contentBody';
import { proveProblem } from './proveProblem';
import { previewProblem } from './previewProblem';
import { problemPreviewBody } from '@forge/contracts';
import { toSubmissionView } from '../submission/submissionView';
import { sendPrepared } from '../http/preparedJson';
import { problemLibrary } from './problemLibrary';
import { hiddenFrom, refuseHiddenProblem } from '../contest/hiddenProblems';

export function problemRoutes(deps: AppDeps, bodyLimit: RouterMiddleware<AppState>): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/problem' });

  const execute = (problemId: string, command: ProblemCommand) => executeProblemCommand(deps, problemId, command);
  const existing = async (problemId: string) => {
    const doc = await getProblem(deps.readModels, problemId);
    if (!doc) throw notFound(PROBLEM_NOT_FOUND);
    return doc;
  };
  const actor = (ctx: RouterContext<AppState>) => ({ by: signedIn(ctx).userId, now: deps.clock().toISOString() });

  router.get('/getAllProblem', requireUser, async (ctx) => {
    sendPrepared(ctx, await problemLibrary(deps.readModels, await hiddenFrom(deps, signedIn(ctx))));
  });
  // A contest-only problem is no problem at all to a learner outside its running contest (issue 36).
  const visible = (ctx: RouterContext<AppState>, problemId: string) =>
    refuseHiddenProblem(deps, signedIn(ctx), problemId, PROBLEM_NOT_FOUND);

  router.get('/problemById/:id', requireUser, async (ctx) => {
    const user = signedIn(ctx);
    const doc = await existing(ctx.params.id!);
    await visible(ctx, doc.problemId);
    const progress = await getProgress(deps.readModels, user.userId);
    ctx.body = await withStatementHtml(
      problemForViewer(doc, { isAdmin: user.role === 'admin', hasSolved: progress.problemSolved.includes(doc.problemId) }),
    );
  });

  router.post('/create', requireAdmin, bodyLimit, async (ctx) => {
    const content = parseBody(ctx, problemContentBody);
    await proveProblem(deps.judge, content);
    const problemId = deps.newId();
    await execute(problemId, { type: 'CreateProblem', data: { problemId, content, ...actor(ctx) } });
    ctx.status = 201;
    ctx.body = {
      message: 'Problem created successfully',
      problem: problemForViewer(await existing(problemId), { isAdmin: true, hasSolved: false }),
    };
  });

  /**
   * The problem form's preview (issue 31), admins only: `{ validation?, language, code,
   * visibleTestCases: [{ input, output }], timeLimitSeconds?, memoryLimitMb?, outputLimitKb? }`
   * (contracts' `problemPreviewBody`) judges `code` on every given case through `validation`,
   * nothing saved, and answers 200 `{ checkerCompileOutput, compileOutput, cases: [{ status_id,
   * description, stdout, checkerMessage?, transcript? }] }` (`ProblemPreview`). With no cases it
   * compiles the checker alone: the form's live compile check. Queued as runs are (429/503 when full).
   */
  router.post('/preview', requireAdmin, bodyLimit, async (ctx) => {
    const body = parseBody(ctx, problemPreviewBody);
    ctx.body = await previewProblem(deps, signedIn(ctx).userId, body);
  });

  router.put('/update/:id', requireAdmin, bodyLimit, async (ctx) => {
    const problemId = ctx.params.id!;
    await existing(problemId);
    const content = parseBody(ctx, problemContentBody);
    await proveProblem(deps.judge, content);
    await execute(problemId, { type: 'UpdateProblem', data: { problemId, content, ...actor(ctx) } });
    ctx.body = {
      message: 'Problem updated successfully',
      problem: problemForViewer(await existing(problemId), { isAdmin: true, hasSolved: false }),
    };
  });

  router.delete('/delete/:id', requireAdmin, async (ctx) => {
    const problemId = ctx.params.id!;
    await existing(problemId);
    const { by, now } = actor(ctx);
    const { newEvents } = await execute(problemId, { type: 'DeleteProblem', data: { problemId, by, now } });
    // The problem's video went with it (see the decider): its asset goes too.
    await deps.video.deleteRemovedAssets(newEvents, new Date(now));
    ctx.body = { message: 'Problem deleted successfully' };
  });

  router.get('/submittedProblem/:problemId', requireUser, async (ctx) => {
    const problemId = ctx.params.problemId!;
    await existing(problemId);
    await visible(ctx, problemId);
    const submissions = await listSubmissions(deps.readModels, signedIn(ctx).userId, problemId);
    ctx.body = submissions.map(toSubmissionView);
  });

  return router;
}
