import type { IncomingMessage } from 'node:http';
import type request from 'supertest';
import type { Response } from 'supertest';
import type { FakeUpstream } from './fakeUpstream';

type Agent = ReturnType<typeof request.agent>;

export interface SseEvent {
  readonly event: string;
  readonly data: string;
}

/** An incremental `text/event-stream` reader: feed it text as it arrives, it calls back once per complete event. */
export function sseReader(onEvent: (event: SseEvent) => void): (text: string) => void {
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  return (text) => {
    buffer += text;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length) onEvent({ event, data: data.join('\n') });
        event = 'message';
        data = [];
      } else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
  };
}

export interface StreamedResponse {
  readonly res: Response;
  readonly status: number;
  readonly contentType: string;
  /** Events in arrival order. */
  readonly events: SseEvent[];
  /** The body as text (JSON errors arrive this way too). */
  readonly raw: string;
}

/**
 * POSTs with `Accept: text/event-stream` and reads the answer as it arrives; `onEvent` runs
 * for each event the moment it is complete, and may return 'hang up' to close the connection.
 */
export async function postForEvents(
  agent: Agent,
  path: string,
  body: unknown,
  onEvent: (event: SseEvent) => void | 'hang up' = () => undefined,
): Promise<StreamedResponse> {
  const events: SseEvent[] = [];
  let raw = '';
  const res = await agent
    .post(path)
    .set('Accept', 'text/event-stream')
    .send(body as object)
    .ok(() => true)
    .buffer(true)
    .parse((response, done) => {
      // On Node the parser is handed the raw IncomingMessage, which arrives chunk by chunk.
      const incoming = response as unknown as IncomingMessage;
      incoming.setEncoding('utf8');
      const feed = sseReader((event) => {
        events.push(event);
        if (onEvent(event) === 'hang up') {
          incoming.destroy();
          done(null, raw);
        }
      });
      incoming.on('data', (text: string) => {
        raw += text;
        feed(text);
      });
      incoming.on('end', () => done(null, raw));
      incoming.on('error', () => done(null, raw));
    });
  return { res, status: res.status, contentType: res.headers['content-type'] ?? '', events, raw };
}

/**
 * Chats while the fake holds its last chunk until the client has had the first delta: the
 * answer can only complete if each delta was passed on as it came.
 */
export async function chatWhileWriting(
  fake: FakeUpstream,
  agent: Agent,
  body: unknown,
  chunks: readonly string[],
): Promise<StreamedResponse> {
  let firstSeen!: () => void;
  const seen = new Promise<void>((resolve) => (firstSeen = resolve));
  fake.enqueue({ chunks, before: (index) => (index === chunks.length - 1 ? seen : undefined) });
  return postForEvents(agent, '/api/ai/chat', body, (event) => {
    fake.timeline.push(`client got ${event.event}`);
    if (event.event === 'delta') firstSeen();
  });
}

/**
 * Hangs up at the first delta while the fake holds its second chunk forever; answers whether the
 * upstream request then ended (`false`: it was aborted), or 'still open' after 3 s.
 */
export async function hangUpMidAnswer(fake: FakeUpstream, agent: Agent, body: unknown): Promise<boolean | 'still open'> {
  fake.enqueue({ chunks: ['First ', 'never sent'], before: (index) => (index === 1 ? new Promise<void>(() => undefined) : undefined) });
  await postForEvents(agent, '/api/ai/chat', body, (event) => (event.event === 'delta' ? 'hang up' : undefined));
  return Promise.race([
    fake.requests[0]!.completed,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 3_000)),
  ]);
}
