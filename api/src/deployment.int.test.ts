import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const compose = readFileSync(resolve(root, 'docker-compose.yml'), 'utf8');

describe('the scaled-out deployment description', () => {
  const hasComposeTool = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

  (hasComposeTool ? it : it.skip)('is accepted by docker-compose config', () => {
    expect(() => execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });
  if (!hasComposeTool) console.log('docker-compose config check skipped: docker-compose is not installed');

  it.each(['eventstore', 'redis', 'api', 'projections', 'judge'])('describes the %s service with a health check', (service) => {
    const block = compose.split(/\n(?= {2}[a-z]+:\n)/).find((b) => b.startsWith(`  ${service}:`) || b.includes(`\n  ${service}:\n`));
    expect(block).toBeDefined();
    expect(block).toMatch(/healthcheck:/);
  });

  it('has the API queue judge jobs in Redis for the judge service', () => {
    const api = compose.split(/\n(?= {2}[a-z]+:\n)/).find((b) => b.startsWith('  api:'));
    expect(api).toMatch(/JUDGE_WORKERS: redis/);
  });

  it.each([
    ['api', 'api/dist/server.js'],
    ['projections', 'projections/dist/main.js'],
    ['judge', 'api/dist/judgeWorker.js'],
  ])('starts the %s service with a script the build produces', (_service, script) => {
    expect(compose).toContain(`"node", "${script}"`);
    expect(existsSync(resolve(root, script))).toBe(true);
  });
});

describe('the lockfile', () => {
  const manifests = [
    'package.json',
    'package-lock.json',
    ...(JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.map(
      (w) => `${w}/package.json`,
    ),
  ];

  it('is what `npm ci` installs from, on any platform (the image and CI both use it)', () => {
    expect(readFileSync(resolve(root, 'Dockerfile'), 'utf8')).toMatch(/RUN npm ci /);
    expect(readFileSync(resolve(root, '.ci', 'run'), 'utf8')).toMatch(/^npm ci /m);
    // npm ci refuses a lock that lacks another platform's optional binaries; a dry run checks that without installing.
    const dir = mkdtempSync(join(tmpdir(), 'forge-lock-'));
    try {
      for (const file of manifests) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        copyFileSync(resolve(root, file), join(dir, file));
      }
      const ci = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 240_000,
      });
      expect({
        status: ci.status,
        refusal: ci.stderr
          .split('\n')
          .filter((l) => /npm error (`npm ci`|Missing|Invalid)/.test(l))
          .slice(0, 5),
      }).toEqual({ status: 0, refusal: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
