/**
 * The front as a process of its own (the `front` service of docker-compose.yml):
 *
 *   FRONT_BACKENDS  comma-separated host:port of the API replicas; a name with several addresses
 *                   (a compose service with replicas) stands for each, looked up again every 5 s
 *   FRONT_PORT      default 3000
 *   FRONT_HOST      default 0.0.0.0
 *   LOG_LEVEL       its JSON log lines' level (pino), default info
 */
import { lookup } from 'node:dns/promises';
import { createLogger } from '@forge/observability';
import { startFront, FRONT_HEALTH_PATH, type BackendTarget } from './front';

const logger = createLogger({ name: 'front' });

async function discover(entries: readonly string[]): Promise<BackendTarget[]> {
  const targets = await Promise.all(
    entries.map(async (entry) => {
      const at = entry.lastIndexOf(':');
      const host = entry.slice(0, at);
      const port = entry.slice(at + 1);
      const addresses = await lookup(host, { all: true, family: 4 }).catch(() => []);
      return addresses.map(({ address }) => ({ name: `${address}:${port}`, url: `http://${address}:${port}` }));
    }),
  );
  return targets.flat().sort((a, b) => a.name.localeCompare(b.name));
}

async function main(): Promise<void> {
  const entries = (process.env.FRONT_BACKENDS ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0 || entries.some((e) => !/^[^:]+:\d+$/.test(e)))
    throw new Error('FRONT_BACKENDS must list the API replicas as host:port, comma-separated');
  const front = await startFront({
    backends: await discover(entries),
    port: Number(process.env.FRONT_PORT ?? 3000),
    host: process.env.FRONT_HOST ?? '0.0.0.0',
    log: (line, level = 'info') => logger[level](line),
  });
  const rediscover = setInterval(() => void discover(entries).then((targets) => targets.length > 0 && front.setBackends(targets)), 5000);
  logger.info(
    { url: front.url, backends: entries },
    `front listening on ${front.url} for ${entries.join(', ')}; health on ${FRONT_HEALTH_PATH}`,
  );
  const stop = () => {
    clearInterval(rediscover);
    void front.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'the front could not start');
  process.exit(1);
});
