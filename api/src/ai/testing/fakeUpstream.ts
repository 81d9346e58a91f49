import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of a fake model server. */
export interface ScriptedReply {
  /** The answer's text, one streamed chunk per entry (joined for a non-streamed answer). */
  readonly chunks: readonly string[];
  /** Awaited before chunk `index` is sent (or dropped), so a test can hold the stream until its client saw earlier chunks. */
  readonly before?: (index: number) => Promise<void> | void;
  /** Drops the connection after this many chunks: a transport failure mid-stream. */
  readonly dropAfter?: number;
  /** Fails the whole call with this HTTP status and the provider's error body. */
  readonly status?: number;
}

export interface ReceivedRequest {
  readonly method: string;
  /** Path and query, as the client sent them. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
  /** Settles when the exchange ends: true if the fake sent its whole answer, false if the client hung up first. */
  readonly completed: Promise<boolean>;
}

/** How one provider's REST protocol looks on the wire. */
export interface Protocol {
  /** 'stream' or 'unary' for the generation endpoints; undefined for anything else (404). */
  route(url: URL, body: unknown): 'stream' | 'unary' | undefined;
  /** undefined when the credentials are right, else the status and error body the real API sends. */
  refuse(headers: IncomingHttpHeaders): { status: number; body: unknown } | undefined;
  chunk(text: string, index: number, last: boolean): string;
  /** Written after the last chunk ('' when the protocol has no end marker). */
  readonly end: string;
  unary(text: string): unknown;
  error(status: number): unknown;
}

export interface FakeUpstream {
  readonly baseUrl: string;
  readonly requests: ReceivedRequest[];
  /** What happened, in order: the fake logs `sent <i>`; tests add their own entries to prove an ordering. */
  readonly timeline: string[];
  /** Replies for the next calls, in order; once used up, every call gets `fallback`. */
  enqueue(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

/** Long enough for any healthy client; short enough that a test waiting on a stuck gate fails instead of hanging. */
const GATE_TIMEOUT_MS = 5_000;

const readBody = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
};

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const write = (res: ServerResponse, text: string) =>
  new Promise<void>((resolve) => (res.write(text) ? resolve() : res.once('drain', resolve)));

/** A real HTTP server on 127.0.0.1 speaking `protocol`, answering from a script and recording every request. */
export async function startFakeUpstream(protocol: Protocol, fallback: ScriptedReply): Promise<FakeUpstream> {
  const requests: ReceivedRequest[] = [];
  const timeline: string[] = [];
  const queue: ScriptedReply[] = [];

  const stream = async (res: ServerResponse, reply: ScriptedReply) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.flushHeaders();
    for (const [index, text] of reply.chunks.entries()) {
      const gate = reply.before?.(index);
      if (gate) {
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), GATE_TIMEOUT_MS)));
        if ((await Promise.race([gate, timedOut])) === 'timeout') timeline.push(`gate ${index} timed out`);
        clearTimeout(timer);
      }
      if (res.destroyed) return;
      if (reply.dropAfter !== undefined && index >= reply.dropAfter) {
        timeline.push('dropped');
        res.destroy();
        return;
      }
      await write(res, protocol.chunk(text, index, index === reply.chunks.length - 1));
      timeline.push(`sent ${index}`);
    }
    if (reply.dropAfter !== undefined) {
      timeline.push('dropped');
      res.destroy();
      return;
    }
    res.end(protocol.end);
  };

  const server = createServer((req, res) => {
    let settle: (completed: boolean) => void = () => undefined;
    const completed = new Promise<boolean>((resolve) => (settle = resolve));
    res.on('close', () => settle(res.writableFinished));
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, completed });
      const kind = req.method === 'POST' ? protocol.route(url, body) : undefined;
      if (!kind) {
        sendJson(res, 404, protocol.error(404));
        return;
      }
      const refused = protocol.refuse(req.headers);
      if (refused) {
        sendJson(res, refused.status, refused.body);
        return;
      }
      const reply = queue.shift() ?? fallback;
      if (reply.status) {
        sendJson(res, reply.status, protocol.error(reply.status));
        return;
      }
      if (kind === 'unary') {
        sendJson(res, 200, protocol.unary(reply.chunks.join('')));
        return;
      }
      await stream(res, reply);
    })().catch((error: unknown) => {
      timeline.push(`fake failed: ${String(error)}`);
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    timeline,
    enqueue: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every string inside a JSON value, joined: what a model could read from a request body. */
export function textIn(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textIn).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(textIn).join('\n');
  return '';
}
