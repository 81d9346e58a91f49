import Router from '@koa/router';
import type { AppDeps, AppState } from '../appDeps';

/** `/api/video/*`: signed upload parameters, saving and deleting a problem's editorial video. */
export function videoRoutes(_deps: AppDeps): Router<AppState> {
  return new Router<AppState>({ prefix: '/video' });
}
