import type { Middleware } from 'koa';
import type { Judge } from '@forge/judge';
import { HttpError } from '../http/errors';

/** Signing in and out keep a session (held in memory, in this mode) and change nothing in the log: they are let through. */
const SESSION_ROUTES = new Set(['/api/user/login', '/api/user/logout']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Reads that begin a change: signing a video upload (the media host would make its secret to sign with). */
const CHANGE_STARTS = ['/api/video/create/'];

export const readOnlyMessage = (asOf: string) =>
  `This server shows the platform as it was at ${asOf}: it is read-only, and nothing can be changed here`;

/**
 * `npm start -- --as-of`: every request that would change the platform, or begin a change, is
 * answered 409 before a route runs, with a message that says why. Reads, sign-in and sign-out go through.
 */
export function readOnlyGuard(asOf: string): Middleware {
  return async (ctx, next) => {
    const path = ctx.path.toLowerCase();
    if ((!SAFE_METHODS.has(ctx.method) && !SESSION_ROUTES.has(path)) || CHANGE_STARTS.some((start) => path.startsWith(start))) {
      throw new HttpError(409, readOnlyMessage(asOf), 'READ_ONLY');
    }
    await next();
  };
}

/** The judge of a platform shown as of a past point: it judges nothing (runs and submissions are refused before they reach it). */
export function noJudge(asOf: string): Judge {
  const reason = readOnlyMessage(asOf);
  return {
    judge: () => Promise.reject(new HttpError(409, reason, 'READ_ONLY')),
    health: { ok: false, reason },
    close: () => Promise.resolve(),
  };
}
