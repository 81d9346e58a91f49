import Router from '@koa/router';
import type { AppDeps, AppState } from '../appDeps';
import { unauthorized } from '../http/errors';
import { parseBody } from '../http/validate';
import { findUserByEmail, loadUser, registerAccount, type RegisteredUser } from './accounts';
import { requireUser, setSessionCookie, signedIn } from './authenticate';
import { loginBody, registerBody } from '@forge/contracts';
import { endSession, loginLimits, registrationLimits, startSession } from './signIn';
import { userViewOf } from './userView';

export function accountRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/user' });
  const view = (user: RegisteredUser) => userViewOf(deps, user);
  const limits = loginLimits(deps);
  const registrations = registrationLimits(deps, deps.settings.registrations);
  // Unknown emails still cost one hash check, so response time does not reveal which emails exist.
  const decoyHash = deps.passwords.hash('decoy password for unknown accounts');

  router.post('/register', async (ctx) => {
    const body = parseBody(ctx, registerBody);
    await registrations.admit(ctx);
    const user = await registerAccount(deps.store, {
      userId: deps.newId(),
      firstName: body.firstName,
      ...(body.lastName ? { lastName: body.lastName } : {}),
      email: body.emailId,
      passwordHash: await deps.passwords.hash(body.password),
      authProvider: 'local',
      role: 'user',
      now: deps.clock().toISOString(),
    });
    await startSession(deps, ctx, user.userId);
    ctx.status = 201;
    ctx.body = { user: await view(user), message: 'Registered successfully' };
  });

  router.post('/login', async (ctx) => {
    const body = parseBody(ctx, loginBody);
    await limits.admit(ctx, body.emailId);
    const user = await findUserByEmail(deps.store, body.emailId);
    // A Google-only account has no password: it is checked against the decoy and always refused.
    const valid = await deps.passwords.verify(body.password, user?.passwordHash ?? (await decoyHash));
    if (!user?.passwordHash || !valid) {
      await limits.failed(body.emailId);
      throw unauthorized('Invalid credentials');
    }
    await limits.succeeded(body.emailId);
    await startSession(deps, ctx, user.userId);
    ctx.body = { user: await view(user), message: 'Logged in successfully' };
  });

  router.get('/check', requireUser, async (ctx) => {
    const user = await loadUser(deps.store, signedIn(ctx).userId);
    if (!user) throw unauthorized();
    ctx.body = { user: await view(user), message: 'Valid user' };
  });

  router.post('/logout', async (ctx) => {
    if (ctx.state.sessionToken) await endSession(deps, ctx.state.sessionToken);
    setSessionCookie(ctx, null, 0);
    ctx.body = { message: 'Logged out successfully' };
  });

  return router;
}
