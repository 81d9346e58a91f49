import type { ServerResponse } from 'node:http';
import type { ParameterizedContext } from 'koa';
import { renderError } from '../http/errorMiddleware';
import { clientGone, type ModelReply } from './modelReply';

/** The server-sent events of one streamed answer. Data is JSON, so newlines in the text need no escaping. */
export type ReplyEvent =
  | { readonly event: 'delta'; readonly data: { readonly text: string } }
  | { readonly event: 'done'; readonly data: { readonly message: string } }
  | { readonly event: 'error'; readonly data: { readonly message: string; readonly code: string } };

export const formatEvent = ({ event, data }: ReplyEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const wantsEventStream = (ctx: ParameterizedContext) => (ctx.get('Accept') || '').includes('text/event-stream');

/** Writes, waiting for the socket to drain; fails at once when the client is gone, instead of waiting forever. */
function write(res: ServerResponse, chunk: string): Promise<void> {
  if (res.destroyed) return Promise.reject(clientGone());
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const drained = () => {
      res.off('close', closed);
      resolve();
    };
    const closed = () => {
      res.off('drain', drained);
      reject(clientGone());
    };
    res.once('drain', drained);
    res.once('close', closed);
  });
}

/**
 * Streams the answer as `delta` events and a final `done` (or `error`, when the model fails
 * after the first delta). Koa steps aside (`respond = false`) so every event goes out as it
 * is written; a client that disconnects stops the upstream request.
 */
export async function sendEventStream(ctx: ParameterizedContext, first: string, reply: ModelReply): Promise<void> {
  const res = ctx.res;
  ctx.status = 200;
  ctx.respond = false;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform: proxies must not compress or rewrite; X-Accel-Buffering: nginx must not buffer.
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  res.flushHeaders();
  const onClose = () => {
    if (!res.writableFinished) reply.abort();
  };
  res.on('close', onClose);
  let message = first;
  try {
    await write(res, formatEvent({ event: 'delta', data: { text: first } }));
    for await (const text of reply.rest()) {
      message += text;
      await write(res, formatEvent({ event: 'delta', data: { text } }));
    }
    await write(res, formatEvent({ event: 'done', data: { message } }));
  } catch (error) {
    if (!res.destroyed) {
      const { body } = renderError(error);
      await write(res, formatEvent({ event: 'error', data: { message: body.message, code: body.code } })).catch(() => undefined);
    }
  } finally {
    res.off('close', onClose);
    res.end();
  }
}
