import type { ParameterizedContext } from 'koa';
import type { z } from 'zod';

/** Parses the JSON body with a zod schema; a failure becomes a 400 carrying the schema's messages. */
export function parseBody<S extends z.ZodType>(ctx: ParameterizedContext, schema: S): z.infer<S> {
  const body = (ctx.request as { body?: unknown }).body;
  return schema.parse(body === undefined ? {} : body);
}
