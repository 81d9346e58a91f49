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
