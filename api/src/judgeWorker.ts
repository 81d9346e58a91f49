/**
 * A judge worker process (`node api/dist/judgeWorker.js`, the `judge` service of
 * docker-compose.yml): judges, with this machine's sandbox,
 * - the submissions the log asks for: its judge reactor feeds them from the log into a Redis
 *   stream, where every worker takes its share (redisSubmissionQueue.ts), and the verdicts go
 *   back into the log;
 * - the runs API replicas queue in Redis and wait for (request and reply, nothing recorded).
 *
 *   REDIS_URL            required: the queue
 *   DATA_DIR / EVENTSTORE_URL  the log, as the API replicas have it
 *   JUDGE_CACHE_DIR, JUDGE_CACHE_MAX_MB, JUDGE_ALLOW_DEGRADED  the sandbox (see config.ts)
 *   JUDGE_CONCURRENCY    submissions, and runs, in hand at once; default four per core
 *   JUDGE_SLOTS          sandbox runs at once; default the cores (workers sharing a machine split them)
 *   JUDGE_MAX_ATTEMPTS, JUDGE_RECLAIM_IDLE_MS, JUDGE_HEARTBEAT_MS  see config.ts
 *   HEALTH_PORT          GET /health answers there, on HEALTH_HOST (default 127.0.0.1): 200 while this
 *                        worker takes work with a sandbox that can judge, 503 with the reason otherwise;
 *                        GET /metrics there too (loopback, or with Authorization: Bearer $METRICS_TOKEN)
 *
 * A worker whose sandbox cannot start (at start, or for a while later: a host out of namespaces or
 * processes) takes no submission or run meanwhile, checks again by itself, says so on /health and
 * in its log, and takes work again once a sandbox starts; a job its host failed is judged again,
 * never recorded as the learner's Internal Error.
 */
import { createServer } from 'node:http';
import os from 'node:os';
import { openEventStore } from '@forge/events';
import { createJudge } from '@forge/judge';
import { readConfig } from './config';
import { startJudgeWorkerRole } from './judging/judgeWorkerRole';
import { createLogger, logFunction, metricsRequestListener } from '@forge/observability';
import { observedStore, measuredJudge } from './observability/platformMetrics';

async function main(): Promise<void> {
  const config = readConfig();
  if (!config.REDIS_URL) throw new Error('REDIS_URL must name the Redis that holds the judge queue, e.g. redis://redis:6379');
  // More than the cores: the judge's slots take turns fairly between users, test by test, across the jobs in hand.
  const concurrency = config.JUDGE_CONCURRENCY;
  const worker = `${os.hostname()}-${process.pid}`;
  // The worker's own lines, and its judge's, as JSON lines (pretty on a terminal): progress at info, trouble at error.
  const logger = createLogger({ name: 'judge-worker' });
  const say = (line: string) => logger.info(line);
  const log = logFunction(logger);
  const judgeLogger = logger.child({ component: 'judge' });

  const judge = measuredJudge(
    await createJudge({
      cacheDir: config.JUDGE_CACHE_DIR,
      cacheMaxBytes: config.JUDGE_CACHE_MAX_MB * 1024 * 1024,
      allowDegraded: config.JUDGE_ALLOW_DEGRADED,
      ...(config.JUDGE_SLOTS ? { slots: config.JUDGE_SLOTS } : {}),
      log: (line) => (line.startsWith('!!!') ? judgeLogger.error(line) : judgeLogger.info(line)),
    }),
  );
  if (!judge.health.ok)
    log(
      `!!! THE SANDBOX CANNOT START (${judge.health.reason ?? 'unknown reason'}): this worker takes no submission or run until it can; it checks again by itself`,
    );
  const store = observedStore(openEventStore({ dataDir: config.DATA_DIR, eventStoreUrl: config.EVENTSTORE_URL }));
  const role = await startJudgeWorkerRole({
    redisUrl: config.REDIS_URL,
    store,
    judge,
    worker,
    concurrency,
    maxAttempts: config.JUDGE_MAX_ATTEMPTS,
    reclaimIdleMs: config.JUDGE_RECLAIM_IDLE_MS,
    heartbeatMs: config.JUDGE_HEARTBEAT_MS,
    log,
  });

  let stopping = false;
  const metrics = metricsRequestListener(config.METRICS_TOKEN);
  const health = createServer((req, res) => {
    if (metrics(req, res)) return;
    const ok = !stopping && judge.health.ok && role.ready();
    res.writeHead(req.url === '/health' ? (ok ? 200 : 503) : 404, { 'content-type': 'application/json' });
    const status = stopping ? 'stopping' : ok ? 'ok' : 'unhealthy';
    const reason = stopping
      ? 'stopping'
      : !judge.health.ok
        ? `the sandbox cannot start, so this worker takes no work: ${judge.health.reason ?? 'unknown reason'}`
        : !role.ready()
          ? 'Redis is not connected'
          : undefined;
    res.end(JSON.stringify({ status, ok, ...(reason ? { reason } : {}), worker, sandbox: judge.health, ...role.stats() }));
  });
  // The judge checks itself again after a host fault; the log says when this worker stops and starts taking work.
  let takingWork = judge.health.ok;
  const watch = setInterval(() => {
    if (judge.health.ok === takingWork) return;
    takingWork = judge.health.ok;
    if (takingWork) say(`the sandbox starts again: taking submissions and runs again`);
    else log(`!!! stopped taking submissions and runs: ${judge.health.reason ?? 'the sandbox cannot start'}; checking again by itself`);
  }, 250);
  watch.unref();
  if (config.HEALTH_PORT !== undefined)
    await new Promise<void>((resolve) => health.listen(config.HEALTH_PORT, config.HEALTH_HOST, resolve));
  const port = health.listening ? (health.address() as { port: number }).port : null;
  say(
    `worker ${worker} ready: judging submissions and runs from redis ${new URL(config.REDIS_URL).host} (concurrency ${concurrency}` +
      `${port === null ? '' : `, health on port ${port}`})`,
  );

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: taking nothing more, finishing what is running`);
    clearInterval(watch);
    void (async () => {
      await role.stop();
      health.close();
      await store.close();
      await judge.close();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        log('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`[judge worker] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
