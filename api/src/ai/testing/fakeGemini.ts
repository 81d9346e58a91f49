import { startFakeUpstream, type FakeUpstream, type Protocol, type ScriptedReply } from './fakeUpstream';

/** What the fake puts in its error bodies; a test proves none of it reaches the learner. */
export const GEMINI_INTERNAL_DETAIL = 'backend gemini-shard-7 quota exhausted for project forge-test-4711';

const statusNames: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};
const error = (code: number, message: string) => ({ error: { code, message, status: statusNames[code] ?? 'UNKNOWN' } });

/**
 * Gemini's REST protocol as `@google/genai` speaks it: `POST /v1beta/models/{model}:generateContent`
 * and `:streamGenerateContent?alt=sse`, the key in the `x-goog-api-key` header, SSE chunks
 * `data: {candidates:[...]}` separated by CRLF CRLF.
 */
export function geminiProtocol(apiKey: string, model: string): Protocol {
  const candidate = (text: string, finished: boolean) => ({
    content: { role: 'model', parts: [{ text }] },
    index: 0,
    ...(finished ? { finishReason: 'STOP' } : {}),
  });
  return {
    route(url) {
      const match = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/.exec(url.pathname);
      if (!match || match[1] !== model) return undefined;
      if (match[2] === 'generateContent') return 'unary';
      return url.searchParams.get('alt') === 'sse' ? 'stream' : undefined;
    },
    refuse(headers) {
      const key = headers['x-goog-api-key'];
      if (key === undefined)
        return {
          status: 403,
          body: error(
            403,
            "Method doesn't allow unregistered callers. Please use API Key or other form of API consumer identity to call this API.",
          ),
        };
      if (key !== apiKey) return { status: 400, body: error(400, 'API key not valid. Please pass a valid API key.') };
      return undefined;
    },
    chunk: (text, _index, last) => `data: ${JSON.stringify({ candidates: [candidate(text, last)], modelVersion: model })}\r\n\r\n`,
    end: '',
    unary: (text) => ({ candidates: [candidate(text, true)], modelVersion: model }),
    error: (status) => error(status, status === 404 ? 'Not found' : `Internal error: ${GEMINI_INTERNAL_DETAIL}`),
  };
}

export const FAKE_GEMINI_KEY = 'fake-gemini-key-123';
export const FAKE_GEMINI_MODEL = 'gemini-2.5-flash';

export type FakeGemini = FakeUpstream;

/** A loopback Gemini: point `GEMINI_BASE_URL` at `baseUrl` with `GEMINI_API_KEY = FAKE_GEMINI_KEY`. */
export function startFakeGemini(
  fallback: ScriptedReply = { chunks: ['Think about ', 'what you need to remember.'] },
  apiKey = FAKE_GEMINI_KEY,
  model = FAKE_GEMINI_MODEL,
): Promise<FakeGemini> {
  return startFakeUpstream(geminiProtocol(apiKey, model), fallback);
}

export const geminiEnv = (fake: FakeGemini, apiKey = FAKE_GEMINI_KEY) => ({
  GEMINI_API_KEY: apiKey,
  GEMINI_BASE_URL: fake.baseUrl,
  GEMINI_MODEL: FAKE_GEMINI_MODEL,
});
