/**
 * Child process of crash.int.test.ts (run compiled, from dist/): appends through the real adapter until it
 * is killed. Every append is made of events whose metadata names the append and its size, so a reader can
 * tell from the file alone whether an append landed whole. Acknowledged appends are printed, one JSON line
 * each, only after their promise resolved (= after COMMIT returned).
 *
 * usage: node crashChild.js <file> <workerId>
 */
import { randomUUID } from 'node:crypto';
import { openSqliteEventStore } from './sqliteEventStore';

const [file, workerId = 'w'] = process.argv.slice(2);
if (!file) throw new Error('usage: crashChild <file> <workerId>');

const store = openSqliteEventStore({ file });
const STREAMS = 12;
const CONCURRENCY = 24;
let sequence = 0;

async function worker(w: number): Promise<never> {
  for (;;) {
    const appendId = `${workerId}-${w}-${sequence++}`;
    const size = sequence % 3 === 0 ? 1 + (sequence % 7) : 1; // a mix of single and multi-event appends
    const streamId = `crash-${sequence % STREAMS}`;
    const ids = Array.from({ length: size }, () => randomUUID());
    const result = await store.appendToStream(
      streamId,
      ids.map((id, i) => ({
        id,
        type: 'CrashTested',
        data: { appendId, i, pad: 'x'.repeat(sequence % 200) },
        metadata: { appendId, size },
      })),
    );
    process.stdout.write(`${JSON.stringify({ appendId, streamId, ids, last: result.nextExpectedRevision.toString() })}\n`);
  }
}

process.stdout.write('ready\n');
for (let w = 0; w < CONCURRENCY; w++) void worker(w);
