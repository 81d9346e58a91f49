import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { allProjections } from '@forge/domain';
import { readBuiltinProblems } from './problem/builtinProblems';
import { serverScript, startServerProcess, type ServerProcess } from './testing/serverProcess';

const rebuildScript = resolve(__dirname, '..', '..', 'projections', 'dist', 'rebuild.js');
const startServer = (dataDir: string) => startServerProcess(dataDir);
const interrupt = (running: ServerProcess) => running.interrupt();

const json = (body: unknown, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'forge-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is built before the tests run', () => {
    expect(existsSync(serverScript)).toBe(true);
  });

  it('starts on a fresh data directory, stops cleanly on Ctrl-C, rebuilds its read models and keeps everything across a restart', async () => {
    const first = await startServer(dataDir);
    const health = await fetch(`${first.base}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });

    const register = await fetch(
      `${first.base}/api/user/register`,
      json({ firstName: 'Linus', emailId: 'linus@forge.test', password: 'penguins!' }),
    );
    expect(register.status).toBe(201);
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
    const problems = (await (await fetch(`${first.base}/api/problem/getAllProblem`, { headers: { cookie } })).json()) as unknown[];
    expect(problems).toHaveLength(readBuiltinProblems().length);

    expect(await interrupt(first)).toBe(0);
    expect(first.output()).toMatch(/SIGINT/);

    // `npm run projections:rebuild` replays the log into fresh read models.
    const rebuild = spawnSync(process.execPath, [rebuildScript], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(rebuild.status).toBe(0);
    // Every read model the platform serves from, by name, in the order they are listed.
    expect(rebuild.stdout).toMatch(
      new RegExp(`^rebuilt ${allProjections.map((projection) => projection.name).join(', ')} from \\d+ events`),
    );

    const second = await startServer(dataDir);
    try {
      const check = await fetch(`${second.base}/api/user/check`, { headers: { cookie } });
      expect(check.status).toBe(200);
      expect(((await check.json()) as { user: { emailId: string } }).user.emailId).toBe('linus@forge.test');
      const again = (await (await fetch(`${second.base}/api/problem/getAllProblem`, { headers: { cookie } })).json()) as unknown[];
      expect(again).toEqual(problems);
      const admin = await fetch(`${second.base}/api/user/login`, json({ emailId: 'root@forge.test', password: 'root-password' }));
      expect(((await admin.json()) as { user: { role: string } }).user.role).toBe('admin');
    } finally {
      expect(await interrupt(second)).toBe(0);
    }
  }, 60_000);

  it('refuses a socket handshake whose Origin is not a URL, and stays up', async () => {
    const running = await startServer(dataDir);
    try {
      for (const origin of ['null', 'not a url', 'http://', 'file://', 'http://evil.example']) {
        const handshake = await fetch(`${running.base}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
        expect({ origin, status: handshake.status }).toEqual({ origin, status: 403 });
        await handshake.arrayBuffer();
      }
      const health = await fetch(`${running.base}/api/health`);
      expect(health.status).toBe(200);
      expect(running.child.exitCode).toBeNull();
    } finally {
      expect(await interrupt(running)).toBe(0);
    }
  }, 60_000);

  it('keeps its SQLite files (log, read models, sessions, and their journals) readable by its own user alone', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'forge-modes-'));
    const running = await startServer(fresh);
    try {
      expect(
        (
          await fetch(
            `${running.base}/api/user/register`,
            json({ firstName: 'Modes', emailId: 'modes@forge.test', password: 'modes-password' }),
          )
        ).status,
      ).toBe(201);
      const files = readdirSync(fresh).filter((name) => name.includes('.sqlite'));
      expect(files).toEqual(expect.arrayContaining(['events.sqlite', 'events.sqlite-wal', 'readmodels.sqlite', 'sessions.sqlite']));
      expect(Object.fromEntries(files.map((name) => [name, (statSync(join(fresh, name)).mode & 0o777).toString(8)]))).toEqual(
        Object.fromEntries(files.map((name) => [name, '600'])),
      );
    } finally {
      expect(await interrupt(running)).toBe(0);
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 60_000);
});
