import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import { type RedisServer, startRedisServer } from '@forge/testing';
import { queueKeys, redisJudge, startJudgeWorker, Status, type JudgeRequest, type RedisJudge, type TestResult } from '@forge/judge';
import { judgeWorkerScript } from '../testing/judgeWorkerProcess';
import { sharedJudge, TEST_JUDGE_CACHE_DIR } from '../testing/testPlatform';

/**
 * The real worker process, `node api/dist/judgeWorker.js` (built by `tsc -b`), as docker-compose
 * runs it, judging runs (request and reply): killed mid-job, its job is reclaimed by another
 * worker; stopped, it finishes first.
 */
const workerScript = judgeWorkerScript;
const sharedCacheDir = TEST_JUDGE_CACHE_DIR;
const keys = queueKeys();
/** The worker's log, which it opens (nothing is submitted here). */
const dataDir = mkdtempSync(path.join(tmpdir(), 'forge-worker-'));

let redis: RedisServer;
let admin: RedisClientType;
let client: RedisJudge;
const children: ChildProcess[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  admin = createClient({ url: redis.url, RESP: 2 });
  admin.on('error', () => undefined);
  await admin.connect();
  client = await redisJudge({ redisUrl: redis.url, pollMs: 100, blockMs: 200, noWorkerTimeoutMs: 30_000, log: () => undefined });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await client.close();
  admin.destroy();
  await redis.stop();
});

/** A worker process; resolves once it says it is taking jobs. */
async function spawnWorker(): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [workerScript], {
    env: {
      ...process.env,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      JUDGE_CACHE_DIR: sharedCacheDir,
      JUDGE_CONCURRENCY: '1',
      JUDGE_HEARTBEAT_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(
    () => output.includes('ready: judging'),
    60_000,
    () => `the worker did not start:\n${output}`,
  );
  return { child, output: () => output, exited };
}

/** Busy for `ms` of wall time inside the sandbox, then answers. */
const slow = (ms: number): JudgeRequest => ({
  language: 'javascript',
  code: `const end = Date.now() + ${ms};\nwhile (Date.now() < end);\nconsole.log('done');\n`,
  tests: [{ input: '', expectedOutput: 'done\n' }],
  limits: { cpuSeconds: 10 },
});

/** Waits until the one queued job is held by a worker (delivered, not yet acknowledged). */
async function heldByAWorker(): Promise<void> {
  await waitFor(async () => (await admin.xPending(keys.jobs, keys.group)).pending === 1, 30_000);
}

describe('the judge worker process, judging runs', () => {
  test('killed mid-job, its job is reclaimed by another worker and the client still gets the verdict', async () => {
    const doomed = await spawnWorker();
    const reported: TestResult[] = [];
    const verdict = client.judge(slow(3000), (test) => reported.push(test));
    await heldByAWorker();
    await sleep(1000); // inside the 3 s run
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    expect(reported).toEqual([]);

    const rescuer = await startJudgeWorker({
      redisUrl: redis.url,
      judge: await sharedJudge(),
      concurrency: 1,
      reclaimIdleMs: 500,
      heartbeatMs: 100,
      blockMs: 200,
      log: () => undefined,
    });
    try {
      const result = await verdict;
      expect(result).toMatchObject({ statusId: Status.Accepted, tests: [expect.objectContaining({ index: 0, stdout: 'done\n' })] });
      expect(reported.map((t) => t.statusId)).toEqual([Status.Accepted]);
      await waitFor(() => rescuer.stats().judged === 1);
      expect(rescuer.stats()).toMatchObject({ reclaimed: 1, judged: 1 });
      expect(await admin.xLen(keys.jobs)).toBe(0);
    } finally {
      await rescuer.stop();
    }
  }, 90_000);

  test('on SIGTERM it takes no more jobs, finishes the one it runs, leaves the group and exits 0', async () => {
    const worker = await spawnWorker();
    await waitFor(() => client.workers().some((w) => w.pid === worker.child.pid));
    const verdict = client.judge(slow(1500));
    await heldByAWorker();
    const consumerNames = async () => (await admin.xInfoConsumers(keys.jobs, keys.group)).map((c) => c.name);
    const itself = expect.stringContaining(`-${worker.child.pid}-`);
    expect(await consumerNames()).toContainEqual(itself);
    worker.child.kill('SIGTERM');
    expect(await verdict).toMatchObject({ statusId: Status.Accepted });
    expect(await worker.exited).toBe(0);
    expect(worker.output()).toMatch(/SIGTERM: taking nothing more, finishing what is running/);
    expect(worker.output()).toMatch(/job [0-9a-f-]+: javascript, 1 tests: Accepted/);
    // Gone at once, not after its heartbeat would have lapsed.
    expect(await admin.zRange(keys.workers, 0, -1)).not.toContainEqual(itself);
    expect(await consumerNames()).not.toContainEqual(itself);
  }, 90_000);
});

describe('the judge worker process, misconfigured', () => {
  test('refuses a JUDGE_ALLOW_DEGRADED that is neither true nor false, rather than read it as off', async () => {
    const child = spawn(process.execPath, [workerScript], {
      env: { ...process.env, REDIS_URL: redis.url, DATA_DIR: dataDir, JUDGE_CACHE_DIR: sharedCacheDir, JUDGE_ALLOW_DEGRADED: 'yes' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/Invalid configuration: JUDGE_ALLOW_DEGRADED: /);
    expect(output).not.toMatch(/ready: judging/);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  explain = () => 'condition not met in time',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(explain());
    await sleep(50);
  }
}
