import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sampleProblem } from '@forge/domain/testing';
import { registerLearner, signIn, startTestPlatform } from '../testing/testPlatform';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { MANIFEST } from './dataDirBackup';

/**
 * `npm run backup` and `npm run restore` (issue 37), as separate processes beside a real server
 * process: a backup taken while the server serves restores into an empty data dir that serves the
 * same answers, sessions included, and nothing written after the backup; a server killed in the
 * middle of a backup leaves it whole or refused; a backup cut short or damaged is refused, and the
 * data dir is left empty.
 */
const cli = resolve(__dirname, '..', '..', 'dist', 'backup', 'backupCli.js');
const scratch = mkdtempSync(join(tmpdir(), 'forge-backup-test-'));
const dataDir = join(scratch, 'data');
let problemId = '';
let learner = { emailId: '', password: '' };

beforeAll(async () => {
  const test = await startTestPlatform({}, {}, dataDir);
  try {
    const admin = await signIn(test);
    problemId = (
      await admin
        .post('/api/problem/create')
        .send(
          sampleProblem({
            title: 'Backed-up sums',
            // Large enough to live in the blob store beside the log.
            hiddenTestCases: [...sampleProblem().hiddenTestCases, { input: `7 8\n${' '.repeat(4096)}\n`, output: '15\n' }],
          }),
        )
        .expect(201)
    ).body.problem._id as string;
    const registered = await registerLearner(test, 'Kept');
    learner = { emailId: registered.emailId, password: registered.password };
    const code = sampleProblem().referenceSolution[0]!.completeCode;
    const submitted = await registered.agent.post(`/api/submission/submit/${problemId}`).send({ code, language: 'cpp' }).expect(200);
    expect(submitted.body.accepted).toBe(true);
  } finally {
    await test.platform.close();
  }
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(command: 'backup' | 'restore', dir: string, data: string) {
  const result = spawnSync(process.execPath, [cli, command, dir], { env: { ...process.env, DATA_DIR: data }, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function login(base: string, credentials: { emailId: string; password: string }): Promise<string | null> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) return null;
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** What a learner reads, route by route, as bytes: the platform after a restore must answer the same. */
async function reads(base: string, cookie: string): Promise<Record<string, string>> {
  const routes = [
    '/api/problem/getAllProblem',
    `/api/problem/problemById/${problemId}`,
    `/api/problem/submittedProblem/${problemId}`,
    '/api/user/check',
  ];
  const bodies: Record<string, string> = {};
  for (const route of routes) {
    const res = await fetch(`${base}${route}`, { headers: { cookie } });
    bodies[route] = `${res.status} ${await res.text()}`;
  }
  return bodies;
}

async function killed(server: ServerProcess): Promise<void> {
  const gone = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGKILL');
  await gone;
}

describe('npm run backup and npm run restore', () => {
  it('backs up a serving platform, and a restore into an empty data dir serves what it served then, sessions included, and nothing after', async () => {
    const backupDir = join(scratch, 'backup-1');
    const server = await startServerProcess(dataDir);
    let before: Record<string, string>;
    let cookie: string;
    try {
      cookie = (await login(server.base, learner))!;
      expect(cookie).toBeTruthy();
      before = await reads(server.base, cookie);
      const backup = run('backup', backupDir, dataDir);
      expect(backup).toMatchObject({ code: 0, stderr: '' });
      expect(backup.stdout).toMatch(/backed up \d+ events \(up to position \d+\/\d+\), \d+ files/);
      // Written after the backup: not in it.
      const later = await fetch(`${server.base}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Later', emailId: 'later@forge.test', password: 'later-password' }),
      });
      expect(later.status).toBe(201);
    } finally {
      await killed(server);
    }
    const manifest = JSON.parse(readFileSync(join(backupDir, MANIFEST), 'utf8')) as { files: { path: string }[] };
    expect(manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(['events.sqlite', 'sessions.sqlite']));
    expect(manifest.files.map((f) => f.path)).not.toContain('readmodels.sqlite');
    expect(manifest.files.some((f) => f.path.startsWith('blobs/'))).toBe(true);

    const restoredDir = join(scratch, 'restored-1');
    const restore = run('restore', backupDir, restoredDir);
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toMatch(/read models rebuilt from \d+ events/);
    const restored = await startServerProcess(restoredDir);
    try {
      // The learner's session came back with the log: the same cookie reads the same bytes.
      expect(await reads(restored.base, cookie)).toEqual(before);
      expect(await login(restored.base, { emailId: 'later@forge.test', password: 'later-password' })).toBeNull();
      // The hidden cases came back with their blobs: the judge reads them whole.
      const submitted = await fetch(`${restored.base}/api/submission/submit/${problemId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ code: sampleProblem().referenceSolution[0]!.completeCode, language: 'cpp' }),
      });
      expect(await submitted.json()).toMatchObject({ accepted: true, totalTestCases: 3 });
    } finally {
      await restored.stop();
    }
  }, 180_000);

  it('leaves a backup whole or refused when the server is killed in the middle of it', async () => {
    const copy = join(scratch, 'data-2');
    expect(run('restore', join(scratch, 'backup-1'), copy).code).toBe(0);
    const server = await startServerProcess(copy);
    const backupDir = join(scratch, 'backup-2');
    const child = spawn(process.execPath, [cli, 'backup', backupDir], { env: { ...process.env, DATA_DIR: copy } });
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    // The server dies as soon as the backup has begun.
    await new Promise((started) => child.stdout.once('data', started));
    await killed(server);
    const code = await exited;
    const restoredDir = join(scratch, 'restored-2');
    const restore = run('restore', backupDir, restoredDir);
    if (code === 0) {
      expect(restore.code).toBe(0);
      const restored = await startServerProcess(restoredDir);
      try {
        expect(await login(restored.base, learner)).toBeTruthy();
      } finally {
        await restored.stop();
      }
    } else {
      expect(existsSync(join(backupDir, MANIFEST))).toBe(false);
      expect(restore.code).toBe(2);
      expect(existsSync(restoredDir) ? readdirSync(restoredDir) : []).toEqual([]);
    }
  }, 180_000);

  it('refuses a backup cut short or damaged, and a data dir or folder that is not empty, writing nothing', () => {
    const whole = join(scratch, 'backup-1');
    const target = join(scratch, 'restored-3');

    const damaged = join(scratch, 'backup-damaged');
    expect(run('backup', damaged, dataDir).code).toBe(0);
    const log = join(damaged, 'events.sqlite');
    const bytes = readFileSync(log);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    writeFileSync(log, bytes);
    const refused = run('restore', damaged, target);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      'restore refused: events.sqlite is not the file backup.json lists (its size or SHA-256 differs): the backup is damaged\n',
    );
    expect(existsSync(target)).toBe(false);

    // A backup that never wrote its manifest (stopped half-way) is no backup.
    unlinkSync(join(damaged, MANIFEST));
    const cut = run('restore', damaged, target);
    expect(cut.code).toBe(2);
    expect(cut.stderr).toContain('is not a whole backup (no backup.json)');
    expect(existsSync(target)).toBe(false);

    const occupied = run('restore', whole, dataDir);
    expect(occupied.code).toBe(2);
    expect(occupied.stderr).toContain('is not empty: a restore goes into an empty data dir');

    const full = run('backup', whole, dataDir);
    expect(full.code).toBe(2);
    expect(full.stderr).toContain('is not empty: a backup goes into a new or empty folder');
    expect(JSON.parse(readFileSync(join(whole, MANIFEST), 'utf8'))).toHaveProperty('format', 'forge-backup/1');

    expect(run('backup', join(scratch, 'none'), join(scratch, 'no-data')).stderr).toContain('there is no event log to back up');
  }, 120_000);
});
