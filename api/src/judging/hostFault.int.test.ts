import { decodeEvent, streams } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { createJudge, SandboxFaults, type ForgeJudge } from '@forge/judge';
import { startRedisServer, type RedisServer } from '@forge/testing';
import type { Response } from 'supertest';
import { createProblemAsAdmin, registerLearner, startTestPlatform, TEST_JUDGE_CACHE_DIR, type TestPlatform } from '../testing/testPlatform';
import type { JudgeWorkerRole } from '../judging/judgeWorkerRole';
import { startTestWorker } from '../testing/scaledOut';
import { JUDGE_UNAVAILABLE_MESSAGE } from '../runs/runCode';

/**
 * Issue 29, item 8: a host fault is never a learner's verdict. The judge's sandbox starts fail for
 * a few seconds (the judge's fault hook: bwrap's "Creating new namespace failed: Resource
 * temporarily unavailable") while submissions arrive, embedded and through a judge worker behind
 * Redis: none is recorded as Internal Error, every one is judged right once the fault passes, a
 * run meanwhile is answered 503, and the judge says it is unhealthy, then healthy again.
 */

const solutions = Object.fromEntries(sampleProblem().referenceSolution.map((s) => [s.language, s.completeCode]));
/** A fresh program each time (a comment of its own), so each is compiled in a sandbox of its own. */
let made = 0;
const tag = () => `${process.pid}-${Date.now()}-${++made}`;
const programs = () => [
  { language: 'cpp', code: `// ${tag()}\n${solutions['C++']!}`, accepted: true },
  { language: 'javascript', code: `// ${tag()}\n${solutions['JavaScript']!}`, accepted: true },
  { language: 'java', code: `// ${tag()}\n${solutions['Java']!}`, accepted: true },
  {
    language: 'cpp',
    code: `// ${tag()}\n#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b; }\n`,
    accepted: false,
  },
  { language: 'cpp', code: `// ${tag()}\nint main() { return x; }\n`, accepted: false, compileError: true },
];

/** Waits at most `ms` for `condition`: a generous bound, not a speed check. */
async function until(what: string, condition: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Sent {
  readonly program: ReturnType<typeof programs>[number];
  readonly answer: Promise<Response>;
}

async function submitAll(test: TestPlatform, problemId: string, list: ReturnType<typeof programs>): Promise<Sent[]> {
  const sent: Sent[] = [];
  for (const program of list) {
    const { agent } = await registerLearner(test);
    const answer = agent
      .post(`/api/submission/submit/${problemId}`)
      .send({ code: program.code, language: program.language })
      .then((res) => res);
    sent.push({ program, answer });
  }
  return sent;
}

/** Every answer is the program's right verdict, and the log holds no Internal Error of a case or a submission. */
async function expectJudgedRight(test: TestPlatform, sent: readonly Sent[]): Promise<string[]> {
  const ids: string[] = [];
  for (const { program, answer } of sent) {
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: program.accepted });
    if ('compileError' in program) expect(res.body.error).toMatch(/^Compilation Error/);
    else if (!program.accepted) expect(res.body.error).toMatch(/^Wrong Answer/);
    ids.push(res.body.submissionId as string);
  }
  for (const submissionId of ids) {
    const events = (await test.platform.deps.store.readStream(streams.submission(submissionId))).map((e) => decodeEvent(e)!);
    const verdicts = events.filter((e) => e.type === 'SubmissionJudged');
    expect(verdicts).toHaveLength(1);
    expect(verdicts[0]!.data).not.toMatchObject({ failure: { statusId: 13 } });
    expect(verdicts[0]!.data.errorMessage ?? '').not.toMatch(/Internal Error/);
    for (const e of events) if (e.type === 'SubmissionCaseJudged') expect(e.data.statusId).not.toBe(13);
  }
  return ids;
}

/** The attempts each submission's stream records. */
async function attemptsOf(test: TestPlatform, submissionId: string): Promise<number[]> {
  const events = (await test.platform.deps.store.readStream(streams.submission(submissionId))).map((e) => decodeEvent(e)!);
  return events.flatMap((e) => (e.type === 'SubmissionJudgingStarted' ? [e.data.attempt] : []));
}

const FAULT_MS = 4000;

describe('a sandbox that fails to start for a few seconds, embedded', () => {
  const faults = new SandboxFaults();
  let judge: ForgeJudge;
  let test: TestPlatform;
  let problemId: string;

  beforeAll(async () => {
    judge = await createJudge({ cacheDir: TEST_JUDGE_CACHE_DIR, faults, log: () => undefined });
    test = await startTestPlatform({}, { judge });
    problemId = await createProblemAsAdmin(test);
  }, 120_000);
  afterAll(async () => {
    await test.close();
    await judge.close();
  });

  it('records no Internal Error: the attempt it hit is tried again, those arriving wait, a run is 503, and all are judged right after', async () => {
    expect(judge.health.ok).toBe(true);
    faults.failFor(FAULT_MS);
    // The judge does not know yet: this one is taken, its attempt meets the fault, and nothing is recorded for it but the attempt.
    const [first] = await submitAll(test, problemId, programs().slice(0, 1));
    await until('the judge has met the fault', () => !judge.health.ok);
    expect(judge.health.reason).toMatch(/Creating new namespace failed: Resource temporarily unavailable/);

    // A run meanwhile: no verdict, a 503 saying to try again.
    const { agent } = await registerLearner(test);
    const run = await agent.post(`/api/submission/run/${problemId}`).send({ code: solutions['C++']!, language: 'cpp' });
    expect(run.status).toBe(503);
    expect(run.body).toMatchObject({ message: JUDGE_UNAVAILABLE_MESSAGE, code: 'JUDGE_UNAVAILABLE' });
    expect(run.headers['retry-after']).toBe('5');

    // More arrive while the sandbox cannot start: they wait, spending no attempt.
    const later = await submitAll(test, problemId, programs());

    const [firstId] = await expectJudgedRight(test, [first!]);
    const laterIds = await expectJudgedRight(test, later);
    expect(judge.health.ok).toBe(true);
    expect(await attemptsOf(test, firstId!)).toEqual([1, 2]);
    for (const id of laterIds) expect((await attemptsOf(test, id)).length).toBeGreaterThanOrEqual(1);

    // And runs are judged again.
    const again = await agent.post(`/api/submission/run/${problemId}`).send({ code: solutions['C++']!, language: 'cpp' }).expect(200);
    expect(again.body.success).toBe(true);
  }, 180_000);
});

describe('a sandbox that fails to start for a few seconds, on a judge worker behind Redis', () => {
  const faults = new SandboxFaults();
  let redis: RedisServer;
  let judge: ForgeJudge;
  let test: TestPlatform;
  let worker: JudgeWorkerRole;
  let problemId: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    judge = await createJudge({ cacheDir: TEST_JUDGE_CACHE_DIR, faults, log: () => undefined });
    test = await startTestPlatform({ REDIS_URL: redis.url, JUDGE_WORKERS: 'redis' }, { judge: undefined });
    worker = await startTestWorker({
      redisUrl: redis.url,
      store: test.platform.deps.store,
      judge,
      worker: 'worker-under-fault',
      concurrency: 4,
      reclaimIdleMs: 1500,
      heartbeatMs: 300,
    });
    problemId = await createProblemAsAdmin(test);
  }, 120_000);
  afterAll(async () => {
    await worker.stop();
    await test.close();
    await judge.close();
    await redis.stop();
  });

  it('records no Internal Error: a run it failed is 503, the API sees no worker able to judge, and every submission is judged right after', async () => {
    const apiJudge = test.platform.deps.judge;
    await until('the API sees the worker', () => apiJudge.health.ok);
    faults.failFor(FAULT_MS);
    // The worker does not know yet: it takes the run, its host fails it, and the API answers 503, no verdict.
    const { agent } = await registerLearner(test);
    const run = await agent.post(`/api/submission/run/${problemId}`).send({ code: `// ${tag()}\n${solutions['C++']!}`, language: 'cpp' });
    expect(run.status).toBe(503);
    expect(run.body).toMatchObject({ message: JUDGE_UNAVAILABLE_MESSAGE, code: 'JUDGE_UNAVAILABLE' });
    expect(judge.health.ok).toBe(false);
    await until('the API sees no worker able to judge', () => !apiJudge.health.ok);
    expect(apiJudge.health.reason).toMatch(/no judge worker's sandbox can start .*Creating new namespace failed/);

    const sent = await submitAll(test, problemId, programs());
    await expectJudgedRight(test, sent);
    expect(judge.health.ok).toBe(true);
    await until('the API sees the worker able to judge again', () => apiJudge.health.ok);
    const again = await agent.post(`/api/submission/run/${problemId}`).send({ code: solutions['C++']!, language: 'cpp' }).expect(200);
    expect(again.body.success).toBe(true);
  }, 180_000);
});
