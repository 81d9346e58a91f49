import { createServer } from 'node:http';
import { format } from 'node:util';
import { readConfig } from './config';
import { startPlatform } from './platform';
import { attachSockets } from './live/socket';
import { createLogger, logFunction, serveMetrics, type MetricsServer } from '@forge/observability';

const UPLOAD_REQUEST_TIMEOUT_MS = 60 * 60_000;

/** `npm start -- --as-of <position|ISO time>`: the command line's settings, as the environment would name them. */
function argumentsAsSettings(args: readonly string[]): Record<string, string> {
  const settings: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i]!.split(/=(.*)/s, 2);
    if (name !== '--as-of')
      throw new Error(
        `Unknown argument ${args[i]}: the server takes --as-of <position|ISO time>; everything else is set in its environment`,
      );
    const value = inline ?? args[++i];
    if (value === undefined) throw new Error('--as-of needs a log position or an ISO time, e.g. --as-of 2026-03-02T12:00:00Z');
    settings['AS_OF'] = value;
  }
  return settings;
}

// Every line the platform logs is a JSON line on stdout (pretty on a terminal), with the request's id when a request caused it.
const logger = createLogger({ name: 'api' });

/** `npm start`: the whole platform in one process on its embedded defaults. */
async function main(): Promise<void> {
  const config = readConfig({ ...process.env, ...argumentsAsSettings(process.argv.slice(2)) });
  const platform = await startPlatform(config, { log: logFunction(logger) });
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's handler answers through the response; its promise is handled inside
  const server = createServer(platform.app.callback());
  // A 100 MB video upload on a slow link outlasts Node's default of 5 minutes per request; every
  // other request gets REQUEST_TIMEOUT_SECONDS from the app (requestTimeout), and headers 20 s.
  server.requestTimeout = UPLOAD_REQUEST_TIMEOUT_MS;
  server.headersTimeout = 20_000;
  // As of a past point the platform keeps away from Redis (platform.ts), and so do its sockets: nothing they send concerns the live replicas.
  const sockets = attachSockets(server, platform.deps, { redisUrl: platform.deps.settings.asOf ? undefined : config.REDIS_URL });
  // Metrics are not worth refusing to start for: a port taken (a second server on the machine) is said, and skipped.
  const metrics: MetricsServer | string =
    config.METRICS_PORT === 'off'
      ? 'off'
      : await serveMetrics({ port: config.METRICS_PORT, host: config.METRICS_HOST, token: config.METRICS_TOKEN }).catch(
          (error: unknown) => `not served (${error instanceof Error ? error.message : String(error)}; set METRICS_PORT)`,
        );
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const judge = platform.deps.judge.health;
    // One line says where it listens, what log it uses and whether the judge is healthy.
    logger.info(
      { port, dataDir: config.DATA_DIR, judgeHealthy: judge.ok },
      `forge listening on http://localhost:${port} (data in ${config.DATA_DIR}, log: ${config.EVENTSTORE_URL ? 'EventStoreDB' : 'SQLite'}, judge: ${judge.ok ? 'healthy' : `UNHEALTHY, ${judge.reason ?? 'unknown reason'}`}, metrics: ${typeof metrics === 'string' ? metrics : `http://localhost:${metrics.port}/metrics`})${platform.deps.settings.asOf ? `, read-only as it was at ${platform.deps.settings.asOf}` : ''}`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing requests in flight, then closing the log`);
    // Closes the sockets and then the HTTP server, which finishes the requests in flight.
    void sockets
      .close()
      .then(() => (typeof metrics === 'string' ? undefined : metrics.close()))
      .then(() => platform.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : format(error));
  process.exit(1);
});
