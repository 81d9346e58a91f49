import { createParser } from 'eventsource-parser';
import { ApiError } from '../../api/http';
import type { ChatRequest } from '../problem/api';

export interface ChatStreamOptions {
  /** Called with each piece of the answer as it arrives. */
  readonly onDelta: (text: string) => void;
  readonly signal?: AbortSignal;
  /** For tests; the browser's fetch otherwise. */
  readonly fetch?: typeof fetch;
}

export const CHAT_PATH = '/api/ai/chat';
export const STREAM_CUT_OFF = 'The answer was cut off. Please ask again.';

const messageIn = (body: unknown): string | undefined =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * `POST /api/ai/chat` (spec §7) asking for server-sent events: `delta` events carry the
 * answer piece by piece, `done` ends it, `error` reports a model failure mid-answer. A
 * server that answers plain JSON `{ message }` works too (one delta). Failures throw
 * `ApiError`, whose `body.message` is the server's explanation when it gave one.
 */
export async function streamChat(request: ChatRequest, { onDelta, signal, fetch: fetchImpl = fetch }: ChatStreamOptions): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(CHAT_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream, application/json' },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error', null);
  }

  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    const body = await readJson(response);
    const message = messageIn(body);
    if (!response.ok) throw new ApiError(response.status, message ?? response.statusText, body);
    if (message === undefined) throw new ApiError(response.status, 'The AI helper sent an answer this page cannot read', body);
    onDelta(message);
    return message;
  }

  let text = '';
  let finished: string | undefined;
  let failure: ApiError | undefined;
  const parser = createParser({
    onEvent(event) {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const payload = data as { text?: unknown; message?: unknown };
      if (event.event === 'delta' && typeof payload.text === 'string') {
        text += payload.text;
        onDelta(payload.text);
      } else if (event.event === 'done') {
        finished = typeof payload.message === 'string' ? payload.message : text;
      } else if (event.event === 'error') {
        failure = new ApiError(502, messageIn(data) ?? STREAM_CUT_OFF, data);
      }
    },
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (finished === undefined && !failure) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (failure) throw failure;
  if (finished === undefined) throw new ApiError(0, STREAM_CUT_OFF, { message: STREAM_CUT_OFF });
  return finished;
}
