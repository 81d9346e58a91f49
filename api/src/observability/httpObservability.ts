import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import { metrics, withLogContext } from '@forge/observability';

/** A request id a proxy or client sent is kept when it looks like one; anything else is replaced. */
const sensibleId = /^[\w.:-]{8,100}$/;

/** The route's pattern (`/api/problem/:id`), never the raw URL: a label per problem would grow without end. */
function routeOf(ctx: Koa.Context): string {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  return ctx.path.toLowerCase().startsWith('/api/') ? 'unmatched' : 'static';
}

/**
 * Outermost middleware: gives the request an id (X-Request-Id, answered back) carried on every log
 * line the request causes, and counts and times it by route pattern and status.
 */
export function httpObservability(): Koa.Middleware {
  return async (ctx, next) => {
    const offered = ctx.get('X-Request-Id');
    const requestId = sensibleId.test(offered) ? offered : randomUUID();
    ctx.set('X-Request-Id', requestId);
    const end = metrics.httpDuration.startTimer();
    try {
      // The request is the first cause of whatever it appends, and the id that ties the story together.
      await withLogContext({ requestId, correlationId: requestId, causationId: requestId }, next);
    } finally {
      const labels = { method: ctx.method, route: routeOf(ctx), status: String(ctx.status) };
      metrics.httpRequests.inc(labels);
      end(labels);
    }
  };
}
