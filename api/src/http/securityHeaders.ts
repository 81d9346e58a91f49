import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import helmet from 'helmet';

/** Google's sign-in script, its button frame and its styles. */
const GOOGLE = 'https://accounts.google.com/gsi/';
/** Editorial videos and thumbnails when they live on Cloudinary; uploads go to its API. */
const CLOUDINARY_MEDIA = 'https://res.cloudinary.com';
const CLOUDINARY_API = 'https://api.cloudinary.com';

/** CSP hashes of the inline scripts of the built index.html (it paints the theme before the app loads). */
export function inlineScriptHashes(indexHtml: string): string[] {
  if (!existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Headers on every response: a Content-Security-Policy that allows the app's own files, Google's
 * sign-in and Cloudinary's media and nothing else (no inline script but the hashed theme
 * snippet; inline styles, which antd's CSS-in-JS and Ace write); no sniffing, no framing, no
 * referrer beyond the origin; HSTS only on HTTPS, where it means something.
 */
export function securityHeaders(options: { readonly inlineScripts: readonly string[] }): Middleware {
  const helmetMiddleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScripts, `${GOOGLE}client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE}style`],
        imgSrc: ["'self'", 'data:', 'blob:', CLOUDINARY_MEDIA, 'https://*.googleusercontent.com'],
        mediaSrc: ["'self'", 'blob:', CLOUDINARY_MEDIA],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", GOOGLE, CLOUDINARY_API],
        frameSrc: [GOOGLE],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Google's sign-in opens a popup that must be able to answer the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  // Nothing in these options depends on the request, so helmet's answer is the same for every
  // response: it is worked out once, here, and copied onto each response (helmet would rebuild it
  // per request, through a chain of a dozen middlewares).
  const headers: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let done = false as boolean;
  helmetMiddleware({} as unknown as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw new Error('helmet refused its options', { cause: error });
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers at once; they can no longer be worked out ahead of the requests');
  return async (ctx, next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    for (const name of removed) ctx.res.removeHeader(name);
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
