import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redisJudge, type RedisJudge } from '@forge/judge';
import { startRedisServer, type RedisServer } from '@forge/testing';
import { judgeWorkerScript } from './testing/judgeWorkerProcess';

/**
 * The real worker process (`node api/dist/judgeWorker.js`, built by `tsc -b`) whose sandbox cannot
 * start: its cache dir lies in a directory the slot uids cannot pass through, until it is opened
 * while the worker runs. It says so in its log and on /health (503, with the reason), takes no
 * job meanwhile, checks again by itself, and answers 200 and takes work once a sandbox starts.
 */
let redis: RedisServer;
let client: RedisJudge;
let parent: string;
let child: ChildProcess | undefined;

beforeAll(async () => {
  redis = await startRedisServer();
  client = await redisJudge({ redisUrl: redis.url, pollMs: 100, blockMs: 200, noWorkerTimeoutMs: 120_000, log: () => undefined });
  parent = await fs.mkdtemp(path.join(tmpdir(), 'forge-worker-health-'));
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await client.close();
  await redis.stop();
  await fs.rm(parent, { recursive: true, force: true });
});

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, ms: number, output: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function health(port: number): Promise<{ status: number; body: { ok: boolean; reason?: string; status: string } }> {
  const res = await fetch(`http://127.0.0.1:${port}/health`);
  return { status: res.status, body: (await res.json()) as { ok: boolean; reason?: string; status: string } };
}

describe('a judge worker process whose sandbox cannot start', () => {
  it('says so on /health and in its log, takes no job, and takes work again once a sandbox starts', async () => {
    await fs.chmod(parent, 0o700);
    const dataDir = await fs.mkdtemp(path.join(tmpdir(), 'forge-worker-health-data-'));
    const worker = spawn(process.execPath, [judgeWorkerScript], {
      env: {
        ...process.env,
        REDIS_URL: redis.url,
        DATA_DIR: dataDir,
        JUDGE_CACHE_DIR: path.join(parent, 'cache'),
        JUDGE_CONCURRENCY: '1',
        JUDGE_HEARTBEAT_MS: '200',
        HEALTH_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = worker;
    let output = '';
    worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
    try {
      await waitFor(
        'it is ready',
        () => /health on port \d+/.test(output),
        60_000,
        () => output,
      );
      const port = Number(/health on port (\d+)/.exec(output)![1]);
      expect(output).toMatch(
        /THE SANDBOX CANNOT START \(the sandbox cannot start: .*\): this worker takes no submission or run until it can/,
      );
      expect(output).not.toMatch(/ends as Internal Error/);
      const down = await health(port);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ ok: false, status: 'unhealthy', reason: expect.stringMatching(/the sandbox cannot start/) });
      await waitFor(
        'the API sees a worker unable to judge',
        () => client.workers().length === 1,
        30_000,
        () => output,
      );
      expect(client.health).toMatchObject({ ok: false, reason: expect.stringMatching(/no judge worker's sandbox can start/) });

      // A run queued now waits: the worker takes it only once it can judge.
      const run = client.judge({ language: 'javascript', code: 'console.log(5)', tests: [{ input: '', expectedOutput: '5\n' }] });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // The host is fixed while the worker runs: it finds out by itself.
      await fs.chmod(parent, 0o711);
      await waitFor(
        '/health answers 200',
        async () => (await health(port)).status === 200,
        120_000,
        () => output,
      );
      expect((await health(port)).body).toMatchObject({ ok: true, status: 'ok' });
      expect(output).toMatch(/healthy again .*taking work again/);
      await waitFor(
        'the worker says it takes work again',
        () => /the sandbox starts again: taking submissions and runs again/.test(output),
        10_000,
        () => output,
      );
      expect((await run).statusId).toBe(3);
    } finally {
      worker.kill('SIGTERM');
      expect(await exited).toBe(0);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
