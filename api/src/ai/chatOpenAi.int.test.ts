import { registerLearner, useTestPlatform } from '../testing/testPlatform';
import { UPSTREAM_FAILED } from './chatService';
import { boundaryIn, insideMarkers } from './testing/dataMarkers';
import { chatRequest, say } from './testing/chatRequest';
import { FAKE_OPENAI_MODEL, OPENAI_INTERNAL_DETAIL, openAiEnv, startFakeOpenAi } from './testing/fakeOpenAi';
import { chatWhileWriting, hangUpMidAnswer, postForEvents } from './testing/sseClient';
import { useFakeUpstream } from './testing/useFakeUpstream';

const chat = (overrides: Record<string, unknown> = {}) =>
  chatRequest({
    messages: [say('model', 'Hi! How can I help?'), say('user', 'Is O(n^2) fine?')],
    title: 'Pair With Target Sum',
    description: 'Find two indices whose numbers add up to the target.',
    testCases: [{ input: '4 9\n2 7 11 15', output: '0 1', explanation: '2 + 7 = 9' }],
    startCode: [{ language: 'Java', initialCode: 'public class Main {}' }],
    ...overrides,
  });
interface CompletionBody {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
}

const KEY = 'sk-local-test-key';

describe('the AI helper through an OpenAI-compatible server with an API key', () => {
  const { test, fake } = useFakeUpstream(
    () => startFakeOpenAi(undefined, KEY),
    (running) => openAiEnv(running, KEY),
  );

  it('streams chat completions with a Bearer key, the rules as the system message and the problem as delimited data', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent.post('/api/ai/chat').send(chat()).expect(200);
    expect(res.body).toEqual({ message: 'Which pairs add up?' });

    const [received] = fake.requests;
    expect(received!.url).toBe('/v1/chat/completions');
    expect(received!.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = received!.body as CompletionBody;
    expect(body).toMatchObject({ model: FAKE_OPENAI_MODEL, stream: true });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const rules = body.messages[0]!.content;
    expect(rules).toMatch(/Never write a complete solution/);
    const data = body.messages[1]!.content;
    const inside = insideMarkers(data, boundaryIn(rules));
    for (const text of [
      'Pair With Target Sum',
      'Find two indices whose numbers add up to the target.',
      '2 7 11 15',
      'public class Main {}',
    ])
      expect(inside).toContain(text);
    expect(body.messages.slice(2).map((m) => m.content)).toEqual(['Hi! How can I help?', 'Is O(n^2) fine?']);
  });

  it('passes each delta on as its own event before the server has finished', async () => {
    const chunks = ['O(n^2) ', 'works for ', 'small n.'];
    const { agent } = await registerLearner(test);
    // The fake holds its last chunk until the learner's client has the first one.
    const res = await chatWhileWriting(fake, agent, chat(), chunks);
    expect(res.status).toBe(200);
    expect(res.events.map((e) => [e.event, JSON.parse(e.data)])).toEqual([
      ...chunks.map((text) => ['delta', { text }]),
      ['done', { message: chunks.join('') }],
    ]);
    expect(fake.timeline.indexOf('client got delta')).toBeLessThan(fake.timeline.indexOf('sent 2'));
    expect(fake.timeline).not.toContain('gate 2 timed out');
  });

  it('answers 502 with a clear message when the server fails, never its details', async () => {
    fake.enqueue({ chunks: [], status: 500 });
    const { agent } = await registerLearner(test);
    const res = await agent.post('/api/ai/chat').send(chat()).expect(502);
    expect(res.body).toEqual({ message: UPSTREAM_FAILED, code: 'AI_UPSTREAM' });
    expect(JSON.stringify(res.body)).not.toContain(OPENAI_INTERNAL_DETAIL);
  });

  it('ends the stream with an error event when the server drops the connection mid-answer', async () => {
    let firstSeen!: () => void;
    const seen = new Promise<void>((resolve) => (firstSeen = resolve));
    fake.enqueue({ chunks: ['Try ', 'sorting'], dropAfter: 1, before: (index) => (index === 1 ? seen : undefined) });
    const { agent } = await registerLearner(test);
    const res = await postForEvents(agent, '/api/ai/chat', chat(), () => firstSeen());
    expect(res.events.map((e) => [e.event, JSON.parse(e.data)])).toEqual([
      ['delta', { text: 'Try ' }],
      ['error', { message: UPSTREAM_FAILED, code: 'AI_UPSTREAM' }],
    ]);
  });

  it('stops the upstream request when the learner hangs up', async () => {
    const { agent } = await registerLearner(test);
    // The second chunk waits (up to the fake's gate timeout) for a release that never comes.
    expect(await hangUpMidAnswer(fake, agent, chat())).toBe(false);
  });
});

describe('the AI helper through a local OpenAI-compatible server without a key (Ollama)', () => {
  const { test, fake } = useFakeUpstream(
    () => startFakeOpenAi(),
    (running) => {
      // OPENAI_API_KEY in the environment is meant for another server and must not be sent here.
      process.env['OPENAI_API_KEY'] = 'sk-from-the-environment';
      return openAiEnv(running);
    },
  );
  afterAll(() => {
    delete process.env['OPENAI_API_KEY'];
  });

  it('sends no Authorization header at all', async () => {
    const { agent } = await registerLearner(test);
    const res = await postForEvents(agent, '/api/ai/chat', chat());
    expect(res.events.at(-1)).toEqual({ event: 'done', data: JSON.stringify({ message: 'Which pairs add up?' }) });
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });
});

describe('the AI helper with AI_BASE_URL but no AI_MODEL', () => {
  const test = useTestPlatform({ GEMINI_API_KEY: '', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: '' });

  it('counts as not configured (503)', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent.post('/api/ai/chat').send(chat()).expect(503);
    expect(res.body.code).toBe('AI_NOT_CONFIGURED');
  });
});
