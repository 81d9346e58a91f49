import { openEventStore, type EventStore } from '@forge/events';
import { streams } from '@forge/domain';
import { type RedisServer, startRedisServer } from '@forge/testing';
import { sampleProblem } from '@forge/domain/testing';
import { connectSocket, listenWithSockets, registeredCookie, type LiveServer } from './testing/liveServer';
import { createProblemAsAdmin, registerLearner, startTestPlatform, type TestPlatform } from './testing/testPlatform';
import type { JudgeWorkerRole } from './judging/judgeWorkerRole';
import { startTestWorker } from './testing/scaledOut';
import { JUDGE_DONE, JUDGE_PROGRESS, type JudgeDonePayload, type JudgeProgressPayload, type SubmissionState } from '@forge/contracts';

/** A judge worker in this process, with a log handle of its own on the platform's data dir (as a worker process has). */
async function startWorker(redisUrl: string, dataDir: string, worker: string): Promise<{ role: JudgeWorkerRole; stop(): Promise<void> }> {
  const store: EventStore = openEventStore({ dataDir });
  const role = await startTestWorker({ redisUrl, store, worker });
  return {
    role,
    async stop() {
      await role.stop();
      await store.close();
    },
  };
}

const acceptedCode = sampleProblem().referenceSolution.find((r) => r.language === 'JavaScript')!.completeCode;

/**
 * JUDGE_WORKERS=redis, as docker-compose.yml deploys it: the API replica records the request,
 * a judge worker (with its own sandbox) takes it from the log through Redis and records its
 * judging in the log, and the replica relays what it reads there.
 */
describe('scaled out: judging by workers behind Redis', () => {
  let redis: RedisServer;
  let test: TestPlatform;
  let worker: Awaited<ReturnType<typeof startWorker>>;
  let live: LiveServer;

  beforeAll(async () => {
    redis = await startRedisServer();
    // judge: undefined, so the platform builds its judge from the configuration instead of the shared local one.
    test = await startTestPlatform({ REDIS_URL: redis.url, JUDGE_WORKERS: 'redis' }, { judge: undefined });
    worker = await startWorker(redis.url, test.dataDir, 'worker-a');
    live = await listenWithSockets(test, { redisUrl: redis.url });
  });

  afterAll(async () => {
    await live.close();
    await worker.stop();
    await test.close();
    await redis.stop();
  });

  it("judges a submission on a worker, records each case and the verdict in the log, and brings them to the user's socket", async () => {
    const problemId = await createProblemAsAdmin(test, sampleProblem({ title: 'Queued' }));
    const cookie = await registeredCookie(live.base, 'Remote');
    const socket = await connectSocket(live.base, cookie);
    const progress: JudgeProgressPayload[] = [];
    socket.on(JUDGE_PROGRESS, (payload) => progress.push(payload));
    const done = new Promise<JudgeDonePayload>((resolve) => socket.on(JUDGE_DONE, resolve));

    const res = await fetch(`${live.base}/api/submission/submit/${problemId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code: acceptedCode, language: 'javascript', requestId: 'via-worker' }),
    });
    expect(res.status).toBe(200);
    const { submissionId, ...verdict } = (await res.json()) as { submissionId: string } & Record<string, unknown>;
    expect(verdict).toMatchObject({ accepted: true, passedTestCases: 2, totalTestCases: 2, error: null, failure: null });
    expect(await done).toEqual({ requestId: 'via-worker', kind: 'submit', problemId, submissionId, result: verdict });
    expect(progress.map((p) => p.index).sort()).toEqual([0, 1]);
    for (const p of progress) expect(p).toMatchObject({ requestId: 'via-worker', kind: 'submit', submissionId, total: 2, statusId: 3 });
    socket.close();

    // The worker judged it (the API has no sandbox of its own here), and said so in the log.
    const events = await test.platform.deps.store.readStream(streams.submission(submissionId));
    expect(events.map((e) => e.type)).toEqual([
      'SubmissionRequested',
      'SubmissionJudgingStarted',
      'SubmissionCaseJudged',
      'SubmissionCaseJudged',
      'SubmissionJudged',
    ]);
    expect(events[1]!.data).toMatchObject({ worker: 'worker-a', attempt: 1 });
    expect('workers' in test.platform.deps.judge).toBe(true);
    const mine = await fetch(`${live.base}/api/problem/submittedProblem/${problemId}`, { headers: { cookie } });
    expect(JSON.stringify(await mine.json())).toContain('accepted');
  }, 60_000);

  it("runs a learner's own inputs on a worker: the reference computes the expected output there too", async () => {
    const problemId = await createProblemAsAdmin(test, sampleProblem({ title: 'Custom on a worker' }));
    const { agent } = await registerLearner(test);
    const wrong =
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a < 100 ? a + b : 0);\n";
    const res = await agent
      .post(`/api/submission/run/${problemId}`)
      .send({ code: wrong, language: 'javascript', customTestCases: [{ input: '4 5\n' }, { input: '100 1\n' }] })
      .expect(200);
    expect(res.body.customTestCases).toEqual([
      { stdin: '4 5\n', expected_output: '9\n', stdout: '9\n', stderr: '', status_id: 3, note: null },
      { stdin: '100 1\n', expected_output: '101\n', stdout: '0\n', stderr: '', status_id: 4, note: null },
    ]);
    expect(res.body.error).toBe('Wrong Answer on custom case 2');
  }, 60_000);
});

describe('scaled out: a submission while no judge worker is alive', () => {
  it('is recorded and stays pending (not failed) until a worker arrives, then is judged; its owner follows it meanwhile', async () => {
    const redis = await startRedisServer();
    // The submit call waits one second for its verdict, then answers that judging goes on.
    const test = await startTestPlatform({ REDIS_URL: redis.url, JUDGE_WORKERS: 'redis', SUBMIT_WAIT_SECONDS: '1' }, { judge: undefined });
    let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
    try {
      // Creating a problem proves its reference solutions, which takes a worker; it then leaves.
      worker = await startWorker(redis.url, test.dataDir, 'worker-early');
      const problemId = await createProblemAsAdmin(test, sampleProblem({ title: 'Waits' }));
      await worker.stop();
      worker = undefined;

      const { agent } = await registerLearner(test);
      const answer = await agent.post(`/api/submission/submit/${problemId}`).send({ code: acceptedCode, language: 'javascript' });
      expect(answer.status).toBe(202);
      const { submissionId } = answer.body as { submissionId: string };
      expect(answer.body).toEqual({
        submissionId,
        status: 'pending',
        message: `Your submission is recorded and still being judged; follow it at /api/submission/${submissionId}`,
      });
      const pending = (await agent.get(`/api/submission/${submissionId}`).expect(200)).body as SubmissionState;
      expect(pending).toMatchObject({ submissionId, problemId, status: 'pending', attempts: 0, cases: [], result: null, judgedAt: null });
      const types = async () => (await test.platform.deps.store.readStream(streams.submission(submissionId))).map((e) => e.type);
      expect(await types()).toEqual(['SubmissionRequested']);

      worker = await startWorker(redis.url, test.dataDir, 'worker-late');
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !(await types()).includes('SubmissionJudged')) await new Promise((r) => setTimeout(r, 100));
      const judged = (await agent.get(`/api/submission/${submissionId}`).expect(200)).body as SubmissionState;
      expect(judged).toMatchObject({ status: 'accepted', attempts: 1, result: { accepted: true, passedTestCases: 2, totalTestCases: 2 } });
      expect(judged.cases.map((c) => c.index).sort()).toEqual([0, 1]);
    } finally {
      await worker?.stop();
      await test.close();
      await redis.stop();
    }
  }, 60_000);
});
