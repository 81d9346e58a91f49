import Router from '@koa/router';
import { DomainError, handleCommand } from '@forge/events';
import { PASSWORD_ERRORS, streams, userDecider, type RegisteredUser } from '@forge/domain';
import { passwordChangeBody, userSettingsBody } from '@forge/contracts';
import type { AppDeps, AppState } from '../appDeps';
import { tooManyRequests, unauthorized } from '../http/errors';
import { parseBody } from '../http/validate';
import { loadUser } from './accounts';
import { requireUser, signedIn } from './authenticate';
import { endOtherSessions } from './signIn';
import { userViewOf } from './userView';

const WRONG_PASSWORDS_PER_WINDOW = 10;
const WRONG_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/** `PUT /api/user/settings` and `POST /api/user/password` (issue 35): a signed-in learner's own account. */
export function settingsRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/user' });
  const now = () => deps.clock().toISOString();

  router.put('/settings', requireUser, async (ctx) => {
    const change = parseBody(ctx, userSettingsBody);
    const { userId } = signedIn(ctx);
    const { newState } = await handleCommand(deps.store, streams.user(userId), userDecider, {
      type: 'ChangeSettings',
      data: { userId, change, now: now() },
    });
    ctx.body = { user: await userViewOf(deps, newState as RegisteredUser), message: 'Settings saved' };
  });

  router.post('/password', requireUser, async (ctx) => {
    const body = parseBody(ctx, passwordChangeBody);
    const { userId } = signedIn(ctx);
    const user = await loadUser(deps.store, userId);
    if (!user) throw unauthorized();
    const provedHash = user.passwordHash === null ? null : await proveCurrent(deps, user.userId, user.passwordHash, body.currentPassword);
    const { newState } = await handleCommand(deps.store, streams.user(userId), userDecider, {
      type: 'ChangeOwnPassword',
      data: { userId, passwordHash: await deps.passwords.hash(body.newPassword), provedHash, now: now() },
    });
    // Whoever knew the old password (or holds a session from before) is signed out; this session stays.
    await endOtherSessions(deps, userId, ctx.state.sessionToken);
    ctx.body = {
      user: await userViewOf(deps, newState as RegisteredUser),
      message: provedHash === null ? 'Password set' : 'Password changed',
    };
  });

  return router;
}

/** The account's hash, once the current password matches it; wrong guesses are limited per account like sign-in's. */
async function proveCurrent(deps: AppDeps, userId: string, hash: string, current: string | undefined): Promise<string> {
  if (!current) throw new DomainError('invalid', PASSWORD_ERRORS.currentRequired);
  const key = `password:user:${userId}`;
  const allowed = await deps.rateLimiter.peek(key, WRONG_PASSWORDS_PER_WINDOW);
  if (!allowed.allowed) throw tooManyRequests('Too many wrong passwords. Please try again later.', allowed.retryAfterSeconds);
  if (!(await deps.passwords.verify(current, hash))) {
    await deps.rateLimiter.hit(key, WRONG_PASSWORDS_PER_WINDOW, WRONG_PASSWORD_WINDOW_MS);
    throw new DomainError('invalid', PASSWORD_ERRORS.currentIncorrect);
  }
  return hash;
}
