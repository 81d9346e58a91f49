import { join } from 'node:path';
import { openEventStore } from '@forge/events';
import { allProjections } from './allProjections';
import { ProjectionRunner } from './projectionRunner';
import { openSqliteReadModelStore } from './readModelStore/sqliteReadModelStore';
import type { ReadModelStore } from './readModelStore/readModelStore';
import { openRedisReadModelStore } from './readModelStore/redisReadModelStore';

/**
 * The projections process of the scaled-out deployment: follows the log and keeps the read
 * models (in Redis when REDIS_URL is set) up to date for every API replica.
 */
async function main(): Promise<void> {
  const dataDir = process.env['DATA_DIR'] ?? './data';
  const redisUrl = process.env['REDIS_URL'];
  const store = openEventStore({ dataDir, eventStoreUrl: process.env['EVENTSTORE_URL'] || undefined });
  const readModels: ReadModelStore = redisUrl
    ? openRedisReadModelStore(redisUrl)
    : openSqliteReadModelStore(join(dataDir, 'readmodels.sqlite'));
  const runner = new ProjectionRunner(store, readModels, allProjections);
  await runner.start();
  await runner.catchUp();
  console.log(`projections caught up (${runner.eventsApplied} events); following the log`);
  const stop = async () => {
    await runner.stop();
    await readModels.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
