import type { Middleware } from 'koa';

/** What routes answer as JSON: a plain object or an array (never a Buffer, a stream or a Blob). */
const isPlainJson = (body: unknown): body is object => {
  if (typeof body !== 'object' || body === null) return false;
  if (Array.isArray(body)) return true;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Serialises a JSON body once, into the text Koa would send. Left an object, it is serialised again by
 * each middleware that looks at it on its way out (the ETag, compression's size check) and once more by
 * Koa. The Content-Type stays the JSON one the object set, and the bytes sent are the same.
 */
export function serializeJsonOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (isPlainJson(body)) ctx.body = JSON.stringify(body);
  };
}
