import { request as httpRequest } from 'node:http';
import { sampleProblem } from '@forge/domain/testing';
import { createProblemAsAdmin, startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { startScaledOut } from '../testing/scaledOut';
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

const createProblem = (replica: TestPlatform) =>
  createProblemAsAdmin(replica, sampleProblem({ title: `Slow sums ${Date.now()}`, hiddenTestCases }));

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
  const scaled = await startScaledOut({ SUBMIT_WAIT_SECONDS: '1', ...env }, { concurrency: 1 });
  const { redis, replicas } = scaled;
  const servers = await Promise.all(replicas.map((r) => listenWithSockets(r, { redisUrl: redis.url })));
  const problemId = await createProblem(replicas[0]);
  await scaled.stopWorker();
  return {
    servers,
    replica: replicas[0],
    problemId,
    async close() {
      for (const s of servers) await s.close();
      await scaled.close();
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
