import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const script = resolve(__dirname, '..', '..', '..', 'dist', 'testing', 'term', 'simulateTerm.js');

/** The built script in its own process and folder, as `npm run history:simulate --` runs it. */
function simulate(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run history:simulate', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'forge-simulate-cli-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it('prints usage on stdout for --help and writes no file, not even one named --help', () => {
    for (const args of [['--help'], ['-h']]) {
      const run = simulate(cwd, ...args);
      expect({ args, status: run.status, stderr: run.stderr }).toEqual({ args, status: 0, stderr: '' });
      expect(run.stdout).toMatch(/^usage: npm run history:simulate/);
    }
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('prints usage and exits 2 on an unknown option or a second file, writing nothing', () => {
    for (const args of [['--bogus'], ['a.ndjson.gz', 'b.ndjson.gz']]) {
      const run = simulate(cwd, ...args);
      expect({ args, status: run.status, stdout: run.stdout }).toEqual({ args, status: 2, stdout: '' });
      expect(run.stderr).toContain('usage: npm run history:simulate');
    }
    expect(readdirSync(cwd)).toEqual([]);
  });
});
