import Router from '@koa/router';
import { getProfile, getRatingBoard, listProblems, publicSectionsOf, ratingOf, toProfileView } from '@forge/domain';
import { profileSections, type ProfileView } from '@forge/contracts';
import { profileQuery } from '@forge/contracts';
import type { AppDeps, AppState } from '../appDeps';
import { notFound } from '../http/errors';
import { requireUser, signedIn } from '../account/authenticate';
import { loadUser } from '../account/accounts';

/** `GET /api/profile/:userId?tz=Europe/Paris` (issue 35): a learner's work, read from the profile and library read models. */
export function profileRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/profile' });

  router.get('/:userId', requireUser, async (ctx) => {
    const { tz = 'UTC' } = profileQuery.parse(ctx.query);
    const userId = ctx.params['userId']!;
    const user = await loadUser(deps.store, userId);
    if (!user) throw notFound('User not found');
    const [doc, problems, ratings] = await Promise.all([
      getProfile(deps.readModels, userId),
      listProblems(deps.readModels),
      getRatingBoard(deps.readModels),
    ]);
    const identity = { _id: user.userId, firstName: user.firstName, ...(user.lastName ? { lastName: user.lastName } : {}) };
    const view = { ...toProfileView(identity, doc, { problems, timeZone: tz, now: deps.clock() }), rating: ratingOf(ratings, userId) };
    ctx.body = signedIn(ctx).userId === userId ? view : withoutHidden(view, publicSectionsOf(user));
  });

  return router;
}

/** The profile as another learner sees it: the sections its owner made private left out (the streaks go with the calendar). */
function withoutHidden(view: ProfileView, shown: readonly string[]): ProfileView {
  const hidden = new Set(profileSections.filter((section) => !shown.includes(section)));
  const { calendar, streak, acceptanceRate, languages, tags, recentAccepted, ...always } = view;
  return {
    ...always,
    ...(hidden.has('calendar') ? {} : { calendar, streak }),
    ...(hidden.has('acceptanceRate') ? {} : { acceptanceRate }),
    ...(hidden.has('languages') ? {} : { languages }),
    ...(hidden.has('tags') ? {} : { tags }),
    ...(hidden.has('recentAccepted') ? {} : { recentAccepted }),
  };
}
