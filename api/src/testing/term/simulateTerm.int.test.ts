import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const script = resolve(__dirname, '..', '..', '..', 'dist', 'testing', 'term', 'simulateTerm.js');
const eventsCli = resolve(__dirname, '..', '..', '..', 'dist', 'history', 'eventsCli.js');

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

  it('writes plain NDJSON to a name without .gz, gzip to one with it, and `events verify` reads both', () => {
    const out = mkdtempSync(join(tmpdir(), 'forge-simulate-out-'));
    try {
      const plain = simulate(out, 'term.ndjson');
      expect(plain.status).toBe(0);
      const count = Number(/^wrote (\d+) events/.exec(plain.stderr)?.[1]);
      const text = readFileSync(join(out, 'term.ndjson'), 'utf8');
      expect(text.split('\n').filter(Boolean)).toHaveLength(count);
      expect(JSON.parse(text.slice(0, text.indexOf('\n')))).toMatchObject({ type: expect.any(String), revision: 0 });

      expect(simulate(out, 'term.ndjson.gz').status).toBe(0);
      // gzip's magic bytes
      expect([...readFileSync(join(out, 'term.ndjson.gz')).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

      for (const file of ['term.ndjson', 'term.ndjson.gz']) {
        const verify = spawnSync(process.execPath, [eventsCli, 'verify', file], { cwd: out, encoding: 'utf8' });
        expect({ file, status: verify.status, stdout: verify.stdout }).toEqual({
          file,
          status: 0,
          stdout: expect.stringMatching(new RegExp(`^ok: ${count} events, \\d+ streams\n$`)),
        });
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
