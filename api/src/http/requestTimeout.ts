import type { Middleware } from 'koa';

/**
 * A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 §6.3): it has
 * arrived in full with its headers, which the server's own headers timeout covers.
 */
const hasBody = (headers: { readonly [name: string]: unknown }) =>
  headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined;

/**
 * Ends a request whose body has not fully arrived `ms` after it began: 408, and the connection
 * is closed. A client dribbling a body a byte a minute would otherwise hold a connection (and
 * the body parser) for as long as the server's own limit, which is long for the sake of uploads;
 * `isLong` says which requests (video uploads) keep that long limit.
 */
export function requestTimeout(ms: number, isLong: (path: string) => boolean): Middleware {
  return async (ctx, next) => {
    const { req, res } = ctx;
    if (isLong(ctx.path) || req.complete || !hasBody(req.headers)) {
      await next();
      return;
    }
    const timer = setTimeout(() => {
      if (req.complete) return;
      if (!res.headersSent) {
        res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        res.end(JSON.stringify({ message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' }));
      }
      req.destroy();
    }, ms);
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    req.once('close', clear);
    try {
      await next();
    } finally {
      clear();
    }
  };
}
