import { traceSubmission } from './traceStory';
import { registerLearner, useProblem, useTestPlatform } from '../testing/testPlatform';

const wrongCpp = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';

const test = useTestPlatform({}, { timeout: 120_000 });
const problemId = useProblem(test);

describe("a submission's story in the log", () => {
  it('carries the request id as its correlation id on every event, each naming its cause', async () => {
    const { agent } = await registerLearner(test);
    const requestId = `trace-${Date.now()}`;
    await agent
      .post(`/api/submission/submit/${problemId()}`)
      .set('X-Request-Id', requestId)
      .send({ code: wrongCpp, language: 'cpp' })
      .expect(200);
    const story = (await test.platform.deps.store.readAll()).filter((e) => e.metadata['correlationId'] === requestId);
    const types = story.map((e) => e.type);
    expect(types[0]).toBe('SubmissionRequested');
    expect(types).toEqual(expect.arrayContaining(['SubmissionJudgingStarted', 'SubmissionCaseJudged', 'SubmissionJudged']));
    const [requested, ...judging] = story.filter((e) => e.streamId === story[0]!.streamId);
    expect(requested!.metadata['causationId']).toBe(requestId);
    expect(judging.length).toBeGreaterThanOrEqual(3);
    for (const event of judging) expect(event.metadata['causationId']).toBe(requested!.id);
  });
});

describe('npm run events -- trace', () => {
  it("prints a submission's story in log order, from the request to the verdict", async () => {
    const { agent } = await registerLearner(test);
    const requestId = `story-${Date.now()}`;
    await agent
      .post(`/api/submission/submit/${problemId()}`)
      .set('X-Request-Id', requestId)
      .send({ code: wrongCpp, language: 'cpp' })
      .expect(200);
    const requested = (await test.platform.deps.store.readAll()).find(
      (e) => e.type === 'SubmissionRequested' && e.metadata['correlationId'] === requestId,
    )!;
    const submissionId = (requested.data as { submissionId: string }).submissionId;
    const lines = await traceSubmission(test.platform.deps.store, submissionId);
    expect(lines[0]).toBe(`submission ${submissionId}: correlation ${requestId}, ${lines.length - 1} events`);
    const types = lines.slice(1).map((line) => line.split(' ')[2]);
    expect(types[0]).toBe('SubmissionRequested');
    expect(types.indexOf('SubmissionJudgingStarted')).toBeGreaterThan(0);
    expect(types.indexOf('SubmissionCaseJudged')).toBeGreaterThan(types.indexOf('SubmissionJudgingStarted'));
    expect(types.at(-1)).toBe('SubmissionJudged');
    // Cases run in parallel and are recorded as they finish: the failing first one is among them, in whatever order.
    const cases = lines.filter((line) => line.includes(' SubmissionCaseJudged '));
    for (const line of cases) expect(line).toContain('(caused by the request event)');
    expect(cases.some((line) => /index=0 statusId=4/.test(line))).toBe(true);
    expect(lines.some((line) => line.includes('language=cpp'))).toBe(true);
    await expect(traceSubmission(test.platform.deps.store, 'no-such-submission')).rejects.toThrow(
      'no submission no-such-submission in the log',
    );
  });
});
