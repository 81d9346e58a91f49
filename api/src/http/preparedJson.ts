import { entityTag } from './etag';
import type { Context } from 'koa';

/** A JSON answer serialised once, with the ETag the etag middleware would give it, to be sent many times. */
export interface PreparedJson {
  readonly body: string;
  readonly etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = JSON.stringify(value);
  return { body, etag: entityTag(body) };
}

/**
 * Answers 200 with a prepared body: the same bytes and headers as `ctx.body = value`, and the same
 * ETag (so 304s work as before), without serialising or hashing the value again.
 */
export function sendPrepared(ctx: Pick<Context, 'type' | 'body' | 'etag'>, prepared: PreparedJson): void {
  ctx.type = 'json';
  ctx.etag = prepared.etag;
  ctx.body = prepared.body;
}
