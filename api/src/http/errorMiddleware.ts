import { STATUS_CODES } from 'node:http';
import { isHostFault } from '@forge/judge';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { DomainError, ReadOnlyLogError, WrongExpectedVersionError } from '@forge/events';
import { readOnlyMessage } from '../timeTravel/readOnly';
import { HttpError } from './errors';

const domainStatus = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 } as const;

/** Messages for the errors Koa and the body parser raise on their own. */
const protocolMessages: Record<number, string> = {
  400: 'Malformed JSON body',
  413: 'Request body is too large',
  415: 'Content-Type must be application/json',
};

/** The body of an error that carries only its status: what the status means, never a library's own words. */
const statusOnly = (status: number) =>
  status === 404
    ? { message: protocolMessages[404] ?? 'Not found', code: 'NOT_FOUND' }
    : { message: protocolMessages[status] ?? STATUS_CODES[status] ?? 'Bad request', code: 'BAD_REQUEST' };

interface Rendered {
  status: number;
  body: { message: string; code: string; errors?: readonly { path: string; message: string }[] };
  headers?: Readonly<Record<string, string>>;
}

export function renderError(error: unknown): Rendered {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) },
      headers: error.headers,
    };
  }
  if (error instanceof DomainError) {
    return { status: domainStatus[error.kind], body: { message: error.message, code: error.kind.toUpperCase() } };
  }
  if (error instanceof z.ZodError) {
    const errors = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return { status: 400, body: { message: errors[0]?.message ?? 'Invalid request', code: 'VALIDATION', errors } };
  }
  if (error instanceof ReadOnlyLogError) {
    return { status: 409, body: { message: readOnlyMessage(error.asOf), code: 'READ_ONLY' } };
  }
  // The judge's host failed (a problem's reference solutions could not be run): no verdict, try again.
  if (isHostFault(error)) {
    return {
      status: 503,
      body: { message: 'The judge is temporarily unavailable; try again shortly', code: 'JUDGE_UNAVAILABLE' },
      headers: { 'Retry-After': '5' },
    };
  }
  if (error instanceof WrongExpectedVersionError) {
    return { status: 409, body: { message: 'The record was changed by someone else; please try again', code: 'CONFLICT' } };
  }
  const status = (error as { status?: unknown }).status;
  const expose = (error as { expose?: unknown }).expose;
  // The body parser raises a SyntaxError carrying status 400 for malformed JSON. A library's own
  // words may name a file of the server (a missing asset says where it looked): only the status is told.
  if (typeof status === 'number' && status >= 400 && status < 500 && (expose || error instanceof SyntaxError)) {
    return { status, body: statusOnly(status) };
  }
  return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };
}

/** The one place errors become responses; internals of unexpected errors never reach the client. */
export function errorMiddleware(log: (message: string, error: unknown) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Answers no route gave a body to (404, and the router's own 405 and 501) still say what happened.
      if (ctx.status >= 400 && (ctx.body === undefined || ctx.body === null)) {
        const status = ctx.status;
        ctx.body = statusOnly(status);
        ctx.status = status;
      }
    } catch (error) {
      const rendered = renderError(error);
      if (rendered.status === 500) log(`${ctx.method} ${ctx.path} failed`, error);
      ctx.status = rendered.status;
      ctx.body = rendered.body;
      if (rendered.headers) ctx.set(rendered.headers);
    }
  };
}
