import { createActor, fromCallback, waitFor, type EventObject } from 'xstate';
import { ApiError } from '../../api/http';
import { problemApi, type ChatRequest } from './api';
import { CHAT_FAILED, SAMPLE_MESSAGES, chatMachine, isValidChatMessage, type ReplyEvent } from './chatMachine';

const problem = {
  _id: 'p1',
  title: 'Sum',
  description: 'Add',
  visibleTestCases: [{ input: '1 2', output: '3', explanation: '1+2' }],
  startCode: [{ language: 'JavaScript' as const, initialCode: '// start' }],
};
const NOT_CONFIGURED = 'The AI helper is not configured on this server: set GEMINI_API_KEY, or AI_BASE_URL and AI_MODEL';

/** The machine with its reply actor replaced: `script` gets each request and reports back as the real one would. */
const scripted = (script: (request: ChatRequest, sendBack: (event: ReplyEvent) => void) => void) => {
  const requests: ChatRequest[] = [];
  const actor = createActor(
    chatMachine.provide({
      actors: {
        streamReply: fromCallback<EventObject, ChatRequest>(({ input, sendBack }) => {
          requests.push(input);
          script(input, sendBack);
        }),
      },
    }),
    { input: { problem } },
  ).start();
  return { actor, requests };
};

const ask = (actor: ReturnType<typeof scripted>['actor'], text: string, code?: { language: string; code: string }) => {
  actor.send({ type: 'TYPE', text });
  actor.send({ type: 'SEND', ...(code ? { code } : {}) });
};

afterEach(() => jest.restoreAllMocks());

describe('chatMachine', () => {
  it('starts with a model greeting and a user reply', () => {
    const { actor } = scripted(() => undefined);
    expect(actor.getSnapshot().context.messages).toBe(SAMPLE_MESSAGES);
    expect(SAMPLE_MESSAGES.map((m) => m.role)).toEqual(['model', 'user']);
  });

  it('needs at least 2 characters', () => {
    expect(isValidChatMessage('')).toBe(false);
    expect(isValidChatMessage(' a ')).toBe(false);
    expect(isValidChatMessage('ab')).toBe(true);
    const { actor, requests } = scripted(() => undefined);
    ask(actor, 'a');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('sends the chat so far with the problem and the editor code, and shows the answer growing as it streams', () => {
    let report: (event: ReplyEvent) => void = () => undefined;
    const { actor, requests } = scripted((_request, sendBack) => (report = sendBack));
    ask(actor, '  Any hint?  ', { language: 'JavaScript', code: 'let x = 1;' });
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(requests).toEqual([
      {
        messages: [...SAMPLE_MESSAGES, { role: 'user', parts: [{ text: 'Any hint?' }] }],
        problemId: 'p1',
        title: 'Sum',
        description: 'Add',
        testCases: problem.visibleTestCases,
        startCode: problem.startCode,
        code: { language: 'JavaScript', code: 'let x = 1;' },
      },
    ]);

    report({ type: 'REPLY.DELTA', text: 'Try a ' });
    expect(actor.getSnapshot().context.reply).toBe('Try a ');
    report({ type: 'REPLY.DELTA', text: 'hash map.' });
    expect(actor.getSnapshot().context.reply).toBe('Try a hash map.');
    expect(actor.getSnapshot().matches('replying')).toBe(true);

    report({ type: 'REPLY.DONE', message: 'Try a hash map.' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.reply).toBe('');
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'model', parts: [{ text: 'Try a hash map.' }] });
  });

  it('takes no second question while an answer streams, but keeps what the learner types', () => {
    const { actor, requests } = scripted(() => undefined);
    ask(actor, 'First question');
    ask(actor, 'Second question');
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.draft).toBe('Second question');
  });

  it(`answers "${CHAT_FAILED}" with the server's explanation, keeps a partial answer, and never sends the notice back`, () => {
    let report: (event: ReplyEvent) => void = () => undefined;
    const { actor, requests } = scripted((_request, sendBack) => (report = sendBack));
    ask(actor, 'hello there');
    report({ type: 'REPLY.DELTA', text: 'Think about' });
    report({ type: 'REPLY.FAILED', detail: 'The AI helper could not get an answer from the model.' });
    expect(actor.getSnapshot().context.messages.slice(-2)).toEqual([
      { role: 'model', parts: [{ text: 'Think about' }] },
      { role: 'model', parts: [{ text: CHAT_FAILED }], failed: true, detail: 'The AI helper could not get an answer from the model.' },
    ]);

    ask(actor, 'and now?');
    expect(requests[1]!.messages.map((m) => m.parts[0]!.text)).toEqual([
      ...SAMPLE_MESSAGES.map((m) => m.parts[0]!.text),
      'hello there',
      'Think about',
      'and now?',
    ]);
    expect(requests[1]!.messages.every((m) => Object.keys(m).sort().join() === 'parts,role')).toBe(true);
  });
});

describe('chatMachine with its real reply actor', () => {
  const start = () => createActor(chatMachine, { input: { problem } }).start();

  it('passes each streamed piece on as it arrives', async () => {
    const seen: string[] = [];
    jest.spyOn(problemApi, 'chat').mockImplementation(async (_request, { onDelta }) => {
      for (const piece of ['Which ', 'pairs?']) onDelta(piece);
      return 'Which pairs?';
    });
    const actor = start();
    actor.subscribe((s) => s.context.reply && seen.at(-1) !== s.context.reply && seen.push(s.context.reply));
    ask(actor, 'A hint please');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(seen).toEqual(['Which ', 'Which pairs?']);
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'model', parts: [{ text: 'Which pairs?' }] });
  });

  it(`shows "${CHAT_FAILED}" and the server's 503 message when no model is configured`, async () => {
    jest
      .spyOn(problemApi, 'chat')
      .mockRejectedValue(new ApiError(503, NOT_CONFIGURED, { message: NOT_CONFIGURED, code: 'AI_NOT_CONFIGURED' }));
    const actor = start();
    ask(actor, 'How do I start?');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({
      role: 'model',
      parts: [{ text: CHAT_FAILED }],
      failed: true,
      detail: NOT_CONFIGURED,
    });
  });

  it(`shows only "${CHAT_FAILED}" when the network failed`, async () => {
    jest.spyOn(problemApi, 'chat').mockRejectedValue(new ApiError(0, 'Failed to fetch', null));
    const actor = start();
    ask(actor, 'How do I start?');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'model', parts: [{ text: CHAT_FAILED }], failed: true });
  });

  it('stops the request when the page goes away', async () => {
    let signal: AbortSignal | undefined;
    jest.spyOn(problemApi, 'chat').mockImplementation((_request, options) => {
      signal = options.signal;
      return new Promise(() => undefined);
    });
    const actor = start();
    ask(actor, 'How do I start?');
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});
