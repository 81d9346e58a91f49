import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import { send } from '@koa/send';

/** The built web app (`npm run build` writes it), served from the API's own origin. */
export const UI_DIST = resolve(__dirname, '..', '..', '..', 'ui', 'dist');

/** The build writes `.br` and `.gz` beside each text file; they are sent to clients that accept them. */
const precompressed = { brotli: true, gzip: true } as const;

/** Response headers that only a document (or a worker, which the app starts from blob: URLs) reads. */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
  'Last-Modified',
] as const;

/**
 * Serves the app's files, hashed assets cached for a year, and index.html for every other
 * page route so the client router can take over. API and socket paths are never answered here.
 */
export function serveUi(root = UI_DIST): Middleware {
  const built = existsSync(resolve(root, 'index.html'));
  return async (ctx, next) => {
    if (!built || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io')) {
      await next();
      return;
    }
    if (ctx.path.startsWith('/assets/')) {
      await send(ctx, ctx.path, { root, maxage: 365 * 24 * 3600 * 1000, immutable: true, ...precompressed });
      // A hashed script or stylesheet is no document: the policy, framing and referrer headers mean
      // nothing on it, and on a phone each response's headers cost as much as a small chunk.
      // Its name changes with its content, so no revalidation headers either.
      for (const header of DOCUMENT_ONLY_HEADERS) ctx.remove(header);
      return;
    }
    const file =
      ctx.path !== '/' && !ctx.path.endsWith('/')
        ? await send(ctx, ctx.path, { root, ...precompressed }).catch(() => undefined)
        : undefined;
    if (!file) {
      ctx.set('Cache-Control', 'no-cache');
      await send(ctx, 'index.html', { root, ...precompressed });
    }
  };
}
