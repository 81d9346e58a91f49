import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestPlatform } from '../testing/testPlatform';

/** The built-in problems make a library list of a few kB: above the size from which JSON is compressed. */
const test = useTestPlatform({ LOAD_BUILTIN_PROBLEMS: 'true' });

/** A raw GET that sends exactly the headers given (fetch and supertest add an Accept-Encoding of their own). */
function get(
  server: Server,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression of JSON answers', () => {
  it('compresses for a client that offers an encoding, and sends the same JSON as it is to one that offers none', async () => {
    const agent = test.agent();
    const login = await agent
      .post('/api/user/register')
      .send({ firstName: 'Reader', emailId: 'reader@forge.test', password: 'reader-password' });
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's handler answers through the response
    const server = createServer(test.platform.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const plain = await get(server, '/api/problem/getAllProblem', { cookie });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body.length).toBeGreaterThan(1024);
      const list = JSON.parse(plain.body.toString('utf8')) as unknown[];
      expect(list.length).toBeGreaterThan(0);

      const compressed = await get(server, '/api/problem/getAllProblem', { cookie, 'accept-encoding': 'gzip' });
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(compressed.body.length).toBeLessThan(plain.body.length);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
