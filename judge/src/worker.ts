/**
 * A judge worker process (`node judge/dist/worker.js`, the `judge` service of docker-compose.yml):
 * judges the jobs API replicas queue in Redis with this machine's sandbox.
 *
 *   REDIS_URL           required
 *   JUDGE_CACHE_DIR     precompiled header and built programs; default /var/cache/forge-judge
 *   JUDGE_ALLOW_DEGRADED  `true`: judge without cgroups, on rlimits alone (off: unhealthy, every job 13)
 *   JUDGE_CACHE_MAX_MB  disk the built programs may take (least recently used go first); default 2048
 *   JUDGE_CONCURRENCY   jobs judged at once; default one per core
 *   JUDGE_SLOTS         sandbox runs at once (a slot is a core of its own); default one per core, fewer
 *                       when several workers share one machine, or their runs outgrow their wall clocks
 *   JUDGE_RECLAIM_IDLE_MS, JUDGE_HEARTBEAT_MS   see JudgeWorkerOptions (tests shorten them)
 *   HEALTH_PORT         answer GET /health there (HEALTH_HOST, default 127.0.0.1): 200 while the
 *                       worker takes jobs with a sandbox that can judge, 503 otherwise
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { createJudge } from './judge';
import { DEFAULT_JUDGE_CACHE_DIR } from './cacheDir';
import { startJudgeWorker } from './remote/judgeWorker';

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not '${raw}'`);
  return value;
}

/** Off unless set to `true`; anything but `true` or `false` is refused, not read as off. */
function flag(name: string): boolean {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return false;
  if (raw !== 'true' && raw !== 'false') throw new Error(`${name} must be 'true' or 'false', not '${raw}'`);
  return raw === 'true';
}

function serveHealth(port: number, host: string, state: () => { ok: boolean; body: object }): Promise<Server> {
  const server = createServer((_req, res) => {
    const { ok, body } = state();
    res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

async function main(): Promise<void> {
  const redisUrl = process.env.REDIS_URL?.trim();
  if (!redisUrl) throw new Error('REDIS_URL must name the Redis that holds the judge queue, e.g. redis://redis:6379');
  const cacheDir = process.env.JUDGE_CACHE_DIR?.trim() || DEFAULT_JUDGE_CACHE_DIR;
  const allowDegraded = flag('JUDGE_ALLOW_DEGRADED');
  const concurrency = positive('JUDGE_CONCURRENCY', os.availableParallelism());
  const log = (line: string) => console.log(`[judge worker] ${line}`);

  const cacheMaxBytes = positive('JUDGE_CACHE_MAX_MB', 2048) * 1024 * 1024;
  const slots = positive('JUDGE_SLOTS', os.availableParallelism());
  const judge = await createJudge({ cacheDir, cacheMaxBytes, allowDegraded, slots, log: (line) => console.error(`[judge] ${line}`) });
  const worker = await startJudgeWorker({
    redisUrl,
    judge,
    concurrency,
    reclaimIdleMs: positive('JUDGE_RECLAIM_IDLE_MS', 30_000),
    heartbeatMs: positive('JUDGE_HEARTBEAT_MS', 2000),
    log,
  });
  let stopping = false;
  const healthPort = process.env.HEALTH_PORT?.trim();
  const health = healthPort
    ? await serveHealth(Number(healthPort), process.env.HEALTH_HOST?.trim() || '127.0.0.1', () => {
        const ok = !stopping && judge.health.ok;
        const sandbox = judge.health.ok ? (judge.health.reason ?? 'ok') : `cannot judge: ${judge.health.reason ?? 'unknown reason'}`;
        return { ok, body: { status: stopping ? 'stopping' : ok ? 'ok' : 'unhealthy', id: worker.id, ...worker.stats(), sandbox } };
      })
    : undefined;
  const address = health?.address() as AddressInfo | undefined;
  const redisHost = new URL(redisUrl).host;
  log(
    `worker ${worker.id} taking jobs from redis ${redisHost} (concurrency ${concurrency}, ${slots} sandbox slots, cache ${cacheDir})` +
      (address ? `; health on http://${address.address}:${address.port}/health` : ''),
  );
  if (!judge.health.ok) {
    // Still takes jobs, so each ends as a loud Internal Error rather than waiting for a worker that can judge.
    console.error(
      `[judge worker] !!! THE SANDBOX CANNOT START (${judge.health.reason ?? 'unknown reason'}): every job this worker takes ends as Internal Error (13)`,
    );
  } else if (judge.health.reason) {
    log(`sandbox: ${judge.health.reason}`);
  }

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    health?.close();
    log(`${signal}: taking no more jobs, finishing ${worker.stats().running} running`);
    void worker
      .stop()
      .then(() => judge.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[judge worker] shutdown failed', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`[judge worker] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
