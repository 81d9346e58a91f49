import Router from '@koa/router';
import type { AppDeps, AppState } from '../appDeps';

/** `/media/*`: the built-in media host (uploads and Range-served videos), used when Cloudinary is not configured. */
export function mediaHostRoutes(_deps: AppDeps): Router<AppState> {
  return new Router<AppState>({ prefix: '/media' });
}
