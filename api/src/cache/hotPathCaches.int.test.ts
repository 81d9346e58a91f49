import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handleCommand, openEventStore } from '@forge/events';
import { streams, userDecider, decodeEvent, allProjections } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { openRedisReadModelStore } from '@forge/projections';
import { ProjectionRunner } from '@forge/events';
import { type RedisServer, startRedisServer } from '@forge/testing';
import { bootstrapAdmin } from '../account/bootstrapAdmin';
import { registerLearner, signIn, startTestPlatform, TEST_ADMIN, useTestPlatform, type TestPlatform } from '../testing/testPlatform';

/**
 * The caches in front of the sessions, the accounts' streams and the read models
 * (hotPathCaches.ts) must never show a signed-in request something this process has already
 * changed, and must show another replica's changes within a bounded wait. Each test reads first,
 * so that what it then changes is in the caches.
 */

const cookieOf = (res: { headers: Record<string, unknown> }) => (res.headers['set-cookie'] as string[])[0]!.split(';')[0]!;
const titles = (body: { title: string }[]) => body.map((p) => p.title);

/** Asks until `check` holds, for at most 10 s: another replica's change arrives within a bounded wait, not at once. */
async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('caches on the hot path, in one process', () => {
  const test = useTestPlatform();

  it('refuses a session cookie at once after its logout', async () => {
    const { emailId, password } = await registerLearner(test);
    const cookie = cookieOf(await test.agent().post('/api/user/login').send({ emailId, password }).expect(200));
    await test.agent().get('/api/user/check').set('Cookie', cookie).expect(200);
    await test.agent().get('/api/problem/getAllProblem').set('Cookie', cookie).expect(200);
    await test.agent().post('/api/user/logout').set('Cookie', cookie).expect(200);
    await test.agent().get('/api/user/check').set('Cookie', cookie).expect(401);
    await test.agent().get('/api/problem/getAllProblem').set('Cookie', cookie).expect(401);
  });

  it('refuses every session of an account at once when its role and password change', async () => {
    const { agent, emailId, user } = await registerLearner(test);
    const other = test.agent();
    await other.post('/api/user/login').send({ emailId, password: 'learner-password' }).expect(200);
    await agent.get('/api/user/check').expect(200);
    await other.get('/api/user/check').expect(200);
    const outcome = await bootstrapAdmin(
      test.platform.deps.store,
      { email: emailId, password: 'a-new-admin-password', firstName: 'Promoted', promoteExisting: true },
      { ...test.platform.deps, log: () => undefined },
    );
    expect(outcome).toBe('updated');
    await agent.get('/api/user/check').expect(401);
    await other.get('/api/user/check').expect(401);
    const admin = test.agent();
    await admin.post('/api/user/login').send({ emailId, password: 'a-new-admin-password' }).expect(200);
    expect((await admin.get('/api/user/check').expect(200)).body.user).toMatchObject({ _id: user._id, role: 'admin' });
  });

  it('shows a change to an account at once, even one that ends no session', async () => {
    const { agent, user } = await registerLearner(test);
    expect((await agent.get('/api/user/check').expect(200)).body.user.role).toBe('user');
    await agent.post('/api/problem/create').send(sampleProblem()).expect(403);
    await handleCommand(test.platform.deps.store, streams.user(user._id), userDecider, {
      type: 'ChangeRole',
      data: { userId: user._id, role: 'admin', by: null, now: new Date().toISOString() },
    });
    expect((await agent.get('/api/user/check').expect(200)).body.user.role).toBe('admin');
    await agent
      .post('/api/problem/create')
      .send(sampleProblem({ title: 'By the new admin' }))
      .expect(201);
  });

  it('lists a problem as soon as its creation returns, and its changes and its deletion likewise', async () => {
    const admin = await signIn(test);
    const { agent: learner } = await registerLearner(test);
    const before = titles((await learner.get('/api/problem/getAllProblem').expect(200)).body);
    expect(before).not.toContain('Fresh');

    const created = await admin
      .post('/api/problem/create')
      .send(sampleProblem({ title: 'Fresh' }))
      .expect(201);
    const id = created.body.problem._id as string;
    expect(titles((await learner.get('/api/problem/getAllProblem').expect(200)).body)).toContain('Fresh');

    await admin
      .put(`/api/problem/update/${id}`)
      .send(sampleProblem({ title: 'Renamed' }))
      .expect(200);
    const renamed = titles((await learner.get('/api/problem/getAllProblem').expect(200)).body);
    expect(renamed).toContain('Renamed');
    expect(renamed).not.toContain('Fresh');

    await admin.delete(`/api/problem/delete/${id}`).expect(200);
    expect(titles((await learner.get('/api/problem/getAllProblem').expect(200)).body)).not.toContain('Renamed');
  });

  it("shows a learner's progress as soon as the verdict is in the read models", async () => {
    const admin = await signIn(test);
    const problemId = (await admin.post('/api/problem/create').send(sampleProblem()).expect(201)).body.problem._id as string;
    const { agent } = await registerLearner(test);
    expect((await agent.get('/api/user/check').expect(200)).body.user.problemSolved).toEqual([]);

    const code = "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n";
    const submitted = await agent.post(`/api/submission/submit/${problemId}`).send({ code, language: 'javascript' }).expect(200);
    expect(submitted.body.accepted).toBe(true);
    expect((await agent.get('/api/user/check').expect(200)).body.user.problemSolved).toEqual([problemId]);
  });
});

/** Two API replicas sharing one log and one Redis, the read models kept by a separate projections runner (docker-compose.yml). */
describe('caches on the hot path, scaled out', () => {
  let redis: RedisServer;
  let dataDir: string;
  let a: TestPlatform;
  let b: TestPlatform;
  let stopProjections: () => Promise<void>;

  beforeAll(async () => {
    redis = await startRedisServer();
    dataDir = mkdtempSync(join(tmpdir(), 'forge-cached-scaled-'));
    const env = { REDIS_URL: redis.url, RUN_PROJECTIONS: 'false', JUDGE_WORKERS: 'redis' };
    // A never polls the checkpoints within a test: what it lists after its own write comes from waiting for that write alone.
    a = await startTestPlatform(env, { readModelPollMs: 3_600_000 }, dataDir);
    b = await startTestPlatform(env, {}, dataDir);
    const store = openEventStore({ dataDir });
    const readModels = openRedisReadModelStore(redis.url);
    const runner = new ProjectionRunner(store, readModels, allProjections, { decode: decodeEvent });
    await runner.start();
    stopProjections = async () => {
      await runner.stop();
      await readModels.close();
      await store.close();
    };
  });

  afterAll(async () => {
    await stopProjections();
    await a.platform.close();
    await b.platform.close();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a cookie on one replica soon after its logout on the other, and on the one that logged out at once', async () => {
    const login = await a.agent().post('/api/user/login').send(TEST_ADMIN).expect(200);
    const cookie = cookieOf(login);
    await a.agent().get('/api/user/check').set('Cookie', cookie).expect(200);
    await b.agent().get('/api/user/check').set('Cookie', cookie).expect(200);
    await a.agent().post('/api/user/logout').set('Cookie', cookie).expect(200);
    await a.agent().get('/api/user/check').set('Cookie', cookie).expect(401);
    await eventually('replica B refuses the cookie replica A logged out', async () => {
      const res = await b.agent().get('/api/user/check').set('Cookie', cookie);
      return res.status === 401;
    });
  });

  it('lists a problem created through one replica on that replica at once, and on the other soon after', async () => {
    const [adminA, adminB] = [await signIn(a), await signIn(b)];
    expect(titles((await adminA.get('/api/problem/getAllProblem').expect(200)).body)).not.toContain('Across');
    expect(titles((await adminB.get('/api/problem/getAllProblem').expect(200)).body)).not.toContain('Across');
    await adminA
      .post('/api/problem/create')
      .send(sampleProblem({ title: 'Across' }))
      .expect(201);
    expect(titles((await adminA.get('/api/problem/getAllProblem').expect(200)).body)).toContain('Across');
    await eventually('replica B lists the problem created through replica A', async () =>
      titles((await adminB.get('/api/problem/getAllProblem').expect(200)).body).includes('Across'),
    );
  });
});
