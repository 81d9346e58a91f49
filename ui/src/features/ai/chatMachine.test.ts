import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { ApiError } from '../../api/http';
import { problemApi, type ChatRequest } from '../problem/api';
import { CHAT_FAILED, SAMPLE_MESSAGES, chatMachine, isValidChatMessage, type ReplyEvent } from '../ai/chatMachine';

const problem = {
  _id: 'p1',
  title: 'Sum',
  description: 'Add',
  visibleTestCases: [{ input: '1 2', output: '3', explanation: '1+2' }],
  startCode: [{ language: 'JavaScript' as const, initialCode: '// start' }],
};
const NOT_CONFIGURED = 'The AI helper is not available on this server.';

/**
 * The machine with its reply actor replaced (`script` gets each request and reports back as the
 * real one would) on a server with a model, its tab opened and ready.
 */
const scripted = async (script: (request: ChatRequest, sendBack: (event: ReplyEvent) => void) => void) => {
  const requests: ChatRequest[] = [];
  const actor = createActor(
    chatMachine.provide({
      actors: {
        streamReply: fromCallback<EventObject, ChatRequest>(({ input, sendBack }) => {
          requests.push(input);
          script(input, sendBack);
        }),
        checkAvailable: fromPromise(async () => true),
      },
    }),
    { input: { problem } },
  ).start();
  actor.send({ type: 'OPEN' });
  await waitFor(actor, (s) => s.matches('idle'));
  return { actor, requests };
};

const ask = (actor: Awaited<ReturnType<typeof scripted>>['actor'], text: string, code?: { language: string; code: string }) => {
  actor.send({ type: 'TYPE', text });
  actor.send({ type: 'SEND', ...(code ? { code } : {}) });
};

afterEach(() => jest.restoreAllMocks());

describe('chatMachine', () => {
  it("starts with the helper's greeting and a learner's first question", async () => {
    const { actor } = await scripted(() => undefined);
    expect(actor.getSnapshot().context.messages).toBe(SAMPLE_MESSAGES);
    expect(SAMPLE_MESSAGES.map((m) => m.role)).toEqual(['model', 'user']);
    expect(SAMPLE_MESSAGES[0]!.parts[0]!.text).toMatch(/^Hi! I'm the AI helper for this problem\./);
    expect(SAMPLE_MESSAGES[1]!.parts[0]!.text).toMatch(/\?$/);
  });

  it('needs at least 2 characters', async () => {
    expect(isValidChatMessage('')).toBe(false);
    expect(isValidChatMessage(' a ')).toBe(false);
    expect(isValidChatMessage('ab')).toBe(true);
    const { actor, requests } = await scripted(() => undefined);
    ask(actor, 'a');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('sends the chat so far with the problem and the editor code, and shows the answer growing as it streams', async () => {
    let report: (event: ReplyEvent) => void = () => undefined;
    const { actor, requests } = await scripted((_request, sendBack) => (report = sendBack));
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

  it('takes no second question while an answer streams, but keeps what the learner types', async () => {
    const { actor, requests } = await scripted(() => undefined);
    ask(actor, 'First question');
    ask(actor, 'Second question');
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.draft).toBe('Second question');
  });

  it(`answers "${CHAT_FAILED}" with the server's explanation, keeps a partial answer, and never sends the notice back`, async () => {
    let report: (event: ReplyEvent) => void = () => undefined;
    const { actor, requests } = await scripted((_request, sendBack) => (report = sendBack));
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
  /** The tab opened on a server with a model. */
  const start = async () => {
    jest.spyOn(problemApi, 'aiConfig').mockResolvedValue({ available: true });
    const actor = createActor(chatMachine, { input: { problem } }).start();
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.matches('idle'));
    return actor;
  };

  it('passes each streamed piece on as it arrives', async () => {
    const seen: string[] = [];
    jest.spyOn(problemApi, 'chat').mockImplementation(async (_request, { onDelta }) => {
      for (const piece of ['Which ', 'pairs?']) onDelta(piece);
      return 'Which pairs?';
    });
    const actor = await start();
    actor.subscribe((s) => s.context.reply && seen.at(-1) !== s.context.reply && seen.push(s.context.reply));
    ask(actor, 'A hint please');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(seen).toEqual(['Which ', 'Which pairs?']);
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'model', parts: [{ text: 'Which pairs?' }] });
  });

  it('becomes unavailable when the server answers that it has no model (its configuration changed since the tab asked)', async () => {
    jest
      .spyOn(problemApi, 'chat')
      .mockRejectedValue(new ApiError(503, NOT_CONFIGURED, { message: NOT_CONFIGURED, code: 'AI_NOT_CONFIGURED' }));
    const actor = await start();
    ask(actor, 'How do I start?');
    await waitFor(actor, (s) => s.matches('unavailable'));
    ask(actor, 'Anyone there?');
    expect(problemApi.chat).toHaveBeenCalledTimes(1);
  });

  it(`shows only "${CHAT_FAILED}" when the network failed`, async () => {
    jest.spyOn(problemApi, 'chat').mockRejectedValue(new ApiError(0, 'Failed to fetch', null));
    const actor = await start();
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
    const actor = await start();
    ask(actor, 'How do I start?');
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});

describe('chatMachine asks the server whether the helper is there', () => {
  const opened = async (check: () => Promise<{ available: boolean }>, until: 'idle' | 'unavailable') => {
    const config = jest.spyOn(problemApi, 'aiConfig').mockImplementation(check);
    const chat = jest.spyOn(problemApi, 'chat').mockResolvedValue('An answer');
    const actor = createActor(chatMachine, { input: { problem } }).start();
    expect(config).not.toHaveBeenCalled();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.matches(until));
    expect(config).toHaveBeenCalledTimes(1);
    return { actor, chat };
  };

  it('only once the tab opens, and then takes no question when the server has no model', async () => {
    const { actor, chat } = await opened(async () => ({ available: false }), 'unavailable');
    ask(actor, 'How do I start?');
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    expect(chat).not.toHaveBeenCalled();
  });

  it('lets the learner ask when the check itself fails (the question then reports what is wrong)', async () => {
    const { actor, chat } = await opened(() => Promise.reject(new ApiError(0, 'Failed to fetch', null)), 'idle');
    ask(actor, 'How do I start?');
    await waitFor(actor, (s) => s.matches('idle') && s.context.messages.length === SAMPLE_MESSAGES.length + 2);
    expect(chat).toHaveBeenCalledTimes(1);
  });
});
