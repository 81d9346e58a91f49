import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { attachSockets, type Sockets } from '../live/socket';
import type { TestPlatform } from './testPlatform';

export interface LiveServer {
  /** http://127.0.0.1:<port> */
  readonly base: string;
  readonly sockets: Sockets;
  /** Closes the sockets and the HTTP server. */
  close(): Promise<void>;
}

/** A platform's app and its Socket.IO on a free loopback port, as the server process serves them. */
export async function listenWithSockets(
  test: TestPlatform,
  options: { redisUrl?: string; sessionCheckMs?: number } = {},
): Promise<LiveServer> {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's handler answers through the response; its promise is handled inside
  const server = createServer(test.platform.app.callback());
  const sockets = attachSockets(server, test.platform.deps, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sockets, close: () => sockets.close() };
}

/** A Socket.IO client of `base` (with the session cookie, if any), once connected; rejects with the server's refusal. */
export async function connectSocket(base: string, cookie?: string): Promise<Socket> {
  const socket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Registers a new learner on a live server and returns its session cookie (`name=value`). */
export async function registeredCookie(base: string, firstName = 'Learner'): Promise<string> {
  const res = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName,
      emailId: `${firstName.toLowerCase()}-${Date.now()}-${Math.random()}@forge.test`,
      password: 'learner-password',
    }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}
