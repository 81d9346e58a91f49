import Router, { type RouterContext, type RouterMiddleware } from '@koa/router';
import type { AppDeps, AppState } from '../appDeps';
import { tooManyRequests, unauthorized } from '../http/errors';
import { parseBody } from '../http/validate';
import { getProgress } from '@forge/projections';
import { findUserByEmail, loadUser, registerAccount, type RegisteredUser } from './accounts';
import { requireUser, setSessionCookie, signedIn } from './authenticate';
import { loginBody, registerBody } from './schemas';
import { toUserView } from './userView';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const FAILURES_PER_EMAIL = 10;
const ATTEMPTS_PER_ADDRESS = 50;

export function accountRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/user' });
  const view = async (user: RegisteredUser) => toUserView(user, await getProgress(deps.readModels, user.userId));
  // Unknown emails still cost one hash check, so response time does not reveal which emails exist.
  const decoyHash = deps.passwords.hash('decoy password for unknown accounts');
  const startSession = async (ctx: RouterContext<AppState>, userId: string) => {
    const token = await deps.sessions.create(userId, deps.settings.sessionTtlMs);
    setSessionCookie(ctx, token, deps.settings.sessionTtlMs);
  };

  router.post('/register', async (ctx) => {
    const body = parseBody(ctx, registerBody);
    const user = await registerAccount(deps.store, {
      userId: deps.newId(),
      firstName: body.firstName,
      ...(body.lastName ? { lastName: body.lastName } : {}),
      emailId: body.emailId,
      passwordHash: await deps.passwords.hash(body.password),
      authProvider: 'local',
      role: 'user',
      now: deps.clock().toISOString(),
    });
    await startSession(ctx, user.userId);
    ctx.status = 201;
    ctx.body = { user: await view(user), message: 'Registered successfully' };
  });

  router.post('/login', async (ctx) => {
    const body = parseBody(ctx, loginBody);
    const emailKey = `login:email:${body.emailId.toLowerCase()}`;
    const address = await deps.rateLimiter.hit(`login:ip:${ctx.ip}`, ATTEMPTS_PER_ADDRESS, LOGIN_WINDOW_MS);
    const email = await deps.rateLimiter.peek(emailKey, FAILURES_PER_EMAIL);
    if (!address.allowed || !email.allowed) {
      throw tooManyRequests('Too many login attempts. Please try again later.', Math.max(address.retryAfterSeconds, email.retryAfterSeconds));
    }
    const user = await findUserByEmail(deps.store, body.emailId);
    const valid = await deps.passwords.verify(body.password, user?.passwordHash ?? (await decoyHash));
    if (!user?.passwordHash || !valid) {
      await deps.rateLimiter.hit(emailKey, FAILURES_PER_EMAIL, LOGIN_WINDOW_MS);
      throw unauthorized('Invalid credentials');
    }
    await deps.rateLimiter.reset(emailKey);
    await startSession(ctx, user.userId);
    ctx.body = { user: await view(user), message: 'Logged in successfully' };
  });

  router.get('/check', requireUser, async (ctx) => {
    const user = await loadUser(deps.store, signedIn(ctx).userId);
    if (!user) throw unauthorized();
    ctx.body = { user: await view(user), message: 'Valid user' };
  });

  router.post('/logout', async (ctx) => {
    if (ctx.state.sessionToken) await deps.sessions.revoke(ctx.state.sessionToken);
    setSessionCookie(ctx, null, 0);
    ctx.body = { message: 'Logged out successfully' };
  });

  return router;
}
