import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');

/** The files of the walk of one submission: the table under its heading, in order. */
function walk(): string[] {
  const section = doc.slice(doc.indexOf('## One submission'), doc.indexOf('## Where to look'));
  return [...section.matchAll(/^\| \d+ \| `([^`]+)` \|/gm)].map(([, file]) => file!);
}

describe("docs/architecture.md's walk of one submission", () => {
  test('names at most 25 files in at most 6 workspaces, as issue 30 asks, numbered from 1', () => {
    const files = walk();
    expect(files.length).toBeGreaterThan(10);
    expect(files.length).toBeLessThanOrEqual(25);
    expect(new Set(files.map((file) => file.split('/')[0])).size).toBeLessThanOrEqual(6);
    const numbers = [...doc.matchAll(/^\| (\d+) \| `/gm)].map(([, n]) => Number(n));
    expect(numbers.slice(0, files.length)).toEqual(files.map((_, i) => i + 1));
  });

  test('every file it names exists', () => {
    for (const file of walk()) expect({ file, exists: existsSync(join(root, file)) }).toEqual({ file, exists: true });
  });

  test('every path the map names in backquotes exists', () => {
    const paths = [
      ...doc.matchAll(/`((?:api|ui|domain|events|judge|contracts|projections|redis-kit|media|scale|testing)\/[^`*<> ]+)`/g),
    ].map(([, p]) => p!);
    const missing = paths.filter((p) => !existsSync(join(root, p.replace(/\/$/, ''))));
    expect(missing).toEqual([]);
  });
});
