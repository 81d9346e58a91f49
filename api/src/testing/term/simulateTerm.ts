import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { exportHistory, openEventStore } from '@forge/events';
import { simulateTerm } from './termSimulation';

/** Where the guide's tests read the term from. */
export const TERM_FIXTURE = join(__dirname, '..', '..', '..', 'src', 'testing', 'guide', 'fixtures', 'term.ndjson.gz');

/**
 * `npm run history:simulate [-- <file.ndjson.gz>]`: simulates the term into a temporary log and
 * exports it as a gzipped history (docs/testing-with-history.md). The same seed writes the same file.
 */
async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? TERM_FIXTURE);
  const dataDir = mkdtempSync(join(tmpdir(), 'forge-term-'));
  const store = openEventStore({ dataDir });
  try {
    await simulateTerm(store);
    const counts = new Map<string, number>();
    async function* lines() {
      for await (const line of exportHistory(store)) {
        counts.set(line.type, (counts.get(line.type) ?? 0) + 1);
        yield `${JSON.stringify(line)}\n`;
      }
    }
    await pipeline(Readable.from(lines()), createGzip({ level: 9 }), createWriteStream(out));
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.error(`wrote ${total} events to ${out}`);
    for (const [type, count] of [...counts].sort((a, b) => b[1] - a[1])) console.error(`  ${String(count).padStart(6)} ${type}`);
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
