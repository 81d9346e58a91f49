import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore } from '@forge/events';
import { startRedisServer } from '@forge/testing';
import { sampleProblem } from '@forge/domain/testing';
import { openRedisReadModelStore } from '@forge/projections';
import { allProjections, decodeEvent } from '@forge/domain';
import { ProjectionRunner } from '@forge/events';
import { sharedJudge, signIn, startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { startJudgeWorkerRole } from '../judging/judgeWorkerRole';
import { listenWithSockets, registeredCookie, type LiveServer } from '../testing/liveServer';

/** Right on each of its many cases after half a second's wait: a submission that stays pending for seconds. */
const slowButRight =
  'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(" ").map(Number);\n' +
  'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);\nconsole.log(a + b);\n';
const hiddenTestCases = Array.from({ length: 20 }, (_, i) => ({ input: `${i} 1\n`, output: `${i + 1}\n` }));

/** A submit on a connection of its own (no keep-alive pool): the status it was answered with. */
function submitAlone(base: string, cookie: string, problemId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ code: slowButRight, language: 'javascript' });
    const req = httpRequest(
      `${base}/api/submission/submit/${problemId}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function requestedBy(replica: TestPlatform): Promise<string[]> {
  return (await replica.platform.deps.store.readAll())
    .filter((e) => e.type === 'SubmissionRequested')
    .map((e) => (e.data as { userId: string }).userId);
}

const tally = (statuses: readonly number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

async function createProblem(replica: TestPlatform): Promise<string> {
  const admin = await signIn(replica);
  const res = await admin
    .post('/api/problem/create')
    .send(sampleProblem({ title: `Slow sums ${Date.now()}`, hiddenTestCases }))
    .expect(201);
  return res.body.problem._id as string;
}

/** 30 submits released at the same moment, spread over the servers in turn. */
function releaseAtOnce(servers: readonly LiveServer[], cookies: readonly string[], problemId: string): Promise<number[]> {
  return Promise.all(cookies.map((cookie, i) => submitAlone(servers[i % servers.length]!.base, cookie, problemId)));
}

const userIdOf = async (base: string, cookie: string) =>
  ((await (await fetch(`${base}/api/user/check`, { headers: { cookie } })).json()) as { user: { _id: string } }).user._id;

interface Scenario {
  readonly servers: readonly LiveServer[];
  readonly replica: TestPlatform;
  close(): Promise<void>;
}

/** One embedded server, judging one submission at a time (each for seconds). */
async function embedded(env: Record<string, string>): Promise<Scenario> {
  const replica = await startTestPlatform({ SUBMIT_WAIT_SECONDS: '1', JUDGE_CONCURRENCY: '1', ...env });
  const server = await listenWithSockets(replica);
  return {
    servers: [server],
    replica,
    async close() {
      await server.close();
      await replica.close();
    },
  };
}

/** Two API replicas sharing a log and Redis, with a projections runner; the judge worker stops once the problem is made, so whatever is admitted stays pending. */
async function twoReplicas(env: Record<string, string>): Promise<Scenario & { problemId: string }> {
  const redis = await startRedisServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'forge-admission-'));
  const shared = { REDIS_URL: redis.url, RUN_PROJECTIONS: 'false', JUDGE_WORKERS: 'redis', SUBMIT_WAIT_SECONDS: '1', ...env };
  const replicas = [
    await startTestPlatform(shared, { judge: undefined }, dataDir),
    await startTestPlatform(shared, { judge: undefined }, dataDir),
  ];
  const servers = await Promise.all(replicas.map((r) => listenWithSockets(r, { redisUrl: redis.url })));
  const store = openEventStore({ dataDir });
  const readModels = openRedisReadModelStore(redis.url);
  const runner = new ProjectionRunner(store, readModels, allProjections, { decode: decodeEvent });
  await runner.start();
  const worker = await startJudgeWorkerRole({
    redisUrl: redis.url,
    store,
    judge: await sharedJudge(),
    worker: 'worker-1',
    concurrency: 1,
    maxAttempts: 3,
    reclaimIdleMs: 30_000,
    heartbeatMs: 1000,
    log: () => undefined,
  });
  const problemId = await createProblem(replicas[0]!);
  await worker.stop();
  return {
    servers,
    replica: replicas[0]!,
    problemId,
    async close() {
      for (const s of servers) await s.close();
      for (const r of replicas) await r.platform.close();
      await runner.stop();
      await readModels.close();
      await store.close();
      await redis.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const scenarios = [
  [
    'one server (embedded)',
    async (env: Record<string, string>) => {
      const scenario = await embedded(env);
      return { ...scenario, problemId: await createProblem(scenario.replica) };
    },
  ],
  ['two API replicas sharing Redis', twoReplicas],
] as const;

describe.each(scenarios)('admission to the judge, 30 submits released at once: %s', (_, start) => {
  it("admits exactly a user's allowance and appends nothing for the rest", async () => {
    const scenario = await start({});
    try {
      const { servers, replica, problemId } = scenario;
      const cookie = await registeredCookie(servers[0]!.base, 'Flooder');
      const before = (await requestedBy(replica)).length;
      const statuses = await releaseAtOnce(servers, Array<string>(30).fill(cookie), problemId);
      expect(tally(statuses)).toEqual({ 202: 3, 429: 27 });
      const userId = await userIdOf(servers.at(-1)!.base, cookie);
      expect((await requestedBy(replica)).filter((u) => u === userId)).toHaveLength(3);
      expect((await requestedBy(replica)).length - before).toBe(3);
    } finally {
      await scenario.close();
    }
  }, 120_000);

  it('admits exactly the capacity among 30 users and appends nothing for the rest', async () => {
    const scenario = await start({ JUDGE_QUEUE_CAPACITY: '5' });
    try {
      const { servers, replica, problemId } = scenario;
      const cookies = await Promise.all(
        Array.from({ length: 30 }, (_, i) => registeredCookie(servers[i % servers.length]!.base, `Crowd${i}`)),
      );
      const statuses = await releaseAtOnce(servers, cookies, problemId);
      expect(tally(statuses)).toEqual({ 202: 5, 503: 25 });
      expect(await requestedBy(replica)).toHaveLength(5);
    } finally {
      await scenario.close();
    }
  }, 120_000);
});
