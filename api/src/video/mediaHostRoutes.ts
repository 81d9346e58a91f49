import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import Router, { type RouterContext } from '@koa/router';
import type { AppDeps, AppState } from '../appDeps';
import { MAX_VIDEO_BYTES, parseByteRange, tooLarge, type Refusal } from '@forge/media';

/** Where uploads go: the one path whose requests may take an hour to arrive. */
export const UPLOAD_PATH = '/media/video/upload';

/** Room for the multipart boundaries and signed fields around a file of the largest size. */
const MULTIPART_ALLOWANCE = 64 * 1024;

type Context = RouterContext<AppState>;

/** Errors as Cloudinary words them, so a client written for one works with the other. */
function refuse(ctx: Context, refusal: Refusal) {
  ctx.status = refusal.status;
  ctx.body = { error: { message: refusal.message } };
}

/**
 * `/media/*`: the built-in media host. Uploads are authorised by signature, as on Cloudinary
 * (no session, no JSON: the multipart stream arrives untouched); videos and thumbnails are
 * served with byte ranges so a player can seek.
 */
export function mediaHostRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/media' });
  const host = deps.video.mediaHost;

  router.post('/video/upload', async (ctx) => {
    if (Number(ctx.get('Content-Length') || 0) > MAX_VIDEO_BYTES + MULTIPART_ALLOWANCE) {
      // Declared too large: answer before reading, and close rather than read 100 MB for nothing.
      ctx.set('Connection', 'close');
      refuse(ctx, tooLarge(MAX_VIDEO_BYTES));
      return;
    }
    try {
      const result = await host.upload(ctx.req, deps.clock());
      if ('refusal' in result) {
        refuse(ctx, result.refusal);
        return;
      }
      ctx.body = host.uploadResponse(result.video);
    } catch (error) {
      deps.log('media host upload failed', error);
      refuse(ctx, { status: 500, message: 'The upload could not be stored' });
    }
  });

  // @koa/router answers HEAD with the GET route.
  router.get('/video/upload/{*asset}', async (ctx) => {
    const asset = ctx.params['asset'] ?? '';
    const name = /^(.+)\.([A-Za-z0-9]+)$/.exec(asset);
    const file = name && host.file(name[1]!, name[2]!);
    const info = file && (await stat(file.path).catch(() => null));
    if (!file || !info) {
      refuse(ctx, { status: 404, message: `Resource not found - ${asset}` });
      return;
    }

    const size = info.size;
    const etag = `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    ctx.status = 200;
    ctx.type = file.type;
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.set('ETag', etag);
    ctx.lastModified = info.mtime;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // A range of an older copy must not be stitched onto this one.
    const ifRange = ctx.get('If-Range');
    const rangeHeader = ifRange && ifRange !== etag && ifRange !== info.mtime.toUTCString() ? undefined : ctx.get('Range') || undefined;
    const range = parseByteRange(rangeHeader, size);
    if (range.kind === 'unsatisfiable') {
      ctx.set('Content-Range', `bytes */${size}`);
      refuse(ctx, { status: 416, message: `Range Not Satisfiable: the file has ${size} bytes` });
      return;
    }
    const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
    if (range.kind === 'partial') {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${start}-${end}/${size}`);
    }
    if (ctx.method !== 'HEAD' && size > 0) ctx.body = createReadStream(file.path, { start, end });
    ctx.length = end - start + 1;
  });

  // Nothing under /media falls through to the web app's index.html.
  router.all('/{*rest}', (ctx) => refuse(ctx, { status: 404, message: `Resource not found - ${ctx.path}` }));

  return router;
}
