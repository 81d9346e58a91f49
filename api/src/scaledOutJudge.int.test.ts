import { streams } from '@forge/domain';
import { type RedisServer, startRedisServer } from '@forge/testing';
import { sampleProblem } from '@forge/domain/testing';
import { createClient } from 'redis';
import { startJudgeWorker, type JudgeWorker } from '@forge/judge';
import { connectSocket, listenWithSockets, type LiveServer } from './testing/liveServer';
import {
  appendPendingSubmission,
  registerLearner,
  sharedJudge,
  signIn,
  startTestPlatform,
  type TestPlatform,
} from './testing/testPlatform';
import { JUDGE_DONE, JUDGE_PROGRESS, type JudgeDonePayload, type JudgeProgressPayload } from '@forge/contracts';

/**
 * JUDGE_WORKERS=redis, as docker-compose.yml deploys it: the API replica queues jobs in Redis,
 * a judge worker (with its own sandbox) judges them, and the replica relays progress and verdict.
 */
describe('scaled out: judging by workers behind Redis', () => {
  let redis: RedisServer;
  let test: TestPlatform;
  let worker: JudgeWorker;
  let live: LiveServer;

  beforeAll(async () => {
    redis = await startRedisServer();
    // judge: undefined, so the platform builds its judge from the configuration instead of the shared local one.
    test = await startTestPlatform({ REDIS_URL: redis.url, JUDGE_WORKERS: 'redis' }, { judge: undefined });
    worker = await startJudgeWorker({ redisUrl: redis.url, judge: await sharedJudge(), concurrency: 2, log: () => undefined });
    live = await listenWithSockets(test, { redisUrl: redis.url });
  });

  afterAll(async () => {
    await live.close();
    await worker.stop();
    await test.close();
    await redis.stop();
  });

  it("judges a submission on a worker and brings each test's progress and the verdict to the user", async () => {
    const problemId = (
      await (
        await signIn(test)
      )
        .post('/api/problem/create')
        .send(sampleProblem({ title: 'Queued' }))
        .expect(201)
    ).body.problem._id as string;
    const register = await fetch(`${live.base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Remote', emailId: `remote-${Date.now()}@forge.test`, password: 'remote-password' }),
    });
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
    const socket = await connectSocket(live.base, cookie);
    const progress: JudgeProgressPayload[] = [];
    socket.on(JUDGE_PROGRESS, (payload) => progress.push(payload));
    const done = new Promise<JudgeDonePayload>((resolve) => socket.on(JUDGE_DONE, resolve));

    const code = sampleProblem().referenceSolution.find((r) => r.language === 'JavaScript')!.completeCode;
    const res = await fetch(`${live.base}/api/submission/submit/${problemId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code, language: 'javascript', requestId: 'via-worker' }),
    });
    expect(res.status).toBe(200);
    const { submissionId, ...verdict } = (await res.json()) as { submissionId: string } & Record<string, unknown>;
    expect(verdict).toMatchObject({ accepted: true, passedTestCases: 2, totalTestCases: 2, error: null });
    expect(await done).toEqual({ requestId: 'via-worker', kind: 'submit', problemId, submissionId, result: verdict });
    expect(progress.map((p) => p.index).sort()).toEqual([0, 1]);
    for (const p of progress) expect(p).toMatchObject({ requestId: 'via-worker', kind: 'submit', submissionId, total: 2, status_id: 3 });
    socket.close();

    // The worker judged it (the API has no sandbox of its own here), and the verdict is recorded.
    expect(worker.stats().judged + worker.stats().running).toBeGreaterThanOrEqual(1);
    expect('workers' in test.platform.deps.judge).toBe(true);
    const mine = await fetch(`${live.base}/api/problem/submittedProblem/${problemId}`, { headers: { cookie } });
    expect(JSON.stringify(await mine.json())).toContain('accepted');
  }, 60_000);
});

describe('scaled out: recovery while no judge worker is alive', () => {
  it('keeps a submission left pending (not queued, not failed) until a worker arrives, then judges it', async () => {
    const redis = await startRedisServer();
    const admin = createClient({ url: redis.url, RESP: 2 });
    admin.on('error', () => undefined);
    await admin.connect();
    let test = await startTestPlatform({ REDIS_URL: redis.url, JUDGE_WORKERS: 'redis' }, { judge: undefined, resumePollMs: 200 });
    let worker: JudgeWorker | undefined;
    try {
      // Creating a problem proves its reference solutions, which takes a worker; it then leaves.
      const startWorker = async () =>
        startJudgeWorker({ redisUrl: redis.url, judge: await sharedJudge(), concurrency: 1, log: () => undefined });
      worker = await startWorker();
      const problem = sampleProblem({ title: 'Waits for a worker' });
      const problemId = (await (await signIn(test)).post('/api/problem/create').send(problem).expect(201)).body.problem._id as string;
      await worker.stop();
      worker = undefined;
      const { user } = await registerLearner(test);
      const submissionId = `left-pending-${Date.now()}`;
      const code = problem.referenceSolution.find((r) => r.language === 'JavaScript')!.completeCode;
      await appendPendingSubmission(test, { submissionId, userId: user._id, problemId, code: code, testCasesTotal: 2 });
      const history = async () => (await test.platform.deps.store.readStream(streams.submission(submissionId))).map((e) => e.type);

      test = await test.restart();
      await new Promise((r) => setTimeout(r, 1500));
      expect(test.platform.deps.judge.health.ok).toBe(false);
      expect(await history()).toEqual(['SubmissionRequested']);
      // Not even queued: a queued job with no worker would end as Internal Error.
      expect(await admin.xLen('judge:jobs')).toBe(0);

      worker = await startWorker();
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !(await history()).includes('SubmissionJudged')) await new Promise((r) => setTimeout(r, 100));
      const events = await test.platform.deps.store.readStream(streams.submission(submissionId));
      expect(events.map((e) => e.type)).toEqual(['SubmissionRequested', 'SubmissionJudged']);
      expect(events[1]!.data).toMatchObject({ status: 'accepted', testCasesPassed: 2 });
    } finally {
      await worker?.stop();
      await test.close();
      admin.destroy();
      await redis.stop();
    }
  }, 60_000);
});
