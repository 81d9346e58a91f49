import Router from '@koa/router';
import type { AppDeps, AppState } from '../appDeps';

/** `/api/auth/*`: Google sign-in and account linking. */
export function googleRoutes(_deps: AppDeps): Router<AppState> {
  return new Router<AppState>({ prefix: '/auth' });
}
