import type { Middleware } from 'koa';
import { HttpError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sends on behalf of another site. Cookies are
 * SameSite=Lax already; this closes the remaining gaps (sibling subdomains, old browsers).
 */
export function originGuard(allowedOrigins: readonly string[]): Middleware {
  return async (ctx, next) => {
    if (!safeMethods.has(ctx.method)) {
      const origin = ctx.get('Origin');
      // Koa 3's ctx.origin echoes the Origin header, so the server's own origin is built here.
      const own = `${ctx.protocol}://${ctx.host}`;
      const foreignOrigin = origin !== '' && origin !== own && !allowedOrigins.includes(origin);
      const crossSite = origin === '' && ctx.get('Sec-Fetch-Site') === 'cross-site';
      if (foreignOrigin || crossSite) throw new HttpError(403, 'Cross-origin request refused', 'FORBIDDEN_ORIGIN');
    }
    await next();
  };
}
