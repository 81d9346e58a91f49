import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openEventStore, type HistoryLine } from '@forge/events';
import { historyOf, type DomainEvent } from '@forge/domain';
import { sampleHistory, sampleHistorySecrets, sampleProblem } from '@forge/domain/testing';

const cliScript = resolve(__dirname, '..', '..', 'dist', 'history', 'eventsCli.js');

const envFor = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, EVENTSTORE_URL: '' });

/** The built CLI in its own process, as `npm run events --` runs it. */
function events(dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [cliScript, ...args], { env: envFor(dataDir), encoding: 'utf8' });
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

/** Every event of a data dir's log, all that it records of each: what a refused import must leave as it was. */
async function logOf(dir: string) {
  const store = openEventStore({ dataDir: dir });
  try {
    return await store.readAll();
  } finally {
    await store.close();
  }
}

async function eventCount(dir: string): Promise<number> {
  return (await logOf(dir)).length;
}

/** A data dir whose log holds the sample history. */
function sampleLog(): string {
  const dir = dataDir();
  expect(events(dir, 'import', sampleFile).status).toBe(0);
  return dir;
}

/** A history file of these events, their ids new to every log. */
function fileOf(name: string, domainEvents: DomainEvent[]): string {
  const file = join(root, name);
  writeFileSync(file, toText(historyOf(domainEvents).map((line) => ({ ...line, id: randomUUID() }))));
  return file;
}

const now = '2026-03-03T10:00:00.000Z';
const registered = (userId: string, email: string, role: 'user' | 'admin'): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    firstName: 'Mallory',
    email,
    passwordHash: 'scrypt$16384$8$1$bWFsbG9yeQ==$dGFrZW92ZXI=',
    authProvider: 'local',
    emailVerified: false,
    role,
    registeredAt: now,
  },
});
const claimed = (userId: string, email: string): DomainEvent => ({ type: 'EmailClaimed', data: { email, userId, claimedAt: now } });

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
    // The sample registers accounts: an append takes them only when told to trust the file.
    expect(events(dir, 'import', sampleFile, '--append')).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(
        /^not imported, the file does not verify: line 1: UserRegistered gives an account a role and a password: /,
      ) as unknown,
    });
    expect(await eventCount(dir)).toBe(1);
    const appended = events(dir, 'import', sampleFile, '--append', '--trust-roles');
    expect(appended.status).toBe(0);
    expect(appended.stderr).toContain('was built before this import: run `npm run projections:rebuild` before `npm start`');
    expect(await eventCount(dir)).toBe(24);
  });
});

describe('npm run events -- import, all or nothing', () => {
  // The file: a later line repeats an earlier line's id, after which an import wrote what followed it and stopped.
  const repeated = join(root, 'repeated.ndjson');
  writeFileSync(repeated, toText(sample.map((line, i) => (i === 19 ? { ...line, id: sample[9]!.id } : line))));
  const reason = `line 20: event id ${sample[9]!.id} is line 10's too: an id names one event`;

  it('verify names a later line that repeats an id', () => {
    expect(events(dataDir(), 'verify', repeated)).toEqual({ status: 1, stdout: '', stderr: `${reason}\n` });
  });

  it('writes nothing of a file that repeats an id, into an empty log or one holding its start, and the right file then lands whole', async () => {
    const dir = dataDir();
    expect(events(dir, 'import', repeated)).toMatchObject({ status: 1, stderr: `not imported, the file does not verify: ${reason}\n` });
    expect(await eventCount(dir)).toBe(0);
    expect(events(dir, 'import', sampleFile).status).toBe(0);
    expect(await eventCount(dir)).toBe(23);

    const start = join(root, 'start.ndjson');
    writeFileSync(start, toText(sample.slice(0, 12)));
    const holdingStart = dataDir();
    expect(events(holdingStart, 'import', start).status).toBe(0);
    const before = await logOf(holdingStart);
    expect(events(holdingStart, 'import', repeated).status).toBe(1);
    expect(await logOf(holdingStart)).toEqual(before);
  });

  it('stops at a line longer than the limit with exit 2 and one line of error, writing nothing, however little the gzip', async () => {
    // Line 2 is 64 MiB and a byte of one letter: a gzip of some 65 kB.
    const long = join(root, 'long.ndjson.gz');
    writeFileSync(long, gzipSync(`${JSON.stringify(sample[0])}\n{"data":"${'a'.repeat(64 * 1024 ** 2 - 8)}"}\n${toText(sample.slice(1))}`));
    expect(statSync(long).size).toBeLessThan(1024 ** 2);
    const tooLong = 'line 2: the line is longer than 64 MiB (--max-line)';
    expect(events(dataDir(), 'verify', long)).toEqual({ status: 2, stdout: '', stderr: `${tooLong}\n` });
    const dir = sampleLog();
    const before = await logOf(dir);
    expect(events(dir, 'import', long)).toEqual({ status: 2, stdout: '', stderr: `not imported, the file does not verify: ${tooLong}\n` });
    expect(await logOf(dir)).toEqual(before);
    const empty = dataDir();
    expect(events(empty, 'import', long).status).toBe(2);
    expect(await eventCount(empty)).toBe(0);
  });

  it('stops at the limits it is given: a shorter line, a smaller history', async () => {
    // Line 10 is the problem, the only line over 1 KiB.
    expect(events(dataDir(), 'verify', sampleFile, '--max-line', '1KiB')).toEqual({
      status: 2,
      stdout: '',
      stderr: 'line 10: the line is longer than 1 KiB (--max-line)\n',
    });
    const firstNine = Buffer.byteLength(toText(sample.slice(0, 9)));
    const run = events(dataDir(), 'verify', sampleFile, '--max-size', String(firstNine + 1));
    expect(run).toEqual({ status: 2, stdout: '', stderr: `line 10: the history holds more than ${firstNine + 1} bytes (--max-size)\n` });
    const dir = dataDir();
    expect(events(dir, 'import', sampleFile, '--max-size', String(firstNine + 1)).status).toBe(2);
    expect(await eventCount(dir)).toBe(0);
    expect(events(dataDir(), 'verify', sampleFile, '--max-line', '2KiB', '--max-size', '1MiB').status).toBe(0);
  });

  it('reads the file once: a history that can be read only once, from a named pipe, is checked and imported whole', async () => {
    const pipe = join(root, 'once.fifo');
    execFileSync('mkfifo', [pipe]);
    const dir = dataDir();
    const child = spawn(process.execPath, [cliScript, 'import', pipe], { env: envFor(dir) });
    try {
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const closed = once(child, 'close');
      await writeFile(pipe, toText(sample));
      const [status] = (await closed) as [number];
      expect({ status, stderr }).toEqual({
        status: 0,
        stderr: expect.stringMatching(/^imported 23 events \(0 already present\)/) as unknown,
      });
    } finally {
      child.kill();
    }
    expect((await logOf(dir)).map((event) => event.id)).toEqual(sample.map((line) => line.id));
  });
});

describe('npm run events -- import --append', () => {
  it('cannot take an account: a new registration of an existing user id is refused, with --trust-roles too, and the log stays as it was', async () => {
    const dir = sampleLog();
    const before = await logOf(dir);
    const takeover = fileOf('takeover.ndjson', [
      registered('u-zen', 'mallory@example.org', 'admin'),
      claimed('u-zen', 'mallory@example.org'),
    ]);
    // On its own, the file is a good history: it is the log it meets that it must not rewrite.
    expect(events(dataDir(), 'verify', takeover)).toMatchObject({ status: 0, stdout: 'ok: 2 events, 2 streams\n' });
    expect(events(dir, 'import', takeover, '--append')).toEqual({
      status: 1,
      stdout: '',
      stderr:
        "not imported, the file does not verify: line 1: UserRegistered gives an account a role and a password: an append takes no such event unless told to trust the file's roles and passwords (--trust-roles, for restoring one's own backup)\n",
    });
    expect(events(dir, 'import', takeover, '--append', '--trust-roles')).toEqual({
      status: 1,
      stdout: '',
      stderr: 'line 1: user-u-zen is in the log already: an append adds new streams only, it cannot change what the log holds\n',
    });
    expect(await logOf(dir)).toEqual(before);
  });

  it("cannot claim an email the log's accounts hold, with --trust-roles too", async () => {
    const dir = sampleLog();
    const before = await logOf(dir);
    const email = sampleHistorySecrets.emails[0]!;
    const second = fileOf('second.ndjson', [registered('u-mallory', email, 'user'), claimed('u-mallory', email)]);
    expect(events(dir, 'import', second, '--append', '--trust-roles')).toMatchObject({
      status: 1,
      stderr: `line 2: userEmail-${email} is in the log already: an append adds new streams only, it cannot change what the log holds\n`,
    });
    expect(await logOf(dir)).toEqual(before);
  });

  it('takes a new admin only with --trust-roles, and takes problems and submissions without it', async () => {
    const dir = sampleLog();
    const before = await logOf(dir);
    const admin = fileOf('admin.ndjson', [registered('u-new', 'new@example.org', 'admin'), claimed('u-new', 'new@example.org')]);
    expect(events(dir, 'import', admin, '--append').status).toBe(1);
    expect(await logOf(dir)).toEqual(before);
    expect(events(dir, 'import', admin, '--append', '--trust-roles').status).toBe(0);
    expect(await eventCount(dir)).toBe(25);

    const problem = fileOf('problem.ndjson', [
      { type: 'ProblemCreated', data: { ...sampleProblem({ title: 'Appended' }), problemId: 'p2', createdBy: 'admin', createdAt: now } },
      {
        type: 'SubmissionRequested',
        data: {
          submissionId: 's9',
          userId: 'u-zen',
          problemId: 'p2',
          language: 'cpp',
          code: 'int main() {}',
          testCasesTotal: 2,
          requestedAt: now,
        },
      },
    ]);
    expect(events(dir, 'import', problem, '--append')).toMatchObject({
      status: 0,
      stderr: expect.stringMatching(/^imported 2 events/) as unknown,
    });
    expect(await eventCount(dir)).toBe(27);
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

  it('makes the --out file readable by its owner alone, as the log is, and narrows one that was there', () => {
    const fresh = join(root, 'private.ndjson');
    expect(events(dir, 'export', '--out', fresh).status).toBe(0);
    expect(statSync(fresh).mode & 0o777).toBe(0o600);
    const existing = join(root, 'existing.ndjson');
    writeFileSync(existing, 'old\n');
    chmodSync(existing, 0o644);
    expect(events(dir, 'export', '--out', existing).status).toBe(0);
    expect(statSync(existing).mode & 0o777).toBe(0o600);
    expect(readFileSync(existing, 'utf8').trimEnd().split('\n')).toHaveLength(23);
  });

  it('anonymized, keeps no email, name, hash, Google identity or line of code, and still verifies', () => {
    const out = join(root, 'anonymized.ndjson');
    expect(events(dir, 'export', '--anonymize', '--out', out).stderr).toMatch(/^exported 23 events .*, anonymized\n$/);
    const text = readFileSync(out, 'utf8');
    const { emails, names, passwordHashes, googleIds, codeLines, workers } = sampleHistorySecrets;
    const kept = [...emails, ...names, ...passwordHashes, ...googleIds, ...codeLines, ...workers].filter((secret) => text.includes(secret));
    expect(kept).toEqual([]);
    expect(events(dataDir(), 'verify', out)).toMatchObject({ status: 0, stdout: 'ok: 23 events, 11 streams\n' });
  });

  const problemOf = (file: string) =>
    readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((text) => JSON.parse(text) as HistoryLine)
      .find((line) => line.type === 'ProblemCreated')!.data;

  it("anonymized, keeps problems as learners see them, without hidden cases or solutions, unless told to keep the problems' secrets", () => {
    const out = join(root, 'anonymized-problems.ndjson');
    expect(events(dir, 'export', '--anonymize', '--out', out).status).toBe(0);
    const problem = sample[9]!.data as Record<string, unknown>;
    expect(problemOf(out)).toEqual({ ...problem, hiddenTestCases: [], referenceSolution: [] });
    const text = readFileSync(out, 'utf8');
    const { hiddenTestCases, referenceSolution } = sampleProblem();
    const secrets = [...hiddenTestCases.map((c) => c.input), ...referenceSolution.map((s) => s.completeCode)];
    expect(secrets.filter((secret) => text.includes(JSON.stringify(secret).slice(1, -1)))).toEqual([]);

    const withSecrets = join(root, 'anonymized-with-secrets.ndjson');
    expect(events(dir, 'export', '--anonymize', '--keep-problem-secrets', '--out', withSecrets).status).toBe(0);
    expect(problemOf(withSecrets)).toEqual(problem);
    expect(events(dataDir(), 'verify', withSecrets)).toMatchObject({ status: 0, stdout: 'ok: 23 events, 11 streams\n' });
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
      ['import', 'file', '--trust-roles'],
      ['export', '--keep-problem-secrets'],
      ['export', '--max-line', '1KiB'],
      ['verify', 'file', '--max-line', 'lots'],
      ['verify', 'file', '--max-size', '0'],
      ['verify', 'file', '--append'],
    ]) {
      const run = events(dir, ...args);
      expect({ args, status: run.status }).toEqual({ args, status: 2 });
      expect(run.stderr).toContain('usage: npm run events -- <command>');
    }
    expect(existsSync(cliScript)).toBe(true);
  });
});
