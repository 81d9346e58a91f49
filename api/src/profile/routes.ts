import Router from '@koa/router';
import { getProfile, listProblems, toProfileView } from '@forge/domain';
import { profileQuery } from '@forge/contracts';
import type { AppDeps, AppState } from '../appDeps';
import { notFound } from '../http/errors';
import { requireUser } from '../account/authenticate';
import { loadUser } from '../account/accounts';

/** `GET /api/profile/:userId?tz=Europe/Paris` (issue 35): a learner's work, read from the profile and library read models. */
export function profileRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/profile' });

  router.get('/:userId', requireUser, async (ctx) => {
    const { tz = 'UTC' } = profileQuery.parse(ctx.query);
    const userId = ctx.params['userId']!;
    const user = await loadUser(deps.store, userId);
    if (!user) throw notFound('User not found');
    const [doc, problems] = await Promise.all([getProfile(deps.readModels, userId), listProblems(deps.readModels)]);
    const identity = { _id: user.userId, firstName: user.firstName, ...(user.lastName ? { lastName: user.lastName } : {}) };
    ctx.body = toProfileView(identity, doc, { problems, timeZone: tz, now: deps.clock() });
  });

  return router;
}
