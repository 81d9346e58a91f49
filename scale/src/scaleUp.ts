/**
 * `npm run scale:up`: the scaled-out platform on this machine, as separate processes sharing
 * one log: redis-server, the judge workers, the projections process and the API replicas
 * (RUN_PROJECTIONS=false, JUDGE_WORKERS=redis) behind the round-robin front. The load run
 * and the tests start it with startScaledOut.
 *
 *   DATA_DIR          the shared log (SQLite); default a new temporary directory, removed at the end
 *   EVENTSTORE_URL    KurrentDB for the log instead
 *   SCALE_APIS        API replicas, default 3
 *   SCALE_JUDGES      judge workers, default 2
 *   FRONT_PORT        the front's port on 127.0.0.1, default 3000 (0: any free one)
 *   JUDGE_CACHE_DIR   default /var/cache/forge-judge
 *   ADMIN_EMAIL, ADMIN_PASSWORD and the API's other settings are passed on to the replicas.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startRedisServer, type RedisServer } from '@forge/testing';
import { startFront, type Front } from './front';
import { roster } from './roster';
import { Supervisor, type LineSink } from './supervisor';

export const DEFAULT_JUDGE_CACHE_DIR = '/var/cache/forge-judge';

export interface ScaledOutOptions {
  /** The shared log's directory; default a new temporary one, removed by stop(). */
  readonly dataDir?: string;
  readonly eventStoreUrl?: string;
  readonly apis?: number;
  readonly judges?: number;
  readonly frontPort?: number;
  readonly judgeCacheDir?: string;
  readonly judgeConcurrency?: number;
  readonly apiEnv?: Readonly<Record<string, string>>;
  /** Where every process's lines go, prefixed with its name. Default: nowhere. */
  readonly sink?: LineSink;
}

export interface ScaledOut {
  /** The front: the platform's one address. */
  readonly url: string;
  readonly dataDir: string;
  readonly eventStoreUrl: string | undefined;
  readonly redisUrl: string;
  readonly supervisor: Supervisor;
  readonly front: Front;
  /** Stops the front, every process (APIs first) and redis-server. */
  stop(): Promise<void>;
}

export async function startScaledOut(options: ScaledOutOptions = {}): Promise<ScaledOut> {
  const sink = options.sink ?? (() => undefined);
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'forge-scale-'));
  const supervisor = new Supervisor({ sink });
  let redis: RedisServer | undefined;
  let front: Front | undefined;
  const stop = async () => {
    await front?.close();
    await supervisor.stopAll();
    await redis?.stop();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    redis = await startRedisServer();
    sink(`[redis] ready on ${redis.url}`);
    const apis = options.apis ?? 3;
    const judges = options.judges ?? 2;
    const ports = async (n: number) => Promise.all(Array.from({ length: n }, () => freePort()));
    const specs = roster({
      dataDir,
      eventStoreUrl: options.eventStoreUrl,
      redisUrl: redis.url,
      apiPorts: await ports(apis),
      projectionsHealthPort: await freePort(),
      judgeHealthPorts: await ports(judges),
      judgeCacheDir: options.judgeCacheDir ?? DEFAULT_JUDGE_CACHE_DIR,
      judgeConcurrency: options.judgeConcurrency,
      apiEnv: options.apiEnv,
    });
    const processes = specs.map((spec) => supervisor.add(spec));
    const ofKind = (kind: string) => processes.filter((p) => p.spec.kind === kind);
    await Promise.all(ofKind('judge').map((p) => p.start()));
    await Promise.all(ofKind('projections').map((p) => p.start()));
    // The first replica seeds a fresh log alone; the others start once it has.
    const [first, ...rest] = ofKind('api');
    await first?.start();
    await Promise.all(rest.map((p) => p.start()));
    front = await startFront({
      backends: ofKind('api').map((p) => ({ name: p.spec.name, url: p.spec.healthUrl.replace(/\/api\/health$/, '') })),
      port: options.frontPort ?? 0,
      log: (line) => sink(`[front] ${line}`),
    });
    sink(`[front] listening on ${front.url} for ${ofKind('api').length} API replicas`);
    return { url: front.url, dataDir, eventStoreUrl: options.eventStoreUrl, redisUrl: redis.url, supervisor, front, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function count(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not '${raw}'`);
  return value;
}

async function main(): Promise<void> {
  const eventStoreUrl = process.env.EVENTSTORE_URL?.trim() || undefined;
  const platform = await startScaledOut({
    dataDir: process.env.DATA_DIR?.trim() || undefined,
    eventStoreUrl,
    apis: count('SCALE_APIS', 3),
    judges: count('SCALE_JUDGES', 2),
    frontPort: Number(process.env.FRONT_PORT ?? 3000),
    judgeCacheDir: process.env.JUDGE_CACHE_DIR?.trim() || DEFAULT_JUDGE_CACHE_DIR,
    sink: (line) => console.log(line),
  });
  const processes = platform.supervisor.all();
  console.log(
    `forge scaled out on ${platform.url}: ${processes.map((p) => p.spec.name).join(', ')}, redis; ` +
      `log: ${eventStoreUrl ? 'KurrentDB' : `SQLite in ${platform.dataDir}`}. Ctrl-C stops everything.`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping every process`);
    void platform.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('stopping failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
