import Router from '@koa/router';
import { readLeaderboard } from '@forge/domain';
import { leaderboardQuery } from '@forge/contracts';
import type { AppDeps, AppState } from '../appDeps';
import { requireUser } from '../account/authenticate';

/**
 * `GET /api/leaderboard?search=&page=` (issue 36): learners ranked by rating, then problems solved,
 * 25 a page, from the learners and ratings read models (never the log, never an email).
 */
export function leaderboardRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/leaderboard', requireUser, async (ctx) => {
    const { search, page } = leaderboardQuery.parse(ctx.query);
    ctx.body = await readLeaderboard(deps.readModels, { ...(search ? { search } : {}), ...(page ? { page } : {}) }, deps.clock());
  });
  return router;
}
