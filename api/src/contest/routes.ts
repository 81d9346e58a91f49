import Router, { type RouterContext } from '@koa/router';
import type { Next } from 'koa';
import { handleCommand } from '@forge/events';
import {
  contestDecider,
  contestStatusAt,
  getContest,
  getProblem,
  getRatingBoard,
  listContests,
  scoreboardOf,
  streams,
  type ContestCommand,
  type ContestDocument,
  withRatingChanges,
} from '@forge/domain';
import { contestBody, unfreezeBody } from '@forge/contracts';
import type { AppDeps, AppState } from '../appDeps';
import { requireAdmin, requireUser, signedIn } from '../account/authenticate';
import { loadUser } from '../account/accounts';
import { HttpError, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { toContestDetail, toContestView } from './contestView';

type Ctx = RouterContext<AppState>;

/**
 * Contests (issue 36): admins set them, learners register, take part and read the scoreboard.
 * Every change is an event on the contest's stream; the answers come from the contests read model.
 * `submit` is the submission feature's submit, which judges inside the contest it is told.
 */
export function contestRoutes(deps: AppDeps, submit: (ctx: Ctx, next: Next) => Promise<unknown>): Router<AppState> {
  const router = new Router<AppState>();
  const now = () => deps.clock().toISOString();

  // A contest's opening rush appends to its one stream at once: registrations (and virtual runs)
  // decide again after each lost race for as long as it takes, the others a few times.
  const rushed = new Set<ContestCommand['type']>(['Register', 'StartVirtual']);
  const decide = async (contestId: string, command: ContestCommand) => {
    const { append } = await handleCommand(deps.store, streams.contest(contestId), contestDecider, command, {
      maxRetries: rushed.has(command.type) ? 200 : 5,
    });
    if (append) await deps.projections.waitFor(append.position);
    return append;
  };
  const contestOf = async (ctx: Ctx): Promise<ContestDocument> => {
    const contest = await getContest(deps.readModels, ctx.params['id']!);
    if (!contest) throw notFound('Contest not found');
    return contest;
  };
  const parsed = async (ctx: Ctx) => {
    const { problemIds, contestOnly = [], ...settings } = parseBody(ctx, contestBody);
    for (const problemId of problemIds) {
      if (!(await getProblem(deps.readModels, problemId))) {
        const message = `Problem ${problemId} is not in the library`;
        throw new HttpError(400, message, 'INVALID', [{ path: 'problemIds', message }]);
      }
    }
    return { settings, problemIds, contestOnly };
  };

  router.post('/admin/contest', requireAdmin, async (ctx) => {
    const contestId = deps.newId();
    await decide(contestId, { type: 'CreateContest', data: { contestId, by: signedIn(ctx).userId, now: now(), ...(await parsed(ctx)) } });
    ctx.status = 201;
    ctx.body = { contestId };
  });

  router.put('/admin/contest/:id', requireAdmin, async (ctx) => {
    const { contestId } = await contestOf(ctx);
    await decide(contestId, { type: 'UpdateContest', data: { contestId, by: signedIn(ctx).userId, now: now(), ...(await parsed(ctx)) } });
    ctx.body = { contestId };
  });

  router.delete('/admin/contest/:id', requireAdmin, async (ctx) => {
    const { contestId } = await contestOf(ctx);
    await decide(contestId, { type: 'DeleteContest', data: { contestId, by: signedIn(ctx).userId, now: now() } });
    ctx.body = { contestId };
  });

  router.post('/admin/contest/:id/unfreeze', requireAdmin, async (ctx) => {
    const { contestId } = await contestOf(ctx);
    const body = parseBody(ctx, unfreezeBody);
    const by = { contestId, by: signedIn(ctx).userId, now: now() };
    await decide(contestId, { type: 'EndContest', data: { contestId, now: by.now } });
    await decide(
      contestId,
      'userId' in body
        ? { type: 'UnfreezeResult', data: { ...by, userId: body.userId, problemId: body.problemId } }
        : { type: 'UnfreezeAll', data: by },
    );
    ctx.body = { contestId };
  });

  router.get('/contest', requireUser, async (ctx) => {
    const at = now();
    ctx.body = (await listContests(deps.readModels)).map((c) => toContestView(c, signedIn(ctx).userId, at));
  });

  router.get('/contest/:id', requireUser, async (ctx) => {
    const contest = await contestOf(ctx);
    const user = signedIn(ctx);
    const problems = await Promise.all(contest.problemIds.map((id) => getProblem(deps.readModels, id)));
    ctx.body = toContestDetail(contest, problems, { userId: user.userId, admin: user.role === 'admin' }, now());
  });

  router.post('/contest/:id/register', requireUser, async (ctx) => {
    const { contestId } = await contestOf(ctx);
    const account = await loadUser(deps.store, signedIn(ctx).userId);
    if (!account) throw notFound('User not found');
    const { firstName, lastName = '' } = account;
    await decide(contestId, { type: 'Register', data: { contestId, userId: account.userId, firstName, lastName, now: now() } });
    ctx.body = toContestView((await getContest(deps.readModels, contestId))!, account.userId, now());
  });

  // Virtual participation (issue 36): after the end, a learner who did not take part runs the contest on their own clock.
  router.post('/contest/:id/virtual', requireUser, async (ctx) => {
    const { contestId } = await contestOf(ctx);
    const account = await loadUser(deps.store, signedIn(ctx).userId);
    if (!account) throw notFound('User not found');
    const { firstName, lastName = '' } = account;
    await decide(contestId, { type: 'StartVirtual', data: { contestId, userId: account.userId, firstName, lastName, now: now() } });
    ctx.body = toContestView((await getContest(deps.readModels, contestId))!, account.userId, now());
  });

  router.get('/contest/:id/scoreboard', requireUser, async (ctx) => {
    const contest = await contestOf(ctx);
    const user = signedIn(ctx);
    const admin = user.role === 'admin';
    const at = ctx.query['at'];
    let atMinute: number | undefined;
    if (at !== undefined) {
      atMinute = Number(at);
      if (typeof at !== 'string' || !/^\d+$/.test(at) || !Number.isInteger(atMinute))
        throw new HttpError(400, 'at must be a whole minute', 'INVALID');
      if (!admin && contestStatusAt(contest.settings, now()) !== 'completed') {
        throw new HttpError(403, 'The scoreboard at a minute is shown after the contest ends', 'FORBIDDEN');
      }
    }
    const board = scoreboardOf(contest, {
      viewer: { userId: user.userId, admin },
      now: now(),
      ...(atMinute === undefined ? {} : { atMinute }),
    });
    // The final standings carry each rated participant's change once the contest is rated.
    const final = atMinute === undefined && contest.ended;
    ctx.body = final ? withRatingChanges(board, (await getRatingBoard(deps.readModels)).contests[contest.contestId]) : board;
  });

  router.post('/contest/:id/submit/:problemId', requireUser, async (ctx, next) => {
    ctx.request.body = { ...(ctx.request.body as object), contestId: ctx.params['id']! };
    await submit(ctx, next);
  });

  return router;
}
