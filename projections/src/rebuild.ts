import { join } from 'node:path';
import { openEventStore } from '@forge/events';
import { allProjections } from './allProjections';
import { rebuildReadModels } from './rebuildReadModels';
import { openSqliteReadModelStore } from './readModelStore/sqliteReadModelStore';

/** `npm run projections:rebuild`: replays the log from the start into fresh read models. Stop the server first. */
async function main(): Promise<void> {
  const dataDir = process.env['DATA_DIR'] ?? './data';
  const store = openEventStore({ dataDir, eventStoreUrl: process.env['EVENTSTORE_URL'] || undefined });
  const readModels = openSqliteReadModelStore(join(dataDir, 'readmodels.sqlite'));
  try {
    const { events, seconds } = await rebuildReadModels(store, readModels, allProjections);
    console.log(`rebuilt ${allProjections.map((p) => p.name).join(', ')} from ${events} events in ${seconds.toFixed(2)} s`);
  } finally {
    await readModels.close();
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
