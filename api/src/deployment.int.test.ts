import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const compose = readFileSync(resolve(root, 'docker-compose.yml'), 'utf8');

describe('the scaled-out deployment description', () => {
  const hasComposeTool = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

  (hasComposeTool ? it : it.skip)('is accepted by docker-compose config', () => {
    expect(() => execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });
  if (!hasComposeTool) console.log('docker-compose config check skipped: docker-compose is not installed');

  it.each(['eventstore', 'redis', 'api', 'projections', 'judge'])('describes the %s service with a health check', (service) => {
    const block = compose.split(/\n(?=  [a-z]+:\n)/).find((b) => b.startsWith(`  ${service}:`) || b.includes(`\n  ${service}:\n`));
    expect(block).toBeDefined();
    expect(block).toMatch(/healthcheck:/);
  });

  it('has the API queue judge jobs in Redis for the judge service', () => {
    const api = compose.split(/\n(?=  [a-z]+:\n)/).find((b) => b.startsWith('  api:'));
    expect(api).toMatch(/JUDGE_WORKERS: redis/);
  });

  it.each([
    ['api', 'api/dist/server.js'],
    ['projections', 'projections/dist/main.js'],
    ['judge', 'judge/dist/worker.js'],
  ])('starts the %s service with a script the build produces', (_service, script) => {
    expect(compose).toContain(`"node", "${script}"`);
    expect(existsSync(resolve(root, script))).toBe(true);
  });
});
