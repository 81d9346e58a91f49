/**
 * The processes of the scaled-out platform, in one place: what each runs, with what
 * environment, where it answers its health check and the line it logs once ready.
 * docker-compose.yml runs the same commands (checked by scale.int.test.ts).
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** The repository's root, where the built entries live (`scale/dist/..` from here). */
export const ROOT = resolve(__dirname, '..', '..');

export type ProcessKind = 'api' | 'projections' | 'judge';

export interface ProcessSpec {
  /** api-1, projections, judge-2... */
  readonly name: string;
  readonly kind: ProcessKind;
  /** The node script, relative to ROOT. */
  readonly script: string;
  readonly env: Readonly<Record<string, string>>;
  /** Answers 200 once the process is ready. */
  readonly healthUrl: string;
  /** The one line it logs when ready. */
  readonly ready: RegExp;
}

/**
 * The entries, as docker-compose.yml names them. The judge worker's entry (and whether it
 * needs the log) is here only, so moving the worker to another entry is this one line.
 */
export const ENTRIES = {
  api: 'api/dist/server.js',
  projections: 'projections/dist/main.js',
  judge: 'api/dist/judgeWorker.js',
} as const satisfies Record<ProcessKind, string>;

export interface RosterOptions {
  /** The shared SQLite log's directory (and the API's sessions and media host). */
  readonly dataDir: string;
  /** KurrentDB instead of the SQLite log in dataDir. */
  readonly eventStoreUrl?: string;
  readonly redisUrl: string;
  /** One per API replica, in order. */
  readonly apiPorts: readonly number[];
  readonly projectionsHealthPort: number;
  /** One per judge worker, in order. */
  readonly judgeHealthPorts: readonly number[];
  readonly judgeCacheDir: string;
  /** Jobs each judge worker runs at once; default its cores. */
  readonly judgeConcurrency?: number;
  /** Added to every API's environment (ADMIN_EMAIL, rate limits...). */
  readonly apiEnv?: Readonly<Record<string, string>>;
}

const HOST = '127.0.0.1';

export function roster(options: RosterOptions): ProcessSpec[] {
  // Every process reads and writes the one log.
  const log: Record<string, string> = {
    DATA_DIR: options.dataDir,
    REDIS_URL: options.redisUrl,
    ...(options.eventStoreUrl ? { EVENTSTORE_URL: options.eventStoreUrl } : {}),
  };
  /** A process of `kind` running its entry, with the log's settings and its own `env`. */
  const processOf = (
    kind: ProcessKind,
    { name, env, healthUrl, ready }: Pick<ProcessSpec, 'name' | 'env' | 'healthUrl' | 'ready'>,
  ): ProcessSpec => ({
    name,
    kind,
    script: ENTRIES[kind],
    env: { ...log, ...env },
    healthUrl,
    ready,
  });
  const projections = processOf('projections', {
    name: 'projections',
    env: { HEALTH_PORT: String(options.projectionsHealthPort), HEALTH_HOST: HOST },
    healthUrl: `http://${HOST}:${options.projectionsHealthPort}/health`,
    ready: /projections caught up/,
  });
  const judges = options.judgeHealthPorts.map((port, i) =>
    processOf('judge', {
      name: `judge-${i + 1}`,
      env: {
        HEALTH_PORT: String(port),
        HEALTH_HOST: HOST,
        JUDGE_CACHE_DIR: options.judgeCacheDir,
        // A killed worker's jobs are taken over after 10 s without its heartbeat (2 s), not 30.
        JUDGE_RECLAIM_IDLE_MS: '10000',
        // A sandbox slot is a core of its own (a run's wall clock is its CPU limit + 1 s): the
        // workers on this machine split its cores rather than each taking all of them.
        JUDGE_SLOTS: String(Math.max(1, Math.floor(availableParallelism() / options.judgeHealthPorts.length))),
        ...(options.judgeConcurrency ? { JUDGE_CONCURRENCY: String(options.judgeConcurrency) } : {}),
      },
      healthUrl: `http://${HOST}:${port}/health`,
      ready: /ready: judging submissions and runs/,
    }),
  );
  const apis = options.apiPorts.map((port, i) =>
    processOf('api', {
      name: `api-${i + 1}`,
      env: {
        PORT: String(port),
        HOST,
        RUN_PROJECTIONS: 'false',
        JUDGE_WORKERS: 'redis',
        // Only the first replica fills a fresh log with the built-in problems; it starts alone.
        LOAD_BUILTIN_PROBLEMS: i === 0 ? 'true' : 'false',
        // The front appends the client's address to X-Forwarded-For.
        TRUST_PROXY: 'true',
        TRUST_PROXY_HOPS: '1',
        // Replicas share the machine: each serves its /metrics on a free port, which its first line names.
        METRICS_PORT: '0',
        ...options.apiEnv,
      },
      healthUrl: `http://${HOST}:${port}/api/health`,
      ready: /forge listening on/,
    }),
  );
  // In starting order: the workers prove problems and judge, the projections fill the read
  // models the APIs answer from, and the first API seeds a fresh log before the others start.
  return [...judges, projections, ...apis];
}
