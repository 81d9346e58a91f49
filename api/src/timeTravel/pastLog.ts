import { join } from 'node:path';
import { openEventStore, pastEventStore, type EventStore, type Until } from '@forge/events';
import type { Config } from '../config';

/**
 * The log as it was at a past point, for `npm start -- --as-of`: DATA_DIR's log read into memory
 * without writing anything there (`openEventStore`'s `readOnly`), or the KurrentDB at
 * EVENTSTORE_URL, seen up to the point, every write refused (`pastEventStore`). DATA_DIR's log
 * must exist: a missing one is said plainly, and nothing is made in its place.
 */
export async function openPastLog(config: Pick<Config, 'DATA_DIR' | 'EVENTSTORE_URL'>, until: Until): Promise<EventStore> {
  let log: EventStore;
  try {
    log = openEventStore({ dataDir: config.DATA_DIR, eventStoreUrl: config.EVENTSTORE_URL, readOnly: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`--as-of needs an existing log in DATA_DIR: there is none at ${join(config.DATA_DIR, 'events.sqlite')}`, {
      cause: error,
    });
  }
  try {
    return await pastEventStore(log, until);
  } catch (error) {
    await log.close();
    throw error;
  }
}
