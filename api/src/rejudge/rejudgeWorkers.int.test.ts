import { streams } from '@forge/domain';
import { startRedisServer, type RedisServer } from '@forge/testing';
import { startJudgeWorkerProcess, type JudgeWorkerProcess } from '../testing/judgeWorkerProcess';
import { registerLearner, signIn, startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { reportWhenDone, solve, sums, withLargeCase } from './rejudgeTestKit';

/**
 * Scaled out, the judge workers do the rejudges: every worker feeds them from the log into Redis
 * and one takes each. A worker killed mid-rejudge leaves it to another, which goes on from what
 * the rejudge's stream recorded.
 */
let redisServer: RedisServer;
let test: TestPlatform;
const workers: JudgeWorkerProcess[] = [];
const startWorker = async () => {
  const worker = await startJudgeWorkerProcess({
    REDIS_URL: redisServer.url,
    DATA_DIR: test.dataDir,
    JUDGE_CONCURRENCY: '2',
    // A held rejudge is taken over 1.5 s after its worker stops renewing the hold.
    JUDGE_RECLAIM_IDLE_MS: '1500',
    JUDGE_HEARTBEAT_MS: '300',
  });
  workers.push(worker);
  return worker;
};

beforeAll(async () => {
  redisServer = await startRedisServer();
  test = await startTestPlatform({ REDIS_URL: redisServer.url, JUDGE_WORKERS: 'redis' }, { judge: undefined });
}, 120_000);

afterAll(async () => {
  await Promise.all(workers.splice(0).map((w) => w.kill()));
  await test.close();
  await redisServer.stop();
});

/** Sleeps a second on every case (no CPU used), so judging one submission takes seconds; 32-bit sums. */
const slowWithInt =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n" +
  'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);\nconsole.log((a + b) | 0);\n';

async function rejudged(rejudgeId: string): Promise<string[]> {
  const events = await test.platform.deps.store.readStream(streams.rejudge(rejudgeId));
  return events.filter((e) => e.type === 'SubmissionRejudged').map((e) => (e.data as { submissionId: string }).submissionId);
}

describe('rejudges on the judge workers', () => {
  it('are taken over from a worker killed mid-rejudge, each submission recorded once', async () => {
    const first = await startWorker();
    const admin = await signIn(test);
    const problem = sums();
    const problemId: string = (await admin.post('/api/problem/create').send(problem).expect(201)).body.problem._id;
    const submissions = [
      await solve((await registerLearner(test)).agent, problemId, 'javascript', slowWithInt),
      await solve((await registerLearner(test)).agent, problemId, 'javascript', slowWithInt),
    ];
    await admin.put(`/api/problem/update/${problemId}`).send(withLargeCase(problem)).expect(200);

    const { rejudgeId } = (await admin.post(`/api/admin/problem/${problemId}/rejudge`).expect(202)).body as { rejudgeId: string };
    const deadline = Date.now() + 90_000;
    while ((await rejudged(rejudgeId)).length === 0) {
      if (Date.now() > deadline) throw new Error('no submission was rejudged');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The other submission takes five seconds of sleep to judge: the worker dies in the middle of it.
    await first.kill();
    expect(await rejudged(rejudgeId)).toHaveLength(1);
    await startWorker();

    const report = await reportWhenDone(admin, problemId);
    expect(report).toMatchObject({ rejudgeId, status: 'done', total: 2, judged: 2, stillAccepted: 0 });
    expect(report.nowFailing).toEqual([{ language: 'javascript', count: 2, submissions: expect.any(Array) }]);
    expect(report.nowFailing[0]!.submissions.map((s) => s._id).sort()).toEqual([...submissions].sort());
    expect((await rejudged(rejudgeId)).sort()).toEqual([...submissions].sort());
  }, 180_000);
});
