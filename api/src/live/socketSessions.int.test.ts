import type { Socket } from 'socket.io-client';
import { connectSocket, listenWithSockets } from '../testing/liveServer';
import { useStarted } from '../testing/lifecycle';
import { useTestPlatform } from '../testing/testPlatform';

// Sessions last about a second here, and sockets check theirs every 100 ms.
const test = useTestPlatform({ SESSION_TTL_HOURS: String(1.5 / 3600) });
const live = useStarted(() => listenWithSockets(test, { sessionCheckMs: 100 }));

const post = (path: string, body: unknown, cookie?: string) =>
  fetch(`${live().base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('a socket ends with its session', () => {
  it('is disconnected at logout, while the same user’s other session keeps its socket', async () => {
    const account = { firstName: 'Sock', emailId: `sock-${Date.now()}@forge.test`, password: 'sock-password' };
    const first = cookieOf(await post('/api/user/register', account));
    const second = cookieOf(await post('/api/user/login', { emailId: account.emailId, password: account.password }));
    const [a, b] = [await connectSocket(live().base, first), await connectSocket(live().base, second)];
    const aGone = disconnected(a);
    const bEvents: string[] = [];
    b.on('disconnect', (reason) => bEvents.push(reason));
    expect((await post('/api/user/logout', {}, first)).status).toBe(200);
    expect(await aGone).toBe('io server disconnect');
    // Judge events for this user now reach only the session that is still signed in.
    const received: unknown[] = [];
    a.onAny((...args) => received.push(args));
    const me = (await (await fetch(`${live().base}/api/user/check`, { headers: { cookie: second } })).json()) as { user: { _id: string } };
    test.platform.deps.live.toUser(me.user._id, 'judge:queued', {
      requestId: null,
      kind: 'run',
      problemId: 'p',
      position: 1,
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);
    expect(b.connected).toBe(true);
    expect(bEvents).toEqual([]);
    b.close();
  });

  it('is disconnected once its session expires', async () => {
    const cookie = cookieOf(
      await post('/api/user/register', { firstName: 'Expiry', emailId: `expiry-${Date.now()}@forge.test`, password: 'expiry-password' }),
    );
    const socket = await connectSocket(live().base, cookie);
    const gone = disconnected(socket);
    expect(await gone).toBe('io server disconnect');
    expect((await fetch(`${live().base}/api/user/check`, { headers: { cookie } })).status).toBe(401);
  });
});

describe('a socket whose session cannot be checked', () => {
  it('is refused with a plain message when the session store fails, and the next one is let in', async () => {
    const account = { firstName: 'Store', emailId: `store-${Date.now()}@forge.test`, password: 'store-password' };
    const cookie = cookieOf(await post('/api/user/register', account));
    const failing = jest.spyOn(test.platform.deps.sessions, 'get').mockRejectedValueOnce(new Error('session store down'));
    try {
      await expect(connectSocket(live().base, cookie)).rejects.toThrow('Authentication check failed');
    } finally {
      failing.mockRestore();
    }
    const socket = await connectSocket(live().base, cookie);
    expect(socket.connected).toBe(true);
    socket.close();
  });
});
