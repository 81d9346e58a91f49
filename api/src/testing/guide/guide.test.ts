import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The guide quotes the tests in this folder: each quoted block must still be in the file it names. */
const root = join(__dirname, '..', '..', '..', '..');
const guide = readFileSync(join(root, 'docs', 'testing-with-history.md'), 'utf8');
const quotes = [...guide.matchAll(/<!-- quoted from (\S+) -->\n```ts\n([\s\S]*?)\n```/g)].map(([, path, code]) => [path!, code!] as const);

describe('docs/testing-with-history.md', () => {
  it('quotes its three examples', () => {
    expect(new Set(quotes.map(([path]) => path)).size).toBe(3);
  });

  it.each(quotes)('quotes %s as it is', (path, code) => {
    expect(readFileSync(join(root, path), 'utf8')).toContain(code);
  });
});
