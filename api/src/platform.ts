import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { describeUntil, openEventStore, type Position } from '@forge/events';
import { checkpointWatcher, rebuildReadModels, openRedisReadModelStore, openSqliteReadModelStore } from '@forge/projections';
import { allProjections, decodeEvent } from '@forge/domain';
import { ProjectionRunner } from '@forge/events';
import type Koa from 'koa';
import { buildApp } from './app';
import type { AppDeps, AppState } from './appDeps';
import { bootstrapAdmin } from './account/bootstrapAdmin';
import { scryptHasher, type PasswordHasher } from './account/passwords';
import { memoryRateLimiter, type RateLimiter } from './account/rateLimiter';
import { redisRateLimiter } from './account/redisRateLimiter';
import { openRedisSessionStore } from './account/sessions/redisSessionStore';
import type { SessionStore } from './account/sessions/sessionStore';
import { openSqliteSessionStore } from './account/sessions/sqliteSessionStore';
import type { Config } from './config';
import { loadBuiltinProblemsIntoEmptyLog } from './problem/builtinProblems';
import type { Judge } from '@forge/judge';
import { JudgeQueue } from './judging/judgeQueue';
import { localAdmissionGate, redisAdmissionGate } from './submission/admission';
import { openJudge } from './judging/openJudge';
import { liveUpdates } from './live/liveUpdates';
import { readModelCheckpoint, startJudgeReactor, type JudgeReactor } from './judging/judgeReactor';
import { startRejudgeReactor } from './rejudge/rejudgeReactor';
import { rejudgeSubmissions } from './rejudge/rejudgeSubmissions';
import { judgeRequestedSubmission } from './judging/judgeSubmission';
import { startSubmissionWatcher } from './live/submissionWatcher';
import { startContestEnder, type ContestEnder } from './contest/contestEnder';
import { createVideoServices } from './video/videoServices';
import { createGoogleSignIn } from './account/google/googleSignIn';
import { createChatService } from './ai/chatService';
import { withAccountCache, withReadModelCache, withSessionCache } from './cache/hotPathCaches';
import { noJudge } from './timeTravel/readOnly';
import { openPastLog } from './timeTravel/pastLog';
import { observedStore, measuredJudge, watchPlatform } from './observability/platformMetrics';

export interface Platform {
  readonly app: Koa<AppState>;
  readonly deps: AppDeps;
  close(): Promise<void>;
}

export interface PlatformOverrides {
  readonly passwords?: PasswordHasher;
  readonly clock?: () => Date;
  readonly log?: AppDeps['log'];
  /** A judge to use instead of creating one (tests share one across platforms). */
  readonly judge?: Judge;
  /** How often shared read models' checkpoints are read to notice other processes' commits (cache/hotPathCaches.ts). */
  readonly readModelPollMs?: number;
  /** How often contests are looked at to end those whose time is over (contest/contestEnder.ts; 5 s by default). */
  readonly contestEndTickMs?: number;
}

/**
 * Opens the log, brings the read models up to date, seeds a fresh log and makes sure the
 * configured admin exists. The returned app is ready to serve.
 */
export async function startPlatform(config: Config, overrides: PlatformOverrides = {}): Promise<Platform> {
  const log = overrides.log ?? ((message: string, error?: unknown) => void process.stderr.write(`${format(message, error ?? '')}\n`));
  const clock = overrides.clock ?? (() => new Date());
  // As of a past point (time travel), the log is seen as it was then and nothing of DATA_DIR is written: the log
  // is read into memory (it must exist), the read models are built in memory, sessions are kept in memory,
  // nothing is judged, and the media host only serves what it has.
  const asOf = config.AS_OF && describeUntil(config.AS_OF);
  const store = withAccountCache(
    observedStore(
      config.AS_OF
        ? await openPastLog(config, config.AS_OF)
        : openEventStore({ dataDir: config.DATA_DIR, eventStoreUrl: config.EVENTSTORE_URL, clock }),
    ),
  );
  // Embedded: everything in DATA_DIR. Scaled out: state shared by every replica lives in Redis.
  const redisUrl = asOf ? undefined : config.REDIS_URL;
  // The hot routes read through caches (cache/hotPathCaches.ts) that what this process writes updates at once.
  const readModels = withReadModelCache(
    redisUrl ? openRedisReadModelStore(redisUrl) : openSqliteReadModelStore(asOf ? ':memory:' : join(config.DATA_DIR, 'readmodels.sqlite')),
    Boolean(redisUrl),
    log,
    overrides.readModelPollMs,
  );
  const sessions: SessionStore = withSessionCache(
    redisUrl
      ? openRedisSessionStore(redisUrl, clock)
      : openSqliteSessionStore(asOf ? ':memory:' : join(config.DATA_DIR, 'sessions.sqlite'), clock),
    Boolean(redisUrl),
    clock,
  );
  const limiter = redisUrl ? redisRateLimiter(redisUrl) : undefined;
  const rateLimiter: RateLimiter = limiter ?? memoryRateLimiter(clock);
  const judge = measuredJudge(asOf ? noJudge(asOf) : (overrides.judge ?? (await openJudge(config, log))));
  // Read-only, nothing can be submitted: the judge is off, not failing.
  if (!judge.health.ok && !asOf)
    log(
      `The judge cannot judge now (${judge.health.reason ?? 'unknown reason'}): no submission or run is judged until it can (submissions wait, runs are answered 503)`,
    );
  // As of a past point the log holds still: its read models are built once (below), and nothing follows it.
  const runner =
    config.RUN_PROJECTIONS && !asOf
      ? new ProjectionRunner(store, readModels.forRunner(), allProjections, { decode: decodeEvent, log })
      : undefined;
  const watcher = checkpointWatcher(readModels, allProjections);
  const live = liveUpdates();
  // Another process commits the read models: once it has passed a write, the cache must show it.
  const projections = runner ?? { waitFor: (position: Position) => watcher.waitFor(position).then(() => readModels.refresh()) };
  const deps: AppDeps = {
    store,
    readModels,
    projections,
    sessions,
    rateLimiter,
    passwords: overrides.passwords ?? scryptHasher(),
    judge,
    queue: new JudgeQueue({
      concurrency: config.JUDGE_CONCURRENCY,
      perUser: config.JUDGE_QUEUE_PER_USER,
      capacity: config.JUDGE_QUEUE_CAPACITY,
    }),
    admission: redisUrl ? redisAdmissionGate(redisUrl) : localAdmissionGate(),
    live,
    submissions: startSubmissionWatcher({ store, live, projections, log }),
    video: createVideoServices(config, log),
    google: createGoogleSignIn(config, log),
    ai: createChatService(config, log),
    clock,
    newId: randomUUID,
    settings: {
      ...(asOf ? { asOf } : {}),
      allowedOrigins: config.ALLOWED_ORIGINS,
      trustProxy: config.TRUST_PROXY,
      proxyHops: config.TRUST_PROXY_HOPS,
      sessionTtlMs: config.SESSION_TTL_HOURS * 3600_000,
      requestTimeoutMs: config.REQUEST_TIMEOUT_SECONDS * 1000,
      packageMaxBytes: config.PACKAGE_MAX_MB * 1024 * 1024,
      readyMaxLagEvents: config.READY_MAX_LAG_EVENTS,
      submissions: {
        perUser: config.JUDGE_QUEUE_PER_USER,
        capacity: config.JUDGE_QUEUE_CAPACITY,
        waitMs: config.SUBMIT_WAIT_SECONDS * 1000,
      },
      registrations: { perAddressPerHour: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR, perMinute: config.REGISTRATIONS_PER_MINUTE },
    },
    log,
  };
  const unwatch = asOf ? () => undefined : watchPlatform({ store, readModels, queue: deps.queue });
  let reactor: JudgeReactor | undefined;
  let rejudges: JudgeReactor | undefined;
  let contestEnder: ContestEnder | undefined;
  const close = async () => {
    // Submissions in hand are judged to the end; the rest wait in the log for the next start.
    // A rejudge stops after the submission in hand; the next start goes on from what it recorded.
    await Promise.all([reactor?.stop(), rejudges?.stop(), contestEnder?.stop()]);
    await deps.submissions.stop();
    // The media host's sweep reads the log and the read models: it stops before they close.
    await deps.video.close?.();
    await runner?.stop();
    await store.close();
    await readModels.close();
    await sessions.close();
    await limiter?.close();
    await deps.admission.close();
    await deps.google.close?.();
    await deps.ai.close?.();
    unwatch();
    judge.detach();
    if (!overrides.judge) await judge.close();
  };
  try {
    if (config.LOAD_BUILTIN_PROBLEMS && !asOf) await loadBuiltinProblemsIntoEmptyLog(store, deps);
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD && !asOf) {
      const admin = {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        firstName: config.ADMIN_FIRST_NAME,
        promoteExisting: config.ADMIN_PROMOTE_EXISTING,
      };
      await bootstrapAdmin(store, admin, deps);
    }
    if (asOf) await rebuildReadModels(store, readModels.forRunner(), allProjections);
    if (runner) {
      await runner.start();
      await runner.catchUp();
    }
    // Embedded, this process judges what the log asks for; scaled out, the judge workers do (judgeWorker.ts).
    if (config.JUDGE_WORKERS === 'local' && !asOf) {
      const judging = { store, judge, clock, log, worker: `${hostname()}-${process.pid}`, maxAttempts: config.JUDGE_MAX_ATTEMPTS };
      reactor = await startJudgeReactor({
        store,
        checkpoint: readModelCheckpoint(readModels, 'judgeReactor'),
        // Stopping ends a wait for an unhealthy judge: the submission stays behind the checkpoint.
        handle: async (request, _position, stopping) => {
          await judgeRequestedSubmission(judging, request, stopping);
        },
        concurrency: config.JUDGE_CONCURRENCY,
        byTurns: true,
        log,
      });
      rejudges = await startRejudgeReactor({
        store,
        checkpoint: readModelCheckpoint(readModels, 'rejudgeReactor'),
        handle: (rejudgeId, stopping) => rejudgeSubmissions({ store, judge, clock, log }, rejudgeId, stopping),
        log,
      });
    }
    // Contests end by their time, on every replica (the contest's stream takes one ContestEnded).
    if (!asOf) {
      const tick = overrides.contestEndTickMs === undefined ? {} : { tickMs: overrides.contestEndTickMs };
      contestEnder = startContestEnder({ store, readModels, clock, log, ...tick });
    }
    // Unused uploads are judged against the read models, so the sweep starts once they have caught up.
    if (!asOf) deps.video.startSweep(deps);
  } catch (error) {
    await close();
    throw error;
  }
  return { app: buildApp(deps), deps, close };
}
