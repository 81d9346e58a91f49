import { streams } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { startRedisServer, type RedisServer } from '@forge/testing';
import { createClient } from 'redis';
import { startJudgeWorkerProcess, type JudgeWorkerProcess } from '../testing/judgeWorkerProcess';
import { createProblemAsAdmin, registerLearner, startTestPlatform, type TestPlatform } from '../testing/testPlatform';

/**
 * Judge workers as separate OS processes (`node api/dist/judgeWorker.js`) sharing the platform's
 * log and one Redis, killed outright mid-judging as a crash would: what a worker held is taken
 * over by another, or parked after too many attempts, and each submission has one verdict.
 */
let redisServer: RedisServer;
const redis = () => redisServer;
const CASES = 8;
const hiddenTestCases = Array.from({ length: CASES }, (_, i) => ({ input: `${i} 1\n`, output: `${i + 1}\n` }));
/** Right on every case, after sleeping a second (no CPU used): judging it takes seconds, time to kill its worker. */
const slow =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n" +
  'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);\nconsole.log(a + b);\n';
const fast = sampleProblem().referenceSolution.find((r) => r.language === 'JavaScript')!.completeCode;

let test: TestPlatform;
const workers: JudgeWorkerProcess[] = [];
const startWorker = async (env: Record<string, string> = {}) => {
  const worker = await startJudgeWorkerProcess({
    REDIS_URL: redis().url,
    DATA_DIR: test.dataDir,
    JUDGE_CONCURRENCY: '2',
    // A held submission is taken over 1.5 s after its worker stops renewing the hold.
    JUDGE_RECLAIM_IDLE_MS: '1500',
    JUDGE_HEARTBEAT_MS: '300',
    ...env,
  });
  workers.push(worker);
  return worker;
};
let problemId: string;

beforeAll(async () => {
  redisServer = await startRedisServer();
  test = await startTestPlatform({ REDIS_URL: redis().url, JUDGE_WORKERS: 'redis' }, { judge: undefined });
  // Proving the problem's reference solutions takes a worker.
  const prover = await startWorker();
  problemId = await createProblemAsAdmin(test, sampleProblem({ title: 'Eight sums', hiddenTestCases }));
  await prover.stop();
}, 120_000);

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.kill()));
});

afterAll(async () => {
  await test.close();
  await redisServer.stop();
});

const eventsOf = async (submissionId: string) => test.platform.deps.store.readStream(streams.submission(submissionId));
async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Submits without waiting for the answer; resolves to the submission's id once the log has it, and to the answer. */
async function submitInBackground(code: string) {
  const { agent } = await registerLearner(test);
  const before = new Set((await test.platform.deps.store.readAll()).map((e) => e.streamId));
  const answer = agent
    .post(`/api/submission/submit/${problemId}`)
    .send({ code, language: 'javascript' })
    .then((res) => res);
  let submissionId = '';
  await until('the submission is recorded', async () => {
    const recorded = (await test.platform.deps.store.readAll()).find((e) => e.type === 'SubmissionRequested' && !before.has(e.streamId));
    submissionId = (recorded?.data as { submissionId?: string } | undefined)?.submissionId ?? '';
    return submissionId !== '';
  });
  return { submissionId, answer };
}

describe('judge workers as processes', () => {
  it('takes over a submission whose worker was killed mid-judging: a second attempt, each case once, one verdict', async () => {
    const first = await startWorker();
    const { submissionId, answer } = await submitInBackground(slow);
    await until('a case is judged', async () => (await eventsOf(submissionId)).some((e) => e.type === 'SubmissionCaseJudged'));
    await first.kill();
    const second = await startWorker();

    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ submissionId, accepted: true, passedTestCases: CASES, totalTestCases: CASES });
    const events = await eventsOf(submissionId);
    const starts = events.filter((e) => e.type === 'SubmissionJudgingStarted').map((e) => e.data);
    expect(starts).toEqual([
      expect.objectContaining({ worker: first.name, attempt: 1 }),
      expect.objectContaining({ worker: second.name, attempt: 2 }),
    ]);
    const cases = events.filter((e) => e.type === 'SubmissionCaseJudged').map((e) => (e.data as { index: number }).index);
    expect([...cases].sort((a, b) => a - b)).toEqual(Array.from({ length: CASES }, (_, i) => i));
    expect(events.filter((e) => e.type === 'SubmissionJudged')).toHaveLength(1);
  }, 120_000);

  it('parks a submission once its attempts are used up: Internal Error with the reason, and a dead letter', async () => {
    const first = await startWorker();
    const { submissionId, answer } = await submitInBackground(slow);
    await until('a case is judged', async () => (await eventsOf(submissionId)).some((e) => e.type === 'SubmissionCaseJudged'));
    await first.kill();
    // This worker allows one attempt: the killed worker's was it.
    await startWorker({ JUDGE_MAX_ATTEMPTS: '1' });

    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      submissionId,
      accepted: false,
      passedTestCases: 0,
      error: 'Internal Error: judging this submission stopped 1 judge worker, so it was set aside and not judged again',
      failure: { kind: 'judge', statusId: 13, status: 'Internal Error' },
    });
    const types = (await eventsOf(submissionId)).map((e) => e.type);
    expect(types.filter((t) => t !== 'SubmissionCaseJudged')).toEqual([
      'SubmissionRequested',
      'SubmissionJudgingStarted',
      'SubmissionJudged',
    ]);
    const client = await createClient({ url: redis().url }).connect();
    try {
      const parked = await client.xRange('judge:submissions:parked', '-', '+');
      expect((parked ?? []).map((entry) => entry.message['submission'])).toContain(submissionId);
    } finally {
      client.destroy();
    }
  }, 120_000);

  it('judges each submission once with two workers feeding and taking from the same queue', async () => {
    await Promise.all([startWorker(), startWorker()]);
    const learners = await Promise.all(Array.from({ length: 3 }, () => registerLearner(test)));
    const answers = await Promise.all(
      [...learners, ...learners].map(({ agent }) =>
        agent.post(`/api/submission/submit/${problemId}`).send({ code: fast, language: 'javascript' }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body.accepted])).toEqual(answers.map(() => [200, true]));
    for (const submissionId of answers.map((a) => a.body.submissionId as string)) {
      const types = (await eventsOf(submissionId)).map((e) => e.type);
      expect(types.filter((t) => t === 'SubmissionJudgingStarted')).toHaveLength(1);
      expect(types.filter((t) => t === 'SubmissionJudged')).toHaveLength(1);
    }
  }, 120_000);
});
