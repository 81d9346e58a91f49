import { ApiError } from '../../api/http';
import type { ChatRequest } from '../problem/api';
import { CHAT_PATH, STREAM_CUT_OFF, streamChat } from '../ai/chatStream';

const request: ChatRequest = {
  messages: [{ role: 'user', parts: [{ text: 'Any hint?' }] }],
  problemId: 'p1',
  title: 'Sum',
  description: 'Add',
  testCases: [],
  startCode: [],
};

/** A response body the test writes piece by piece, as a network would deliver it. */
function pushedBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const bytes = new TextEncoder();
  return {
    body,
    push: (piece: string | Uint8Array) => controller.enqueue(typeof piece === 'string' ? bytes.encode(piece) : piece),
    end: () => controller.close(),
  };
}

const eventStream = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('streamChat', () => {
  it('posts the request asking for server-sent events, with cookies', async () => {
    const calls: [string, RequestInit][] = [];
    const fetchStub = (async (url: string, init: RequestInit) => (
      calls.push([url, init]),
      json(200, { message: 'ok' })
    )) as unknown as typeof fetch;
    await streamChat(request, { onDelta: () => undefined, fetch: fetchStub });
    const [url, init] = calls[0]!;
    expect(url).toBe(CHAT_PATH);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream, application/json' },
    });
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('hands on each delta as soon as its event is complete, however the bytes are split', async () => {
    const stream = pushedBody();
    const deltas: string[] = [];
    const done = streamChat(request, { onDelta: (t) => deltas.push(t), fetch: async () => eventStream(stream.body) });

    const first = event('delta', { text: 'Think about **pairs** 🙂' });
    const bytes = new TextEncoder().encode(first);
    // Split inside the emoji's UTF-8 bytes and before the blank line that ends the event.
    const cut = bytes.length - 5;
    stream.push(bytes.slice(0, cut));
    await nextTick();
    expect(deltas).toEqual([]);
    stream.push(bytes.slice(cut));
    await nextTick();
    expect(deltas).toEqual(['Think about **pairs** 🙂']);

    stream.push(event('delta', { text: '\n\n```js\nconst seen = new Map();\n```' }) + event('done', { message: 'the whole answer' }));
    await expect(done).resolves.toBe('the whole answer');
    expect(deltas).toEqual(['Think about **pairs** 🙂', '\n\n```js\nconst seen = new Map();\n```']);
  });

  it("throws the server's message and status when it refuses before streaming (503 not configured)", async () => {
    const body = {
      message: 'The AI helper is not available on this server.',
      code: 'AI_NOT_CONFIGURED',
    };
    const failure = streamChat(request, { onDelta: () => undefined, fetch: async () => json(503, body) });
    await expect(failure).rejects.toEqual(new ApiError(503, body.message, body));
    await expect(failure).rejects.toMatchObject({ status: 503, body });
  });

  it('throws the error event the server sends when the model fails mid-answer', async () => {
    const stream = pushedBody();
    const deltas: string[] = [];
    const failure = streamChat(request, { onDelta: (t) => deltas.push(t), fetch: async () => eventStream(stream.body) });
    stream.push(
      event('delta', { text: 'Half an' }) +
        event('error', { message: 'The AI helper could not get an answer from the model.', code: 'AI_UPSTREAM' }),
    );
    await expect(failure).rejects.toMatchObject({
      status: 502,
      message: 'The AI helper could not get an answer from the model.',
      body: { code: 'AI_UPSTREAM' },
    });
    expect(deltas).toEqual(['Half an']);
  });

  it('says the answer was cut off when the stream ends without done', async () => {
    const stream = pushedBody();
    const failure = streamChat(request, { onDelta: () => undefined, fetch: async () => eventStream(stream.body) });
    stream.push(event('delta', { text: 'Half' }));
    stream.end();
    await expect(failure).rejects.toMatchObject({ status: 0, message: STREAM_CUT_OFF });
  });

  it('takes a plain JSON { message } answer as one delta', async () => {
    const deltas: string[] = [];
    const message = await streamChat(request, {
      onDelta: (t) => deltas.push(t),
      fetch: async () => json(200, { message: 'Whole answer' }),
    });
    expect(message).toBe('Whole answer');
    expect(deltas).toEqual(['Whole answer']);
  });

  it('turns a network failure into ApiError status 0', async () => {
    const failure = streamChat(request, {
      onDelta: () => undefined,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(failure).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });
});
