import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The browser's entry re-exports values only from modules that do not pull in zod. */
describe('the browser entry', () => {
  const source = readFileSync(join(__dirname, 'browser.ts'), 'utf8');
  const valueModules = [...source.matchAll(/^export \* from '\.\/(\w+)';$/gm)].map((m) => m[1]!);
  const typeModules = [...source.matchAll(/^export type \* from '\.\/(\w+)';$/gm)].map((m) => m[1]!);
  const index = readFileSync(join(__dirname, 'index.ts'), 'utf8');
  const everyModule = [...index.matchAll(/^export \* from '\.\/(\w+)';$/gm)].map((m) => m[1]!);

  it('offers every module of the contracts, as values or as types', () => {
    expect([...valueModules, ...typeModules].sort()).toEqual([...everyModule].sort());
  });

  it.each(valueModules)('%s imports no validation library', (name) => {
    expect(readFileSync(join(__dirname, `${name}.ts`), 'utf8')).not.toMatch(/from 'zod'/);
  });
});
