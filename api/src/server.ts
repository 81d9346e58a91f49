import { createServer } from 'node:http';
import { readConfig } from './config';
import { startPlatform } from './platform';
import { attachSockets } from './submission/socket';

const UPLOAD_REQUEST_TIMEOUT_MS = 60 * 60_000;

/** `npm start`: the whole platform in one process on its embedded defaults. */
async function main(): Promise<void> {
  const config = readConfig();
  const platform = await startPlatform(config);
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's handler answers through the response; its promise is handled inside
  const server = createServer(platform.app.callback());
  // A 100 MB video upload on a slow link outlasts Node's default of 5 minutes per request; every
  // other request gets REQUEST_TIMEOUT_SECONDS from the app (requestTimeout), and headers 20 s.
  server.requestTimeout = UPLOAD_REQUEST_TIMEOUT_MS;
  server.headersTimeout = 20_000;
  const sockets = attachSockets(server, platform.deps, { redisUrl: config.REDIS_URL });
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    console.log(
      `forge listening on http://localhost:${port} (data in ${config.DATA_DIR}, log: ${config.EVENTSTORE_URL ? 'EventStoreDB' : 'SQLite'})`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing the log`);
    // Closes the sockets and then the HTTP server, which finishes the requests in flight.
    void sockets
      .close()
      .then(() => platform.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('shutdown failed', error);
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
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
