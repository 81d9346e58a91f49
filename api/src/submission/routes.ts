import Router, { type RouterContext } from '@koa/router';
import { getProblem } from '@forge/projections';
import type { AppDeps, AppState } from '../appDeps';
import { HttpError, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { requireUser, signedIn } from '../account/authenticate';
import { QueueFullError } from './judgeQueue';
import { runCode, submitCode, type JudgeJob } from './judging';
import { codeBody } from '@forge/contracts';

/** A full queue answers at once with the place the caller would have had. */
function queueRefusal(error: QueueFullError): HttpError {
  return error.reason === 'user'
    ? new HttpError(429, error.message, 'QUEUE_USER_LIMIT', undefined, { 'Retry-After': '5' })
    : new HttpError(503, error.message, 'QUEUE_FULL', undefined, { 'Retry-After': '10' });
}

export function submissionRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/submission' });

  const job = async (ctx: RouterContext<AppState>): Promise<JudgeJob> => {
    const body = parseBody(ctx, codeBody);
    const problem = await getProblem(deps.readModels, ctx.params['problemId']!);
    if (!problem) throw notFound('Problem not found');
    return { userId: signedIn(ctx).userId, problem, language: body.language, code: body.code, requestId: body.requestId ?? null };
  };
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw error instanceof QueueFullError ? queueRefusal(error) : error;
    }
  };

  router.post('/run/:problemId', requireUser, async (ctx) => {
    const request = await job(ctx);
    ctx.body = await guarded(() => runCode(deps, request));
  });

  router.post('/submit/:problemId', requireUser, async (ctx) => {
    const request = await job(ctx);
    const { submissionId, ...result } = await guarded(() => submitCode(deps, request));
    ctx.set('Location', `/api/problem/submittedProblem/${request.problem.problemId}`);
    ctx.body = { ...result, submissionId };
  });

  return router;
}
