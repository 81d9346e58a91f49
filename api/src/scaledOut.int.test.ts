import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore } from '@forge/events';
import { type RedisServer, startRedisServer } from '@forge/testing';
import { sampleProblem } from '@forge/domain/testing';
import { openRedisReadModelStore } from '@forge/projections';
import { allProjections, decodeEvent } from '@forge/domain';
import { ProjectionRunner } from '@forge/events';
import { sharedJudge, signIn, startTestPlatform, TEST_ADMIN, type TestPlatform } from './testing/testPlatform';
import { connectSocket, listenWithSockets, type LiveServer } from './testing/liveServer';
import { startJudgeWorkerRole } from './judging/judgeWorkerRole';
import { JUDGE_DONE, JUDGE_PROGRESS, type JudgeDonePayload, type JudgeProgressPayload } from '@forge/contracts';

/**
 * Two API replicas with RUN_PROJECTIONS=false, sharing one log and one Redis, with the read
 * models kept by a separate projections runner and the judging done by a judge worker: what
 * docker-compose.yml deploys.
 */
describe('scaled out: API replicas over Redis', () => {
  let redis: RedisServer;
  let dataDir: string;
  let replicas: TestPlatform[];
  let stopProjections: () => Promise<void>;

  beforeAll(async () => {
    redis = await startRedisServer();
    dataDir = mkdtempSync(join(tmpdir(), 'forge-scaled-'));
    const env = { REDIS_URL: redis.url, RUN_PROJECTIONS: 'false', JUDGE_WORKERS: 'redis' };
    // judge: undefined, so the replicas judge through the worker, as configured.
    replicas = [await startTestPlatform(env, { judge: undefined }, dataDir), await startTestPlatform(env, { judge: undefined }, dataDir)];

    const store = openEventStore({ dataDir });
    const readModels = openRedisReadModelStore(redis.url);
    const runner = new ProjectionRunner(store, readModels, allProjections, { decode: decodeEvent });
    await runner.start();
    const worker = await startJudgeWorkerRole({
      redisUrl: redis.url,
      store,
      judge: await sharedJudge(),
      worker: 'worker-1',
      concurrency: 2,
      maxAttempts: 3,
      reclaimIdleMs: 30_000,
      heartbeatMs: 1000,
      log: () => undefined,
    });
    stopProjections = async () => {
      await worker.stop();
      await runner.stop();
      await readModels.close();
      await store.close();
    };
  });

  afterAll(async () => {
    await stopProjections();
    for (const r of replicas) await r.platform.close();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a session signed in on every replica and signs it out everywhere', async () => {
    const [a, b] = replicas as [TestPlatform, TestPlatform];
    const login = await a.agent().post('/api/user/login').send(TEST_ADMIN).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    await b.agent().get('/api/user/check').set('Cookie', cookie).expect(200);
    await b.agent().post('/api/user/logout').set('Cookie', cookie).expect(200);
    await a.agent().get('/api/user/check').set('Cookie', cookie).expect(401);
  });

  it('shows a problem created through one replica on the other as soon as the call returns', async () => {
    const [a, b] = replicas as [TestPlatform, TestPlatform];
    const created = await (
      await signIn(a)
    )
      .post('/api/problem/create')
      .send(sampleProblem({ title: 'Shared' }))
      .expect(201);
    const list = await (await signIn(b)).get('/api/problem/getAllProblem').expect(200);
    expect(list.body.map((p: { _id: string }) => p._id)).toContain(created.body.problem._id);
  });

  it("delivers a run's verdict, answered through one replica, to the user's socket on another", async () => {
    const admin = await signIn(replicas[0]!);
    const problemId = (
      await admin
        .post('/api/problem/create')
        .send(sampleProblem({ title: 'Live' }))
        .expect(201)
    ).body.problem._id as string;
    const servers: LiveServer[] = [];
    try {
      for (const r of replicas) servers.push(await listenWithSockets(r, { redisUrl: redis.url }));
      const bases = servers.map((live) => live.base);
      const login = await fetch(`${bases[0]}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const socket = await connectSocket(bases[1]!, cookie);
      const done = new Promise<{ requestId: string }>((resolve) => socket.on(JUDGE_DONE, resolve));
      const code = sampleProblem().referenceSolution.find((r) => r.language === 'JavaScript')!.completeCode;
      const run = await fetch(`${bases[0]}/api/submission/run/${problemId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ code, language: 'javascript', requestId: 'across' }),
      });
      expect(run.status).toBe(200);
      expect((await done).requestId).toBe('across');
      socket.close();
    } finally {
      for (const live of servers) await live.close();
    }
  }, 60_000);

  it("brings a submission's progress and verdict, recorded by the worker, to the user's socket on the other replica", async () => {
    const admin = await signIn(replicas[0]!);
    const problemId = (
      await admin
        .post('/api/problem/create')
        .send(sampleProblem({ title: 'Followed' }))
        .expect(201)
    ).body.problem._id as string;
    const servers: LiveServer[] = [];
    try {
      for (const r of replicas) servers.push(await listenWithSockets(r, { redisUrl: redis.url }));
      const login = await fetch(`${servers[0]!.base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      // The socket is on replica B; the submission goes through replica A.
      const socket = await connectSocket(servers[1]!.base, cookie);
      const progress: JudgeProgressPayload[] = [];
      socket.on(JUDGE_PROGRESS, (p: JudgeProgressPayload) => progress.push(p));
      const done = new Promise<JudgeDonePayload>((resolve) => socket.on(JUDGE_DONE, resolve));
      const code = sampleProblem().referenceSolution.find((r) => r.language === 'JavaScript')!.completeCode;
      const res = await fetch(`${servers[0]!.base}/api/submission/submit/${problemId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ code, language: 'javascript', requestId: 'elsewhere' }),
      });
      const { submissionId, ...result } = (await res.json()) as { submissionId: string } & Record<string, unknown>;
      expect(result).toMatchObject({ accepted: true, passedTestCases: 2 });
      // Replica B read it in the log: it cannot know the client's requestId, which replica A kept.
      expect(await done).toEqual({ requestId: null, kind: 'submit', problemId, submissionId, result });
      expect(progress.map((p) => p.index).sort()).toEqual([0, 1]);
      socket.close();
    } finally {
      for (const live of servers) await live.close();
    }
  }, 60_000);

  it('counts failed logins across replicas', async () => {
    const [a, b] = replicas as [TestPlatform, TestPlatform];
    await a
      .agent()
      .post('/api/user/register')
      .send({ firstName: 'Mallory', emailId: 'mallory@forge.test', password: 'right-password' })
      .expect(201);
    for (let i = 0; i < 10; i++) {
      await (i % 2 ? a : b).agent().post('/api/user/login').send({ emailId: 'mallory@forge.test', password: 'wrong-password' }).expect(401);
    }
    await a.agent().post('/api/user/login').send({ emailId: 'mallory@forge.test', password: 'right-password' }).expect(429);
    await b.agent().post('/api/user/login').send({ emailId: 'mallory@forge.test', password: 'right-password' }).expect(429);
  });
});
