import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import { send } from '@koa/send';
import type { BootShell } from './problemShell';

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

/** Vite's build manifest: each source module's chunk and the chunks it imports. */
type Manifest = Record<string, { readonly file: string; readonly imports?: readonly string[]; readonly isEntry?: boolean }>;

function readManifest(root: string): Manifest {
  try {
    return JSON.parse(readFileSync(resolve(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The chunks `modules` need, with what they import, less what the entry's own page already loads. */
function chunksOf(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  const initial = new Set<string>();
  const visitInitial = (key: string) => {
    if (initial.has(key) || !manifest[key]) return;
    initial.add(key);
    for (const imported of manifest[key].imports ?? []) visitInitial(imported);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(visitInitial);
  return [...seen].filter((key) => !initial.has(key)).map((key) => manifest[key]!.file);
}

/**
 * Serves the app's files, hashed assets cached for a year, and index.html for every other
 * page route so the client router can take over. API and socket paths are never answered here.
 */
export function serveUi(root = UI_DIST, options: { readonly bootShell?: BootShell } = {}): Middleware {
  const built = existsSync(resolve(root, 'index.html'));
  let indexHtml: string | undefined;
  let manifest: Manifest | undefined;
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
    if (file) return;
    const shell = options.bootShell && (await options.bootShell(ctx));
    if (shell) {
      // This page is the reader's own (it carries what they may read): no shared cache keeps it.
      indexHtml ??= readFileSync(resolve(root, 'index.html'), 'utf8');
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.vary('Cookie');
      ctx.type = 'html';
      manifest ??= readManifest(root);
      const preloads = chunksOf(manifest, shell.preload)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      // The app's stylesheet moves after the shell: a stylesheet in the body holds back only what
      // follows it, so the shell paints with its own inline CSS without waiting for the file.
      const stylesheets = indexHtml.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      const head = stylesheets.reduce((html, link) => html.replace(link, ''), indexHtml);
      ctx.body = head
        .replace('</head>', () => `${preloads}<style>${shell.css}</style></head>`)
        .replace('<div id="root"></div>', () => `${shell.html}${stylesheets.join('')}<div id="root"></div>`);
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root, ...precompressed });
  };
}
