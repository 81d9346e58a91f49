import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { BACKEND_HEADER, FRONT_COOKIE, startFront, type Front } from './front';

/**
 * A stand-in replica: answers every request with its name (its readiness check 503 while `ready`
 * says no), and echoes over an upgraded connection.
 */
async function replica(name: string, ready = { now: true }): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.url === '/api/ready' && !ready.now) res.statusCode = 503;
    res.end(JSON.stringify({ name, url: req.url, forwardedFor: req.headers['x-forwarded-for'] }));
  });
  const upgraded = new Set<Socket>();
  server.on('upgrade', (_req, socket: Socket) => {
    upgraded.add(socket);
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Replica: ${name}\r\n\r\n`);
    socket.on('data', (chunk) => socket.write(`${name}:${chunk.toString()}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for the front's checks to see a change: bounded, no timing asserted. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition() && Date.now() < deadline) await sleep(20);
}

describe('the front', () => {
  let a: Awaited<ReturnType<typeof replica>>;
  let b: Awaited<ReturnType<typeof replica>>;
  let front: Front;

  beforeEach(async () => {
    a = await replica('a');
    b = await replica('b');
    front = await startFront({
      backends: [
        { name: 'a', url: a.url },
        { name: 'b', url: b.url },
      ],
      checkMs: 50,
    });
  });

  afterEach(async () => {
    await front.close();
    await a.close();
    await b.close();
  });

  it('sends new clients to each replica in turn, sets the cookie that keeps them there, and appends X-Forwarded-For', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => fetch(`${front.url}/api/x`)));
    expect(answers.map((r) => r.headers.get(BACKEND_HEADER)).sort()).toEqual(['a', 'a', 'b', 'b']);
    for (const r of answers)
      expect(r.headers.getSetCookie()).toEqual([`${FRONT_COOKIE}=${r.headers.get(BACKEND_HEADER)}; Path=/; HttpOnly; SameSite=Lax`]);
    expect(await answers[0]!.json()).toMatchObject({ url: '/api/x', forwardedFor: '127.0.0.1' });

    for (let i = 0; i < 4; i++) {
      const sticky = await fetch(`${front.url}/api/y`, { headers: { cookie: `other=1; ${FRONT_COOKIE}=b` } });
      expect({ backend: sticky.headers.get(BACKEND_HEADER), cookies: sticky.headers.getSetCookie() }).toEqual({
        backend: 'b',
        cookies: [],
      });
    }
  });

  it('proxies a WebSocket upgrade to the client’s replica', async () => {
    const { socket, replicaName } = await new Promise<{ socket: Socket; replicaName: string }>((resolve, reject) => {
      const req = request(`${front.url}/socket.io/`, {
        headers: { connection: 'Upgrade', upgrade: 'websocket', cookie: `${FRONT_COOKIE}=a` },
      });
      req.on('upgrade', (res, upgraded: Socket) => resolve({ socket: upgraded, replicaName: String(res.headers['x-replica']) }));
      req.on('error', reject);
      req.end();
    });
    try {
      expect(replicaName).toBe('a');
      const echoed = new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(chunk.toString())));
      socket.write('hello');
      expect(await echoed).toBe('a:hello');
    } finally {
      socket.destroy();
    }
  });

  it('moves the clients of a replica that is gone to the next one, and takes it back once it answers again', async () => {
    const port = Number(new URL(a.url).port);
    await a.close();
    // A request may meet the replica gone before the health check does: a 502, after which it is left out.
    const first = await fetch(`${front.url}/api/z`, { headers: { cookie: `${FRONT_COOKIE}=a` } });
    expect([502, 200]).toContain(first.status);
    await sleep(200);
    expect(front.backends().find((x) => x.name === 'a')!.up).toBe(false);
    const moved = await fetch(`${front.url}/api/z`, { headers: { cookie: `${FRONT_COOKIE}=a` } });
    expect(moved.status).toBe(200);
    expect(moved.headers.get(BACKEND_HEADER)).toBe('b');
    expect(moved.headers.getSetCookie()).toEqual([`${FRONT_COOKIE}=b; Path=/; HttpOnly; SameSite=Lax`]);

    // Back on the same port: the health check lets it in again.
    a.server.listen(port, '127.0.0.1');
    const deadline = Date.now() + 5000;
    while (!front.backends().find((x) => x.name === 'a')!.up && Date.now() < deadline) await sleep(20);
    const back = await fetch(`${front.url}/api/z`, { headers: { cookie: `${FRONT_COOKIE}=a` } });
    expect(back.headers.get(BACKEND_HEADER)).toBe('a');
  });

  it('sends new clients to ready replicas, to alive ones when none is ready, and keeps a sticky client on its alive replica', async () => {
    const readiness = { now: false };
    const slow = await replica('slow', readiness);
    const readyFront = await startFront({
      backends: [
        { name: 'a', url: a.url },
        { name: 'slow', url: slow.url },
      ],
      checkMs: 50,
    });
    const backendsOf = async (headers: Record<string, string> = {}) =>
      Promise.all([1, 2, 3, 4].map(async () => (await fetch(`${readyFront.url}/api/x`, { headers })).headers.get(BACKEND_HEADER)));
    try {
      expect(readyFront.backends().map((x) => [x.name, x.up, x.ready])).toEqual([
        ['a', true, true],
        ['slow', true, false],
      ]);
      expect(await backendsOf()).toEqual(['a', 'a', 'a', 'a']);
      // Its own clients stay with it: it is alive.
      expect(await backendsOf({ cookie: `${FRONT_COOKIE}=slow` })).toEqual(['slow', 'slow', 'slow', 'slow']);
      expect(await (await fetch(`${readyFront.url}/front/health`)).json()).toEqual({ up: ['a', 'slow'], ready: ['a'] });

      // None ready (say every judge worker is gone): alive replicas still serve, in turn.
      await a.close();
      await until(() => !readyFront.backends().find((x) => x.name === 'a')!.up);
      expect(await backendsOf()).toEqual(['slow', 'slow', 'slow', 'slow']);
      readiness.now = true;
      await until(() => readyFront.backends().find((x) => x.name === 'slow')!.ready);
      expect(readyFront.backends().find((x) => x.name === 'slow')!.ready).toBe(true);
    } finally {
      await readyFront.close();
      await slow.close();
    }
  });
});
