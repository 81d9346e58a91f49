import { createClient, type RedisClientType } from 'redis';
import { type RedisServer, startRedisServer } from '@forge/testing';
import { HostFaultError, Status, type Judge, type JudgeRequest, type JudgeResult, type TestResult } from '../api';
import { SandboxFaults } from '../sandbox/faults';
import type { ForgeJudge } from '../judge';
import { startJudge } from '../judgeTestKit';
import { startJudgeWorker, type JudgeWorker } from './judgeWorker';
import { queueKeys } from './protocol';
import { redisJudge, type RedisJudge } from './redisJudge';

// Test-only dependency: @forge/testing starts a real redis-server on loopback.
let redis: RedisServer;
let local: ForgeJudge;
let admin: RedisClientType;
let prefixes = 0;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  admin = createClient({ url: redis.url, RESP: 2 });
  admin.on('error', () => undefined);
  await admin.connect();
  local = await startJudge();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await local.close();
  admin.destroy();
  await redis.stop();
});

/** Each test has its own queue in the one Redis. */
function queue() {
  const prefix = `judge-test-${++prefixes}`;
  const fast = { prefix, redisUrl: redis.url };
  return {
    prefix,
    keys: queueKeys(prefix),
    async client(options: { noWorkerTimeoutMs?: number } = {}): Promise<RedisJudge> {
      const client = await redisJudge({ ...fast, pollMs: 100, blockMs: 200, log: () => undefined, ...options });
      cleanups.push(() => client.close());
      return client;
    },
    async worker(judge: Judge = local, concurrency = 1): Promise<JudgeWorker> {
      const worker = await startJudgeWorker({
        ...fast,
        judge,
        concurrency,
        heartbeatMs: 100,
        heartbeatTtlMs: 500,
        reclaimIdleMs: 1000,
        blockMs: 200,
        log: () => undefined,
      });
      cleanups.push(() => worker.stop());
      return worker;
    },
  };
}

const doubler = "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log(n * 2);\n";
const threeTests: JudgeRequest = {
  language: 'javascript',
  code: doubler,
  tests: [
    { input: '1\n', expectedOutput: '2\n' },
    { input: '21\n', expectedOutput: '41\n' }, // wrong on purpose
    { input: '-4\n', expectedOutput: '-8\n' },
  ],
};

/** What must not depend on where or when a job ran: timings and cache hits do. */
function verdictOf(result: JudgeResult) {
  const { statusId, description, compileOutput, tests } = result;
  return { statusId, description, compileOutput, tests: tests.map(({ time: _t, memory: _m, ...rest }) => rest) };
}

/** Passes the real judge's reports on and keeps them, in the order the worker saw them. */
function recording(judge: Judge): Judge & { seen: TestResult[]; lastMs: number } {
  const spy = {
    seen: [] as TestResult[],
    lastMs: 0,
    health: judge.health,
    close: async () => undefined,
    async judge(request: JudgeRequest, onTest?: (test: TestResult) => void) {
      const at = performance.now();
      const result = await judge.judge(request, (test) => (spy.seen.push(test), onTest?.(test)));
      spy.lastMs = performance.now() - at;
      return result;
    },
  };
  return spy;
}

describe('the judge behind a Redis queue', () => {
  test('round-trips a job through a worker: progress in order, the same verdict as the local judge', async () => {
    const q = queue();
    const spy = recording(local);
    const worker = await q.worker(spy);
    const client = await q.client();
    expect(client.health.ok).toBe(true);

    const reported: TestResult[] = [];
    const remote = await client.judge(threeTests, (test) => reported.push(test));
    const reportedBeforeResult = reported.length;
    const direct = await local.judge(threeTests);

    expect(remote.statusId).toBe(Status.WrongAnswer);
    expect(verdictOf(remote)).toEqual(verdictOf(direct));
    expect(remote.tests.map((t) => t.statusId)).toEqual([Status.Accepted, Status.WrongAnswer, Status.Accepted]);
    // Every test arrives once, before the result, in the order the worker's judge reported it.
    expect(reported).toEqual(spy.seen);
    expect(reportedBeforeResult).toBe(3);
    expect(reported.map((t) => t.index).sort()).toEqual([0, 1, 2]);
    expect(worker.stats()).toMatchObject({ judged: 1, reclaimed: 0, running: 0 });
    // Nothing is left behind: the job is acknowledged and removed, its reply stream deleted.
    expect(await admin.xLen(q.keys.jobs)).toBe(0);
    expect(await admin.keys(`${q.prefix}:reply:*`)).toEqual([]);

    // One figure worth knowing: what the queue adds around the judging itself (same clock, same process).
    const overheads: number[] = [];
    for (let i = 0; i < 5; i++) {
      const at = performance.now();
      await client.judge(threeTests);
      overheads.push(performance.now() - at - spy.lastMs);
    }
    const median = [...overheads].sort((x, y) => x - y)[2]!;
    console.log(
      `3-test JavaScript job through Redis: ${median.toFixed(1)} ms added to ${spy.lastMs.toFixed(0)} ms of judging (median of 5)`,
    );
  });

  test('shares jobs between two workers', async () => {
    const q = queue();
    const [a, b] = [await q.worker(), await q.worker()];
    const client = await q.client();
    await waitFor(() => client.workers().length === 2);
    const requests = [1, 2, 3, 4].map((n): JudgeRequest => ({
      language: 'javascript',
      code: doubler,
      tests: [{ input: `${n}\n`, expectedOutput: `${n * 2}\n` }],
    }));
    const results = await Promise.all(requests.map((request) => client.judge(request)));
    expect(results.map((r) => r.statusId)).toEqual([3, 3, 3, 3]);
    // A worker counts a job once it is acknowledged, just after the client has its result.
    await waitFor(() => a.stats().judged + b.stats().judged === 4);
    expect(a.stats().judged).toBeGreaterThan(0);
    expect(b.stats().judged).toBeGreaterThan(0);
  });

  test('with no worker, a job fails unjudged (a host fault, no verdict) within the bound and is withdrawn from the queue', async () => {
    const q = queue();
    const client = await q.client({ noWorkerTimeoutMs: 800 });
    expect(client.health.ok).toBe(false);
    expect(client.health.reason).toMatch(/no judge worker is alive/);
    const started = Date.now();
    const reported: TestResult[] = [];
    const failed = await client.judge(threeTests, (test) => reported.push(test)).catch((error: unknown) => error);
    const took = Date.now() - started;
    expect(failed).toBeInstanceOf(HostFaultError);
    expect((failed as Error).message).toBe('no judge worker can judge (none was able to for 0.8 s), so the code was not judged');
    expect(took).toBeGreaterThanOrEqual(800);
    expect(took).toBeLessThan(20_000); // Ended at the bound rather than waiting on; not a speed check.
    expect(reported).toEqual([]);
    await waitFor(async () => (await admin.xLen(q.keys.jobs)) === 0);

    // A worker that starts later finds nothing to judge for nobody.
    const late = await q.worker();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(late.stats().judged).toBe(0);
  });

  test('health follows the workers: a stopped worker stops counting once its heartbeat lapses', async () => {
    const q = queue();
    const worker = await q.worker();
    const client = await q.client();
    expect(client.health.ok).toBe(true);
    expect(client.workers()).toEqual([
      expect.objectContaining({ id: worker.id, concurrency: 1, sandbox: expect.objectContaining({ ok: true }) }),
    ]);
    await worker.stop();
    await waitFor(() => !client.health.ok);
    expect(client.health.reason).toMatch(/no judge worker is alive/);
  });

  test('a worker whose sandbox cannot start says so in health and takes no job: it fails unjudged at the bound, never a verdict', async () => {
    const q = queue();
    const broken = await startJudge({ bwrapPath: '/nonexistent/bwrap' });
    cleanups.push(() => broken.close());
    const worker = await q.worker(broken);
    const client = await q.client({ noWorkerTimeoutMs: 1500 });
    expect(client.health.ok).toBe(false);
    expect(client.health.reason).toMatch(/no judge worker's sandbox can start .*bwrap/);
    await expect(client.judge(threeTests)).rejects.toThrow(HostFaultError);
    expect(worker.stats()).toMatchObject({ judged: 0, faults: 0 });
    await waitFor(async () => (await admin.xLen(q.keys.jobs)) === 0);
  });

  test('a worker whose sandbox fails for a while takes no job meanwhile, says so, and judges it right once a sandbox starts again', async () => {
    const q = queue();
    const faults = new SandboxFaults();
    const flaky = await startJudge({ faults });
    cleanups.push(() => flaky.close());
    const worker = await q.worker(flaky);
    const client = await q.client();
    expect(client.health.ok).toBe(true);
    const expected = verdictOf(await local.judge(threeTests));
    // The worker's judge meets the fault on a job of its own and goes unhealthy.
    faults.failFor(3000);
    await expect(flaky.judge(threeTests)).rejects.toThrow(/Creating new namespace failed/);
    expect(flaky.health.ok).toBe(false);
    await waitFor(() => !client.health.ok);
    expect(client.health.reason).toMatch(/no judge worker's sandbox can start .*Creating new namespace failed/);
    const reported: TestResult[] = [];
    const result = await client.judge(threeTests, (test) => reported.push(test));
    // Taken only once the sandbox started again: judged as the local judge judges it, no fault answered.
    expect(verdictOf(result)).toEqual(expected);
    expect(reported.map((t) => t.statusId).sort()).toEqual([3, 3, 4]);
    expect(flaky.health.ok).toBe(true);
    // A worker counts a job once it is acknowledged, just after the client has its result.
    await waitFor(() => worker.stats().judged === 1);
    expect(worker.stats().faults).toBe(0);
    expect(client.health.ok).toBe(true);
  }, 60_000);

  test("a job its worker's host fails is answered as a fault: the client's call fails unjudged, with the reason, and no verdict", async () => {
    const q = queue();
    const failing: Judge = {
      health: { ok: true },
      close: async () => undefined,
      judge: () => Promise.reject(new HostFaultError('the sandbox cannot start: bwrap: Creating new namespace failed')),
    };
    const worker = await q.worker(failing);
    const client = await q.client();
    const failed = await client.judge(threeTests).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(HostFaultError);
    expect((failed as Error).message).toMatch(/could not judge this job: the sandbox cannot start: bwrap/);
    await waitFor(() => worker.stats().faults === 1);
    expect(worker.stats().judged).toBe(0);
    await waitFor(async () => (await admin.xLen(q.keys.jobs)) === 0);
  });

  test('a malformed job is answered Internal Error rather than left to block the queue', async () => {
    const q = queue();
    const worker = await q.worker();
    await admin.xAdd(q.keys.jobs, '*', { job: 'garbled', request: '{"language":' });
    const reply = (await admin.xRead({ key: q.keys.reply('garbled'), id: '0' }, { BLOCK: 5000 })) ?? [];
    expect(JSON.stringify(reply)).toContain('the judge could not read this job');
    await waitFor(() => worker.stats().judged === 1);
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
