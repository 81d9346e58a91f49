import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openEventStore } from '@forge/events';
import { TEST_ADMIN, TEST_JUDGE_CACHE_DIR, countEvents, signIn, useTestPlatform } from '../../testing/testPlatform';
import { zipDirectory } from './zipDirectory';

/**
 * `npm run problems -- import` as its own process (the built script), with the real judge: many
 * packages at once into a data dir's log, and through a running platform's route.
 */
const cliScript = resolve(__dirname, '..', '..', '..', 'dist', 'problem', 'package', 'problemsCli.js');
const fixture = (name: string) => join(__dirname, 'fixtures', name);

function problems(env: Record<string, string>, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [cliScript, ...args], { env: { ...process.env, EVENTSTORE_URL: '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return once(child, 'close').then(([status]) => ({ status: status as number | null, stdout, stderr }));
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'problems-cli-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const zipFile = async (name: string) => {
  const path = join(work, `${name.replace('/', '-')}.zip`);
  await pipeline(await zipDirectory(fixture(name)), createWriteStream(path));
  return path;
};

describe('npm run problems -- import', () => {
  it("imports many packages, folders and zips, into a data dir's log, and says which it refused", async () => {
    const dataDir = join(work, 'data');
    const env = {
      DATA_DIR: dataDir,
      LOAD_BUILTIN_PROBLEMS: 'false',
      JUDGE_CACHE_DIR: TEST_JUDGE_CACHE_DIR,
      ADMIN_EMAIL: TEST_ADMIN.emailId,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    };
    const run = await problems(env, 'import', fixture('divide'), await zipFile('guess'), await zipFile('broken/missing-answers'));
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/divide: imported as \S+, "Divide Two Numbers" \(2023-07-draft\), proven/);
    expect(run.stdout).toContain('ok   submissions/wrong_answer/whole.py: expected Wrong Answer, got Wrong Answer in');
    expect(run.stdout).toContain('skipped submissions/accepted/solution.kt: written in .kt, which the judge does not compile');
    expect(run.stdout).toMatch(/guess\.zip: imported as \S+, "Guess the Number"/);
    expect(run.stdout).toContain(
      'broken-missing-answers.zip: refused: The package is refused: data/sample/2.in has no answer (data/sample/2.ans)',
    );
    const store = openEventStore({ dataDir });
    try {
      const created = (await store.readAll()).filter((e) => e.type === 'ProblemCreated');
      expect(created.map((e) => (e.data as { title: string }).title)).toEqual(['Divide Two Numbers', 'Guess the Number']);
    } finally {
      await store.close();
    }
  });

  describe('through a running platform', () => {
    const test = useTestPlatform({}, { timeout: 300_000 });
    let server: Server;
    afterEach(async () => {
      server.close();
      await once(server, 'close');
    });

    it('uploads each package to the route as the admin', async () => {
      const handle = test.platform.app.callback();
      server = createServer((req, res) => void handle(req, res)).listen(0, '127.0.0.1');
      await once(server, 'listening');
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const before = await countEvents(test);
      const run = await problems(
        { ADMIN_EMAIL: TEST_ADMIN.emailId, ADMIN_PASSWORD: TEST_ADMIN.password },
        'import',
        '--url',
        url,
        await zipFile('divisor'),
        fixture('broken/no-problem-yaml'),
      );
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/divisor\.zip: imported as \S+, "Any Proper Divisor" \(legacy\), proven/);
      expect(run.stdout).toMatch(/time limit \d+ s \(multiplier rule\)/);
      expect(run.stdout).toContain('no-problem-yaml: refused (400): The package is refused: problem.yaml is missing');
      expect(await countEvents(test)).toBe(before + 1);
      const admin = await signIn(test);
      const list = (await admin.get('/api/problem/getAllProblem').expect(200)).body as { title: string }[];
      expect(list.map((p) => p.title)).toContain('Any Proper Divisor');
    });
  });
});
