import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { comparePositions, END, openEventStore, type EventStore } from '@forge/events';
import { allProjections, decodeEvent } from '@forge/domain';
import { ProjectionRunner } from '@forge/events';
import { openSqliteReadModelStore } from './readModelStore/sqliteReadModelStore';
import type { ReadModelStore } from '@forge/events';
import { openRedisReadModelStore } from './readModelStore/redisReadModelStore';
import { createLogger, logFunction, metricsRequestListener } from '@forge/observability';
import { watchLogAndProjections } from './projectionMetrics';

/**
 * GET /health on HEALTH_PORT: 200 with the committed position and the log's head once the
 * first catch-up is done (`behind` says whether events wait to be applied), 503 before that
 * or after the runner stopped on an error.
 */
function serveHealth(port: number, host: string, store: EventStore, runner: ProjectionRunner, ready: () => boolean): Promise<Server> {
  const metrics = metricsRequestListener(process.env['METRICS_TOKEN']?.trim() || undefined);
  const server = createServer((req, res) => {
    if (metrics(req, res)) return;
    const answer = async () => {
      const { committed, failed } = runner.status();
      const [head] = await store.readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 });
      const ok = ready() && !failed;
      const behind = head !== undefined && (!committed || comparePositions(committed, head.position) < 0);
      return {
        code: ok ? 200 : 503,
        body: {
          status: failed ? 'failed' : ok ? 'ok' : 'catching up',
          eventsApplied: runner.eventsApplied,
          checkpoint: committed ? String(committed.commit) : null,
          head: head ? String(head.position.commit) : null,
          behind,
        },
      };
    };
    answer().then(
      ({ code, body }) => res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: String(error) })),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const logger = createLogger({ name: 'projections' });

/**
 * The projections process of the scaled-out deployment: follows the log and keeps the read
 * models (in Redis when REDIS_URL is set) up to date for every API replica. With HEALTH_PORT
 * it answers GET /health there (HEALTH_HOST, default 127.0.0.1), and GET /metrics (loopback, or with
 * `Authorization: Bearer $METRICS_TOKEN`).
 */
async function main(): Promise<void> {
  const dataDir = process.env['DATA_DIR'] ?? './data';
  const redisUrl = process.env['REDIS_URL'];
  const healthPort = process.env['HEALTH_PORT']?.trim();
  const store = openEventStore({ dataDir, eventStoreUrl: process.env['EVENTSTORE_URL'] || undefined });
  const readModels: ReadModelStore = redisUrl
    ? openRedisReadModelStore(redisUrl)
    : openSqliteReadModelStore(join(dataDir, 'readmodels.sqlite'));
  const runner = new ProjectionRunner(store, readModels, allProjections, {
    decode: decodeEvent,
    log: logFunction(logger),
  });
  let caughtUp = false;
  const unwatch = watchLogAndProjections(store, readModels, allProjections);
  const health = healthPort
    ? await serveHealth(Number(healthPort), process.env['HEALTH_HOST']?.trim() || '127.0.0.1', store, runner, () => caughtUp)
    : undefined;
  await runner.start();
  await runner.catchUp();
  caughtUp = true;
  const address = health?.address() as AddressInfo | undefined;
  const where = address ? `; health on http://${address.address}:${address.port}/health` : '';
  logger.info({ events: runner.eventsApplied }, `projections caught up (${runner.eventsApplied} events); following the log${where}`);
  const stop = async () => {
    health?.close();
    unwatch();
    await runner.stop();
    await readModels.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'the projections process stopped');
  process.exit(1);
});
