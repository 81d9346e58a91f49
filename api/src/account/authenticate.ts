import type { Context, Middleware, Next, ParameterizedContext } from 'koa';
import type { AppDeps, AppState } from '../appDeps';
import { forbidden, unauthorized } from '../http/errors';
import { loadUser } from './accounts';

export const SESSION_COOKIE = 'session';

/** Resolves the session cookie to a user, when there is a valid one. Never refuses by itself. */
export function identify(deps: Pick<AppDeps, 'sessions' | 'store'>): Middleware<AppState> {
  return async (ctx, next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const session = await deps.sessions.get(token);
      const user = session && (await loadUser(deps.store, session.userId));
      if (user) {
        ctx.state.user = { userId: user.userId, role: user.role };
        ctx.state.sessionToken = token;
      }
    }
    await next();
  };
}

export async function requireUser(ctx: ParameterizedContext<AppState>, next: Next): Promise<void> {
  if (!ctx.state.user) throw unauthorized();
  await next();
}

export async function requireAdmin(ctx: ParameterizedContext<AppState>, next: Next): Promise<void> {
  if (!ctx.state.user) throw unauthorized();
  if (ctx.state.user.role !== 'admin') throw forbidden();
  await next();
}

export function signedIn(ctx: ParameterizedContext<AppState>) {
  if (!ctx.state.user) throw unauthorized();
  return ctx.state.user;
}

export function setSessionCookie(ctx: Context | ParameterizedContext<AppState>, token: string | null, ttlMs: number): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    ...(token ? { maxAge: ttlMs } : { maxAge: 0 }),
  });
}
