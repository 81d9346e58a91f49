import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore, startRedisServer, type RedisServer } from '@forge/events';
import { allProjections, openRedisReadModelStore, ProjectionRunner } from '@forge/projections';
import { signIn, startTestPlatform, TEST_ADMIN, type TestPlatform } from './testing/testPlatform';
import { sampleProblem } from './testing/sampleProblem';

/**
 * Two API replicas with RUN_PROJECTIONS=false, sharing one log and one Redis, with the read
 * models kept by a separate projections runner: what docker-compose.yml deploys.
 */
describe('scaled out: API replicas over Redis', () => {
  let redis: RedisServer;
  let dataDir: string;
  let replicas: TestPlatform[];
  let stopProjections: () => Promise<void>;

  beforeAll(async () => {
    redis = await startRedisServer();
    dataDir = mkdtempSync(join(tmpdir(), 'forge-scaled-'));
    const env = { REDIS_URL: redis.url, RUN_PROJECTIONS: 'false' };
    replicas = [await startTestPlatform(env, {}, dataDir), await startTestPlatform(env, {}, dataDir)];

    const store = openEventStore({ dataDir });
    const readModels = openRedisReadModelStore(redis.url);
    const runner = new ProjectionRunner(store, readModels, allProjections);
    await runner.start();
    stopProjections = async () => {
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
    const created = await (await signIn(a)).post('/api/problem/create').send(sampleProblem({ title: 'Shared' })).expect(201);
    const list = await (await signIn(b)).get('/api/problem/getAllProblem').expect(200);
    expect(list.body.map((p: { _id: string }) => p._id)).toContain(created.body.problem._id);
  });

  it('counts failed logins across replicas', async () => {
    const [a, b] = replicas as [TestPlatform, TestPlatform];
    await a.agent().post('/api/user/register').send({ firstName: 'Mallory', emailId: 'mallory@forge.test', password: 'right-password' }).expect(201);
    for (let i = 0; i < 10; i++) {
      await (i % 2 ? a : b).agent().post('/api/user/login').send({ emailId: 'mallory@forge.test', password: 'wrong-password' }).expect(401);
    }
    await a.agent().post('/api/user/login').send({ emailId: 'mallory@forge.test', password: 'right-password' }).expect(429);
    await b.agent().post('/api/user/login').send({ emailId: 'mallory@forge.test', password: 'right-password' }).expect(429);
  });
});
