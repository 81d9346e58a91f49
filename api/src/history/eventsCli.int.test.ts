import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openEventStore } from '@forge/events';
import { historyOf } from '@forge/domain';
import { sampleHistory, sampleHistorySecrets } from '@forge/domain/testing';

const cliScript = resolve(__dirname, '..', '..', 'dist', 'history', 'eventsCli.js');

/** The built CLI in its own process, as `npm run events --` runs it. */
function events(dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [cliScript, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, EVENTSTORE_URL: '' },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const root = mkdtempSync(join(tmpdir(), 'forge-events-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
const dataDir = () => join(root, `data-${++dirs}`);

const sample = historyOf(sampleHistory());
const toText = (lines: readonly unknown[]) => lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
const sampleFile = join(root, 'sample.ndjson');
writeFileSync(sampleFile, toText(sample));

async function eventCount(dir: string): Promise<number> {
  const store = openEventStore({ dataDir: dir });
  try {
    return (await store.readAll()).length;
  } finally {
    await store.close();
  }
}

describe('npm run events -- verify', () => {
  it('says ok with the counts for a good history, past npm run banner', () => {
    const withBanner = join(root, 'banner.ndjson');
    writeFileSync(
      withBanner,
      `\n> forge@0.1.0 events\n> npm run build 1>&2 && node api/dist/history/eventsCli.js export\n\n${toText(sample)}`,
    );
    const run = events(dataDir(), 'verify', withBanner);
    expect(run).toMatchObject({ status: 0, stdout: 'ok: 23 events, 11 streams\n' });
  });

  it('names the first failing line of the file and exits 1', () => {
    const broken = join(root, 'broken.ndjson');
    writeFileSync(broken, `\n${toText(sample.map((line, i) => (i === 4 ? { ...line, type: 'UserTeleported' } : line)))}`);
    expect(events(dataDir(), 'verify', broken)).toMatchObject({
      status: 1,
      stdout: '',
      stderr: 'line 6: unknown event type UserTeleported\n',
    });
  });
});

describe('npm run events -- import', () => {
  it('loads a history into an empty data dir, and adds nothing when run again', async () => {
    const dir = dataDir();
    const first = events(dir, 'import', sampleFile);
    expect(first.status).toBe(0);
    expect(first.stderr).toMatch(/^imported 23 events \(0 already present\) in [\d.]+ s \(\d+ events\/s\)\n$/);
    expect(events(dir, 'import', sampleFile).stderr).toMatch(/^imported 0 events \(23 already present\)/);
    expect(await eventCount(dir)).toBe(23);

    // Exported again, it is the same history, line for line.
    const exported = events(dir, 'export');
    expect(exported.status).toBe(0);
    const lines = exported.stdout
      .trimEnd()
      .split('\n')
      .map((text) => JSON.parse(text) as { id: string; stream: string; time: string });
    expect(lines.map(({ id, stream, time }) => ({ id, stream, time }))).toEqual(
      sample.map(({ id, stream, time }) => ({ id, stream, time })),
    );
    expect(exported.stderr).toMatch(/^exported 23 events in [\d.]+ s \(\d+ events\/s\)\n$/);
  });

  it('refuses a file that does not verify, writing nothing', async () => {
    const dir = dataDir();
    const gap = join(root, 'gap.ndjson');
    writeFileSync(gap, toText(sample.map((line, i) => (i === 4 ? { ...line, revision: 5 } : line))));
    const run = events(dir, 'import', gap);
    expect(run).toMatchObject({
      status: 1,
      stderr: 'not imported, the file does not verify: line 5: user-u-zen has revision 5 where 1 comes next\n',
    });
    expect(await eventCount(dir)).toBe(0);
  });

  it('refuses a log that holds another history unless told to append, and says when the read models need a rebuild', async () => {
    const dir = dataDir();
    const other = join(root, 'other.ndjson');
    const problem = sample[9]!;
    const p9 = { ...problem, id: 'another-log-1', stream: 'problem-p9', data: { ...(problem.data as object), problemId: 'p9' } };
    writeFileSync(other, toText([p9]));
    expect(events(dir, 'import', other).status).toBe(0);
    const refused = events(dir, 'import', sampleFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'the log is not empty (it starts with ProblemCreated on problem-p9): import into an empty log, or tell the import to append\n',
    );
    writeFileSync(join(dir, 'readmodels.sqlite'), '');
    const appended = events(dir, 'import', sampleFile, '--append');
    expect(appended.status).toBe(0);
    expect(appended.stderr).toContain('was built before this import: run `npm run projections:rebuild` before `npm start`');
    expect(await eventCount(dir)).toBe(24);
  });
});

describe('npm run events -- export', () => {
  const dir = dataDir();
  beforeAll(() => expect(events(dir, 'import', sampleFile).status).toBe(0));

  it('stops at a position or a time, and writes to a file with --out', () => {
    expect(events(dir, 'export', '--until', sample[4]!.position).stdout.trimEnd().split('\n')).toHaveLength(5);
    expect(events(dir, 'export', '--until', sample[6]!.time).stdout.trimEnd().split('\n')).toHaveLength(7);
    const out = join(root, 'out.ndjson');
    const run = events(dir, 'export', '--out', out);
    expect(run.stdout).toBe('');
    expect(readFileSync(out, 'utf8').trimEnd().split('\n')).toHaveLength(23);
  });

  it('anonymized, keeps no email, name, hash, Google identity or line of code, and still verifies', () => {
    const out = join(root, 'anonymized.ndjson');
    expect(events(dir, 'export', '--anonymize', '--out', out).stderr).toMatch(/^exported 23 events .*, anonymized\n$/);
    const text = readFileSync(out, 'utf8');
    const { emails, names, passwordHashes, googleIds, codeLines, workers } = sampleHistorySecrets;
    const kept = [...emails, ...names, ...passwordHashes, ...googleIds, ...codeLines, ...workers].filter((secret) => text.includes(secret));
    expect(kept).toEqual([]);
    expect(text).toContain(JSON.stringify(sample[9]!.data)); // the problem, as it was
    expect(events(dataDir(), 'verify', out)).toMatchObject({ status: 0, stdout: 'ok: 23 events, 11 streams\n' });
  });

  it('prints usage on stdout and exits 0 when asked for help, touching no log', () => {
    const untouched = dataDir();
    for (const args of [['--help'], ['-h'], ['export', '--help']]) {
      const run = events(untouched, ...args);
      expect({ args, status: run.status, stderr: run.stderr }).toEqual({ args, status: 0, stderr: '' });
      expect(run.stdout).toMatch(/^usage: npm run events -- <command>\n/);
    }
    expect(existsSync(untouched)).toBe(false);
  });

  it('prints usage and exits 2 on wrong arguments', () => {
    for (const args of [
      [],
      ['explode'],
      ['export', 'file'],
      ['export', '--append'],
      ['export', '--until', 'soon'],
      ['verify'],
      ['import', '--append'],
    ]) {
      const run = events(dir, ...args);
      expect({ args, status: run.status }).toEqual({ args, status: 2 });
      expect(run.stderr).toContain('usage: npm run events -- <command>');
    }
    expect(existsSync(cliScript)).toBe(true);
  });
});
