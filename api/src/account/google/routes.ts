import Router from '@koa/router';
import { DomainError } from '@forge/events';
import { GOOGLE_ERRORS } from '@forge/domain';
import { googleLoginBody, linkGoogleBody, unlinkGoogleBody } from '@forge/contracts';
import type { AppDeps, AppState } from '../../appDeps';
import { findUserByEmail, loadUser } from '../accounts';
import { requireUser, signedIn } from '../authenticate';
import { findUserByGoogleId, linkGoogleAccount, registerGoogleAccount, unlinkGoogleAccount } from '../googleAccounts';
import { endOtherSessions, loginLimits, startSession } from '../signIn';
import { toPendingLinkView, userViewOf } from '../userView';
import { forbidden, unauthorized } from '../../http/errors';
import { parseBody } from '../../http/validate';

/** `/api/auth/*`: Google sign-in and account linking (spec §7). */
export function googleRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/auth' });
  const limits = loginLimits(deps);
  const now = () => deps.clock().toISOString();

  /** The client id is public (it is in every page that shows Google's button); nothing else is. */
  router.get('/google-config', (ctx) => {
    ctx.body = { clientId: deps.google.clientId ?? null };
  });

  router.post('/google-login', async (ctx) => {
    const body = parseBody(ctx, googleLoginBody);
    await limits.admit(ctx);
    const identity = await deps.google.verify(body.token, deps.clock());
    const linked = await findUserByGoogleId(deps.store, identity.googleId);
    if (linked) {
      await startSession(deps, ctx, linked.userId);
      ctx.body = { user: await userViewOf(deps, linked), needsLinking: false, message: 'Logged in with Google' };
      return;
    }
    const existing = await findUserByEmail(deps.store, identity.email);
    if (existing) {
      // Another Google identity signs in there (the email moved between Google accounts).
      if (existing.googleId) throw new DomainError('conflict', GOOGLE_ERRORS.linkedElsewhere);
      // Nothing is linked and no session starts until the owner confirms with /link-google.
      ctx.body = {
        user: toPendingLinkView(existing, body.token),
        needsLinking: true,
        message: 'An account with this email already exists',
      };
      return;
    }
    const user = await registerGoogleAccount(deps.store, { userId: deps.newId(), identity, now: now() });
    await startSession(deps, ctx, user.userId);
    ctx.status = 201;
    ctx.body = { user: await userViewOf(deps, user), needsLinking: false, message: 'Registered with Google' };
  });

  router.post('/link-google', async (ctx) => {
    const body = parseBody(ctx, linkGoogleBody);
    await limits.admit(ctx);
    const identity = await deps.google.verify(body.token, deps.clock());
    const before = await loadUser(deps.store, body.userId);
    const passwordConfirmed =
      body.password !== undefined && before?.passwordHash ? await deps.passwords.verify(body.password, before.passwordHash) : false;
    if (body.password !== undefined && !passwordConfirmed) {
      if (before) await limits.failed(before.email);
      throw unauthorized('Invalid credentials');
    }
    const user = await linkGoogleAccount(deps.store, { userId: body.userId, identity, passwordConfirmed, now: now() });
    // The password went with the unverified email (see decideUser): so do the sessions it opened.
    if (before?.passwordHash && !user.passwordHash) await endOtherSessions(deps, user.userId);
    await startSession(deps, ctx, user.userId);
    ctx.body = { user: await userViewOf(deps, user), message: 'Google account linked' };
  });

  router.post('/unlink-google', requireUser, async (ctx) => {
    const body = parseBody(ctx, unlinkGoogleBody);
    if (signedIn(ctx).userId !== body.userId) throw forbidden('You can only unlink Google from your own account');
    const user = await unlinkGoogleAccount(deps.store, { userId: body.userId, now: now() });
    ctx.body = { user: await userViewOf(deps, user), message: 'Google account unlinked' };
  });

  return router;
}
