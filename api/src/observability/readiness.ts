import { END } from '@forge/events';
import { allProjections } from '@forge/domain';
import type { RouterMiddleware } from '@koa/router';
import type { AppDeps, AppState } from '../appDeps';

/**
 * Events the read models may be behind the log's head and the platform still ready, unless
 * READY_MAX_LAG_EVENTS says otherwise: what it serves is at most this stale.
 */
export const READY_MAX_LAG_EVENTS = 100;

interface Check {
  readonly ok: boolean;
  readonly reason?: string;
}

export interface Readiness {
  readonly status: 'ready' | 'not ready';
  readonly ok: boolean;
  readonly checks: {
    readonly log: Check & { readonly head?: string };
    readonly projections: Check & { readonly lag?: number };
    readonly judge: Check;
  };
}

const failed = (error: unknown): Check => ({ ok: false, reason: error instanceof Error ? error.message : String(error) });

/**
 * Whether this process should be sent traffic: its log answers, its read models are caught up to
 * within the bound (READY_MAX_LAG_EVENTS), and its judge can judge (its own sandbox, or at least one live judge
 * worker). Each check says why when it fails.
 */
export async function readiness(deps: Pick<AppDeps, 'store' | 'readModels' | 'judge' | 'settings'>): Promise<Readiness> {
  let head: bigint | undefined;
  const log = await deps.store.readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 }).then(
    ([last]) => {
      head = last?.position.commit ?? 0n;
      return { ok: true, head: String(head) };
    },
    (error: unknown) => ({ ...failed(`the log does not answer: ${error instanceof Error ? error.message : String(error)}`) }),
  );
  const projections = await (async (): Promise<Readiness['checks']['projections']> => {
    if (head === undefined) return { ok: false, reason: 'the log does not answer, so how far behind the read models are is unknown' };
    const at = head;
    const bound = deps.settings.readyMaxLagEvents ?? READY_MAX_LAG_EVENTS;
    const behind = await Promise.all(
      allProjections.map(async (p) => {
        const committed = (await deps.readModels.checkpoint(p.name))?.position.commit ?? 0n;
        return { name: p.name, lag: Number(at > committed ? at - committed : 0n) };
      }),
    );
    const worst = behind.reduce((a, b) => (b.lag > a.lag ? b : a), { name: '', lag: 0 });
    return worst.lag <= bound
      ? { ok: true, lag: worst.lag }
      : { ok: false, lag: worst.lag, reason: `${worst.name} is ${worst.lag} events behind the log (at most ${bound})` };
  })().catch((error: unknown) => failed(`the read models do not answer: ${error instanceof Error ? error.message : String(error)}`));
  // Read-only as of a past point, nothing is judged by design.
  const judge: Check = deps.settings.asOf
    ? { ok: true, reason: 'read-only: nothing is judged' }
    : deps.judge.health.ok
      ? { ok: true }
      : { ok: false, reason: deps.judge.health.reason ?? 'the judge cannot judge' };
  const ok = log.ok && projections.ok && judge.ok;
  return { status: ok ? 'ready' : 'not ready', ok, checks: { log, projections, judge } };
}

/** GET /api/ready: 200 with every check when ready, 503 with the reasons when not. */
export function readyRoute(deps: Pick<AppDeps, 'store' | 'readModels' | 'judge' | 'settings'>): RouterMiddleware<AppState> {
  return async (ctx) => {
    const answer = await readiness(deps);
    ctx.status = answer.ok ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  };
}
