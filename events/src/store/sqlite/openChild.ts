/**
 * Child process of concurrentOpen.int.test.ts (run compiled, from dist/): waits until the wall clock
 * reaches <startAt> (ms since the epoch), so that every child opens the log at the same moment, then
 * opens it, appends one event and prints `opened` or the error.
 *
 * usage: node openChild.js <file> <startAt> <name>
 */
import { randomUUID } from 'node:crypto';
import { openSqliteEventStore } from './sqliteEventStore';

const [file, startAt, name = 'child'] = process.argv.slice(2);
if (!file || !startAt) throw new Error('usage: openChild <file> <startAt> <name>');

async function main(): Promise<void> {
  while (Date.now() < Number(startAt)) {
    // spin: a timer would add its own jitter to the moment of opening
  }
  const store = openSqliteEventStore({ file: file! });
  try {
    await store.appendToStream(`opened-${name}`, [{ id: randomUUID(), type: 'Opened', data: { name } }]);
  } finally {
    await store.close();
  }
}

main().then(
  () => process.stdout.write('opened\n'),
  (error: unknown) => process.stdout.write(`error: ${error instanceof Error ? error.message : String(error)}\n`),
);
