import Router from '@koa/router';
import type { AppDeps, AppState } from '../appDeps';

/** `/api/ai/*`: the AI tutor on the problem page. */
export function aiRoutes(_deps: AppDeps): Router<AppState> {
  return new Router<AppState>({ prefix: '/ai' });
}
