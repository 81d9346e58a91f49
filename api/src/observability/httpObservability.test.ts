import { Writable } from 'node:stream';
import Koa from 'koa';
import Router from '@koa/router';
import request from 'supertest';
import { createLogger, logFunction } from '@forge/observability';
import { httpObservability } from './httpObservability';

function appLogging() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = logFunction(createLogger({ name: 'api', destination }));
  const app = new Koa();
  const router = new Router();
  router.post('/api/thing/:id', async (ctx) => {
    log('handling a thing');
    await new Promise((resolve) => setTimeout(resolve, 5));
    log('still handling it', { password: 'never-shown' });
    ctx.body = { ok: true };
  });
  app.use(httpObservability());
  app.use(router.routes());
  return { app, lines };
}

describe('every request', () => {
  it('gets an id, answered in X-Request-Id and carried on every line it causes', async () => {
    const { app, lines } = appLogging();
    const res = await request(app.callback()).post('/api/thing/42').expect(200);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((l) => [l['msg'], l['requestId']])).toEqual([
      ['handling a thing', id],
      ['still handling it', id],
    ]);
    expect(JSON.stringify(lines)).not.toContain('never-shown');
    const other = await request(app.callback()).post('/api/thing/43').expect(200);
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it("keeps a proxy's request id that looks like one, and replaces one that does not", async () => {
    const { app, lines } = appLogging();
    await request(app.callback()).post('/api/thing/1').set('X-Request-Id', 'front-0001-abcd').expect('X-Request-Id', 'front-0001-abcd');
    expect(lines[0]!['requestId']).toBe('front-0001-abcd');
    const res = await request(app.callback()).post('/api/thing/1').set('X-Request-Id', 'bad id\twith spaces');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
