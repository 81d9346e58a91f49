import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { exportHistory, openEventStore } from '@forge/events';
import { simulateTerm } from './termSimulation';

/** Where the guide's tests read the term from. */
export const TERM_FIXTURE = join(__dirname, '..', '..', '..', 'src', 'testing', 'guide', 'fixtures', 'term.ndjson.gz');

const USAGE = `usage: npm run history:simulate [-- <file.ndjson | file.ndjson.gz>]
  simulates a term of learners and admins and writes it as a history, gzipped
  when the name ends in .gz, by default to the guide's fixture,
  ${relative(process.cwd(), TERM_FIXTURE)}`;

/** The file to write, or what to say instead (usage, on stdout for --help, else on stderr with exit 2). */
function outFile(args: string[]): { file: string } | { usage: string; status: number } {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) return { usage: USAGE, status: 0 };
    if (positionals.length > 1) return { usage: `one file at most\n${USAGE}`, status: 2 };
    return { file: resolve(positionals[0] ?? TERM_FIXTURE) };
  } catch (error) {
    return { usage: `${error instanceof Error ? error.message : String(error)}\n${USAGE}`, status: 2 };
  }
}

/**
 * `npm run history:simulate [-- <file>]`: simulates the term into a temporary log and exports it as
 * a history (docs/testing-with-history.md), gzipped when the file's name ends in `.gz`, plain
 * NDJSON otherwise, as `npm run events -- export > file` writes it. The same seed writes the same file.
 */
async function main(): Promise<void> {
  const target = outFile(process.argv.slice(2));
  if ('usage' in target) {
    (target.status === 0 ? console.log : console.error)(target.usage);
    process.exitCode = target.status;
    return;
  }
  const out = target.file;
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
    const text = Readable.from(lines());
    await (out.endsWith('.gz') ? pipeline(text, createGzip({ level: 9 }), createWriteStream(out)) : pipeline(text, createWriteStream(out)));
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
