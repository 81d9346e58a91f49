import { startFakeUpstream, type FakeUpstream, type Protocol, type ScriptedReply } from './fakeUpstream';

export const OPENAI_INTERNAL_DETAIL = 'llama-runner on gpu-node-3 ran out of memory loading model shard 2';

const error = (message: string, type: string, code: string | null) => ({ error: { message, type, param: null, code } });

/**
 * OpenAI's chat-completions protocol as Ollama, llama.cpp and OpenAI serve it:
 * `POST {base}/chat/completions`, `Authorization: Bearer <key>`, and with `stream: true`
 * `data: {choices:[{delta:{content}}]}` events ending with `data: [DONE]`.
 */
export function openAiProtocol(apiKey: string | undefined, model: string): Protocol {
  const id = 'chatcmpl-fake';
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finishReason: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
  return {
    route(url, body) {
      if (url.pathname !== '/v1/chat/completions') return undefined;
      return (body as { stream?: unknown } | undefined)?.stream === true ? 'stream' : 'unary';
    },
    refuse(headers) {
      if (apiKey === undefined || headers.authorization === `Bearer ${apiKey}`) return undefined;
      return { status: 401, body: error('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key') };
    },
    chunk: (text, index, last) =>
      chunk(index === 0 ? { role: 'assistant', content: text } : { content: text }, null) + (last ? chunk({}, 'stop') : ''),
    end: 'data: [DONE]\n\n',
    unary: (text) => ({
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    }),
    error: (status) =>
      status === 404
        ? error('Not found', 'invalid_request_error', null)
        : error(`Internal error: ${OPENAI_INTERNAL_DETAIL}`, 'server_error', null),
  };
}

export const FAKE_OPENAI_MODEL = 'llama3.2:1b';

export type FakeOpenAi = FakeUpstream;

/**
 * A loopback OpenAI-compatible server at `${baseUrl}/v1`. A request that is not
 * `stream: true` is answered with one `chat.completion` object.
 */
export function startFakeOpenAi(
  fallback: ScriptedReply = { chunks: ['Which ', 'pairs ', 'add up?'] },
  apiKey?: string,
): Promise<FakeOpenAi> {
  return startFakeUpstream(openAiProtocol(apiKey, FAKE_OPENAI_MODEL), fallback);
}

export const openAiEnv = (fake: FakeOpenAi, apiKey?: string) => ({
  AI_BASE_URL: `${fake.baseUrl}/v1`,
  AI_MODEL: FAKE_OPENAI_MODEL,
  ...(apiKey ? { AI_API_KEY: apiKey } : {}),
});
