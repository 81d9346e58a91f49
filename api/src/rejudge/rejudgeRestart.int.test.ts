import { openEventStore } from '@forge/events';
import { streams } from '@forge/domain';
import { registerLearner, signIn, startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { cppWithInt, holdableJudge, javascriptSum, reportWhenDone, solve, sums, withLargeCase } from './rejudgeTestKit';

jest.setTimeout(180_000);

let first: TestPlatform | undefined;
let second: TestPlatform | undefined;
afterAll(async () => {
  await first?.platform.close();
  await second?.close();
});

/** Waits for the rejudge's stream to hold this many SubmissionRejudged events; generous bound. */
async function rejudgedCount(test: TestPlatform, rejudgeId: string, atLeast: number): Promise<number> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const events = await test.platform.deps.store.readStream(streams.rejudge(rejudgeId));
    const count = events.filter((e) => e.type === 'SubmissionRejudged').length;
    if (count >= atLeast) return count;
    if (Date.now() > deadline) throw new Error(`only ${count} submissions rejudged`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a rejudge interrupted by a restart', () => {
  it('goes on after the restart from what it recorded, judging and recording each submission once', async () => {
    const before = holdableJudge();
    first = await startTestPlatform({}, { judge: before.judge });
    const admin = await signIn(first);
    const problem = sums();
    const problemId: string = (await admin.post('/api/problem/create').send(problem).expect(201)).body.problem._id;
    await solve((await registerLearner(first)).agent, problemId, 'cpp', cppWithInt);
    await solve((await registerLearner(first)).agent, problemId, 'javascript', javascriptSum);
    await admin.put(`/api/problem/update/${problemId}`).send(withLargeCase(problem)).expect(200);

    // The first submission is judged again; the second is held in the judge until the platform stops.
    before.holdAfter(1);
    const { rejudgeId } = (await admin.post(`/api/admin/problem/${problemId}/rejudge`).expect(202)).body as { rejudgeId: string };
    expect(await rejudgedCount(first, rejudgeId, 1)).toBe(1);
    const closing = first.platform.close();
    before.release();
    await closing;
    const { dataDir } = first;
    first = undefined;

    // Stopped mid-rejudge: one submission recorded, the one in hand dropped, not completed.
    const log = openEventStore({ dataDir });
    const stoppedAt = (await log.readStream(streams.rejudge(rejudgeId))).map((e) => e.type);
    await log.close();
    expect(stoppedAt).toEqual(['RejudgeRequested', 'SubmissionRejudged']);

    const after = holdableJudge();
    second = await startTestPlatform({}, { judge: after.judge }, dataDir);
    const report = await reportWhenDone(await signIn(second), problemId);
    expect(report).toMatchObject({ rejudgeId, total: 2, judged: 2, stillAccepted: 1 });
    const events = await second.platform.deps.store.readStream(streams.rejudge(rejudgeId));
    expect(events.map((e) => e.type)).toEqual(['RejudgeRequested', 'SubmissionRejudged', 'SubmissionRejudged', 'RejudgeCompleted']);
    const ids = events.filter((e) => e.type === 'SubmissionRejudged').map((e) => (e.data as { submissionId: string }).submissionId);
    expect(new Set(ids).size).toBe(2);
    // Only the submission left was judged again after the restart.
    expect(after.backgroundCalls()).toBe(1);
  });
});
