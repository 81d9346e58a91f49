import type { ParameterizedContext } from 'koa';
import type { AppDeps, AppState } from '../appDeps';
import { tooManyRequests } from '../http/errors';
import { setSessionCookie } from './authenticate';
import { sessionDigest } from './sessions/sessionStore';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const FAILURES_PER_EMAIL = 10;
const ATTEMPTS_PER_ADDRESS = 50;

type Ctx = ParameterizedContext<AppState>;

/** Opens a session for the account and hands the browser its cookie. Every way of signing in ends here. */
export async function startSession(deps: Pick<AppDeps, 'sessions' | 'settings'>, ctx: Ctx, userId: string): Promise<void> {
  const token = await deps.sessions.create(userId, deps.settings.sessionTtlMs);
  setSessionCookie(ctx, token, deps.settings.sessionTtlMs);
}

/** Ends one session (logout): its token stops working and the sockets it opened close. */
export async function endSession(deps: Pick<AppDeps, 'sessions' | 'live'>, token: string): Promise<void> {
  await deps.sessions.revoke(token);
  deps.live.endSession(sessionDigest(token));
}

/** Ends every session of the user but `keepToken` (the one making the change, if any), sockets included. */
export async function endOtherSessions(deps: Pick<AppDeps, 'sessions' | 'live'>, userId: string, keepToken?: string): Promise<void> {
  await deps.sessions.revokeAllOf(userId, keepToken);
  deps.live.endSessionsOf(userId, keepToken === undefined ? undefined : sessionDigest(keepToken));
}

/**
 * The brakes on signing in: every attempt (password or Google) counts against the client's
 * address; failed passwords also count against the email, which a success resets.
 */
export function loginLimits(deps: Pick<AppDeps, 'rateLimiter'>) {
  const emailKey = (emailAddress: string) => `login:email:${emailAddress.toLowerCase()}`;
  return {
    /** Counts one attempt from this address and refuses with 429 once the address (or the email) is over its limit. */
    async admit(ctx: Ctx, emailAddress?: string): Promise<void> {
      const address = await deps.rateLimiter.hit(`login:ip:${ctx.ip}`, ATTEMPTS_PER_ADDRESS, LOGIN_WINDOW_MS);
      const email = emailAddress === undefined ? address : await deps.rateLimiter.peek(emailKey(emailAddress), FAILURES_PER_EMAIL);
      if (!address.allowed || !email.allowed) {
        throw tooManyRequests(
          'Too many login attempts. Please try again later.',
          Math.max(address.retryAfterSeconds, email.retryAfterSeconds),
        );
      }
    },
    failed: (emailAddress: string) => deps.rateLimiter.hit(emailKey(emailAddress), FAILURES_PER_EMAIL, LOGIN_WINDOW_MS),
    succeeded: (emailAddress: string) => deps.rateLimiter.reset(emailKey(emailAddress)),
  };
}

export interface RegistrationLimits {
  /** New accounts one address may make per hour. */
  readonly perAddressPerHour: number;
  /** New accounts the whole platform makes per minute: each costs a password hash (about 90 ms of CPU). */
  readonly perMinute: number;
}

/** The brakes on making accounts, checked before the password is hashed. */
export function registrationLimits(deps: Pick<AppDeps, 'rateLimiter'>, limits: RegistrationLimits) {
  return {
    async admit(ctx: Ctx): Promise<void> {
      const address = await deps.rateLimiter.hit(`register:ip:${ctx.ip}`, limits.perAddressPerHour, 60 * 60_000);
      if (!address.allowed)
        throw tooManyRequests('Too many accounts created from this address. Please try again later.', address.retryAfterSeconds);
      const overall = await deps.rateLimiter.hit('register:all', limits.perMinute, 60_000);
      if (!overall.allowed)
        throw tooManyRequests('Too many accounts are being created right now. Please try again in a minute.', overall.retryAfterSeconds);
    },
  };
}
