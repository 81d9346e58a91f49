import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeUntil, openEventStore, parseUntil, positionToString, type Until } from '@forge/events';
import { allProjections } from '@forge/domain';
import { rebuildReadModels } from './rebuildReadModels';
import { openSqliteReadModelStore } from './readModelStore/sqliteReadModelStore';

const USAGE = 'usage: npm run projections:rebuild [-- --until <position|ISO time>]';

/** `--until <point>` or `--until=<point>`, or `--help`; anything else is a mistake worth stopping for. */
export function parseRebuildArgs(args: readonly string[]): { until?: Until } | { help: string } {
  let values: { until?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      options: { until: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, { cause: error });
  }
  if (values.help) return { help: USAGE };
  if (values.until === undefined) return {};
  if (values.until === '') throw new Error(`--until needs a log position or an ISO time\n${USAGE}`);
  return { until: parseUntil(values.until) };
}

/**
 * `npm run projections:rebuild [-- --until <position|ISO time>]`: replays the log from the start
 * into fresh read models, or only up to a point to see them as they were then (the server, started
 * again, carries them on from there to the present). Stop the server first.
 */
async function main(): Promise<void> {
  let options: { until?: Until };
  try {
    const parsed = parseRebuildArgs(process.argv.slice(2));
    if ('help' in parsed) {
      console.log(parsed.help);
      return;
    }
    options = parsed;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const dataDir = process.env['DATA_DIR'] ?? './data';
  const store = openEventStore({ dataDir, eventStoreUrl: process.env['EVENTSTORE_URL'] || undefined });
  const readModels = openSqliteReadModelStore(join(dataDir, 'readmodels.sqlite'));
  try {
    const { events, seconds, last } = await rebuildReadModels(store, readModels, allProjections, options);
    const upTo = options.until ? ` up to ${describeUntil(options.until)}` : '';
    const at = last ? `, checkpoint at position ${positionToString(last)}` : '';
    console.log(`rebuilt ${allProjections.map((p) => p.name).join(', ')} from ${events} events${upTo} in ${seconds.toFixed(2)} s${at}`);
  } finally {
    await readModels.close();
    await store.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    // What stopped it (the log unreadable at an event, the read models held by a server) says all there is to do.
    console.error(error instanceof Error ? `rebuild failed: ${error.message}` : error);
    process.exit(1);
  });
}
