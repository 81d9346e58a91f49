import Koa from 'koa';
import compose from 'koa-compose';
import Router, { type RouterMiddleware } from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import conditional from 'koa-conditional-get';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import type { AppDeps, AppState } from './appDeps';
import { errorMiddleware } from './http/errorMiddleware';
import { originGuard } from './http/originGuard';
import { identify } from './account/authenticate';
import { accountRoutes } from './account/routes';
import { settingsRoutes } from './account/settingsRoutes';
import { problemRoutes } from './problem/routes';
import { submissionRoutes } from './submission/routes';
import { serveUi, UI_DIST } from './http/serveUi';
import { problemBootShell } from './http/problemShell';
import { firstBootShell, problemListBootShell } from './http/problemListShell';
import { inlineScriptHashes, securityHeaders } from './http/securityHeaders';
import { requestTimeout } from './http/requestTimeout';
import { serializeJsonOnce } from './http/serializeJsonOnce';
import { etag } from './http/etag';
import { UPLOAD_PATH } from './video/mediaHostRoutes';
import { videoRoutes } from './video/routes';
import { mediaHostRoutes } from './video/mediaHostRoutes';
import { googleRoutes } from './account/google/routes';
import { aiRoutes } from './ai/routes';
import { auditRoutes } from './audit/routes';
import { rejudgeRoutes } from './rejudge/routes';
import { contestRoutes } from './contest/routes';
import { submitHandler } from './submission/routes';
import { profileRoutes } from './profile/routes';
import { leaderboardRoutes } from './leaderboard/routes';
import { readOnlyGuard } from './timeTravel/readOnly';
import { IMPORT_PATH, packageRoutes } from './problem/package/routes';
import { httpObservability } from './observability/httpObservability';
import { readyRoute } from './observability/readiness';

const DEFAULT_BODY_LIMIT = '100kb';
/** Problems carry their test data, so their forms may be larger. */
const PROBLEM_BODY_LIMIT = '16mb';
/** A run may carry ten custom inputs of 64 kB each, which JSON escaping can grow up to sixfold. */
const RUN_BODY_LIMIT = '4mb';

const jsonBody = (limit: string) =>
  bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    encoding: 'utf-8',
    onError: (error) => {
      throw error;
    },
  });

/** Requests with a body must say it is JSON; the parser would silently skip anything else. */
const requireJson: Koa.Middleware = async (ctx, next) => {
  const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
  // A problem package arrives as a multipart upload (issue 34).
  if (hasBody && !ctx.is('application/json') && lowerPath(ctx) !== IMPORT_PATH) ctx.throw(415);
  await next();
};

const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);
const isClientGone = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (CLIENT_GONE.has(code) || code.startsWith('HPE_'));
};

/** The router matches paths whatever their case (`/API/user/login` too), so the guards must as well. */
const lowerPath = (ctx: { path: string }) => ctx.path.toLowerCase();

/** The Koa application; `server.ts` listens, tests call `app.callback()`. */
export function buildApp(deps: AppDeps): Koa<AppState> {
  // Behind trusted proxies the client is the address the outermost of them appended to
  // X-Forwarded-For; entries before it are whatever the client sent, and may be forged.
  const app = new Koa<AppState>({ proxy: deps.settings.trustProxy, maxIpsCount: deps.settings.proxyHops });
  const api = new Router<AppState>({ prefix: '/api' });

  const health: RouterMiddleware<AppState> = (ctx) => {
    ctx.body = { status: 'ok' };
  };
  api.get('/health', health);
  api.get('/ready', readyRoute(deps));

  for (const routes of [
    accountRoutes(deps),
    settingsRoutes(deps),
    googleRoutes(deps),
    problemRoutes(deps, jsonBody(PROBLEM_BODY_LIMIT)),
    submissionRoutes(deps),
    videoRoutes(deps),
    aiRoutes(deps),
    auditRoutes(deps),
    rejudgeRoutes(deps),
    packageRoutes(deps, deps.settings.packageMaxBytes),
    contestRoutes(deps, submitHandler(deps)),
    profileRoutes(deps),
    leaderboardRoutes(deps),
  ]) {
    // The api router's own allowedMethods (below) answers 405, 501 and OPTIONS for every route it
    // mounts; one per feature router would add a layer to every request and never answer anything.
    api.use(routes.routes());
  }

  // Guards for every API request, matched or not, before any route runs.
  const defaultBody = jsonBody(DEFAULT_BODY_LIMIT);
  const runBody = jsonBody(RUN_BODY_LIMIT);
  const guards = compose<Koa.ParameterizedContext<AppState>>([
    requireJson,
    originGuard(deps.settings.allowedOrigins),
    identify(deps),
    // Problem bodies get the larger limit inside their routes; everything else the small one.
    (ctx, next) => {
      const path = lowerPath(ctx);
      if (path.startsWith('/api/problem/')) return next();
      return path.startsWith('/api/submission/run/') ? runBody(ctx, next) : defaultBody(ctx, next);
    },
  ]);

  const root = new Router<AppState>();
  root.get('/health', health);
  // The built-in media host sits outside /api: it takes multipart uploads authorised by signature, as Cloudinary does.
  const media = mediaHostRoutes(deps);
  root.use(media.routes(), media.allowedMethods());

  // Errors after the response has begun (a stream failing, a client hanging up mid-upload) come
  // here rather than through errorMiddleware; a client that went away is not a server fault.
  app.on('error', (error: unknown) => {
    if (!isClientGone(error)) deps.log('error while sending a response', error);
  });
  app.use(httpObservability());
  app.use(requestTimeout(deps.settings.requestTimeoutMs, (path) => [UPLOAD_PATH, IMPORT_PATH].includes(path.toLowerCase())));
  app.use(securityHeaders({ inlineScripts: inlineScriptHashes(join(UI_DIST, 'index.html')) }));
  // Built files come precompressed (serveUi); this compresses what is made per request, such as
  // JSON. Server-sent events and videos are left alone: one must stream, the other is compressed already.
  const compression = compress({
    filter: (type) => /json|javascript|css|html|svg|text\/plain/.test(type),
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // A client that offers no encoding gets the body as it is, as koa-compress would answer it (its
  // default encoding is identity), without the per-request negotiation: only told that answers vary by it.
  app.use(async (ctx, next) => {
    if (ctx.get('Accept-Encoding')) {
      await compression(ctx, next);
      return;
    }
    ctx.vary('Accept-Encoding');
    await next();
  });
  // GETs carry an ETag and answer 304 to a client that has that version already.
  app.use(conditional());
  app.use(etag());
  // JSON bodies become their text here, once, before the ETag and compression look at them.
  app.use(serializeJsonOnce());
  app.use(errorMiddleware(deps.log));
  if (deps.settings.asOf !== undefined) app.use(readOnlyGuard(deps.settings.asOf));
  app.use((ctx, next) => (lowerPath(ctx).startsWith('/api/') ? guards(ctx, next) : next()));
  app.use(api.routes()).use(api.allowedMethods());
  app.use(root.routes());
  // A problem's page carries its statement, and /problems its list, so a phone paints them before the app runs (issue 33).
  app.use(serveUi(UI_DIST, { bootShell: firstBootShell(problemBootShell(deps), problemListBootShell(deps)) }));
  return app;
}
