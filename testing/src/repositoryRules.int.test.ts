import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The repository's own rules, as `npm test` runs them: ESLint refuses an import across a
 * boundary (docs/architecture.md) and Prettier a line over the limit. Each check lints a real
 * file's path with other text, so the type-aware rules see the file's own project.
 */
const root = join(__dirname, '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const lint = (filePath: string, text: string) =>
  spawnSync(bin('eslint'), ['--stdin', '--stdin-filename', filePath], { cwd: root, input: text, encoding: 'utf8' });

describe('the repository rules', () => {
  it.each([
    [
      'ui/src/App.tsx',
      "import { problemDecider } from '@forge/domain';\nexport const x = problemDecider;\n",
      'The UI imports only @forge/contracts',
    ],
    ['domain/src/streams.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'The domain is pure'],
    ['domain/src/streams.ts', "import { listProblems } from '@forge/projections';\nexport const x = listProblems;\n", 'The domain is pure'],
    ['events/src/index.ts', "import { streams } from '@forge/domain';\nexport const x = streams;\n", 'events/ is the kit'],
    ['judge/src/api.ts', "import { buildApp } from '@forge/api';\nexport const x = buildApp;\n", 'The judge imports only @forge/contracts'],
    // Servers log through their pino logger (@forge/observability), never console.
    ['api/src/server.ts', "console.log('started');\nexport {};\n", 'Unexpected console statement'],
    ['observability/src/index.ts', "import { buildApp } from '@forge/api';\nexport const x = buildApp;\n", 'observability/ is plumbing'],
  ])(
    'refuses what %s may not import',
    (filePath, text, message) => {
      const result = lint(filePath, text);
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(message);
    },
    120_000,
  );

  it('accepts what a workspace may import', () => {
    const result = lint('ui/src/App.tsx', "import { difficulties } from '@forge/contracts';\nexport const x = difficulties;\n");
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it('refuses a line over the limit, and code it would format otherwise', () => {
    const long = `export const x = [${Array.from({ length: 40 }, (_, i) => `'item-${i}'`).join(', ')}];\n`;
    const check = (text: string) =>
      spawnSync(bin('prettier'), ['--check', '--stdin-filepath', 'domain/src/x.ts'], { cwd: root, input: text, encoding: 'utf8' });
    expect(check(long).status).not.toBe(0);
    expect(check("export const x = ['a', 'b'];\n").status).toBe(0);
  });
});
