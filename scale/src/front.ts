/**
 * The round-robin front of the API replicas: HTTP and WebSocket upgrades (Socket.IO) go to
 * the replicas that answer their readiness check (`/api/ready`), in turn. A client's first
 * answer sets a cookie naming its replica, and its later requests and sockets go there while it
 * is up (sticky by cookie, since every client of a loopback run has the same address). A replica
 * that answers its check 503 (not ready: its read models behind, no judge) is alive: new clients
 * go to ready replicas while there are any, and to alive ones when none is ready (so losing every
 * judge worker does not take the site down), and its sticky clients stay. A replica that refuses
 * a connection, or misses three checks in a row, is left out until its check passes again; a
 * sticky client of it moves to the next one.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import httpProxy from 'http-proxy';

export const FRONT_COOKIE = 'forge_front';
/** The replica that answered, on every proxied response (tests and load runs read it). */
export const BACKEND_HEADER = 'x-forge-backend';
/** The front's own health: 200 while at least one replica is up, naming those up and those ready. */
export const FRONT_HEALTH_PATH = '/front/health';

export interface BackendTarget {
  /** Names it in the cookie and the header: api-1, or host:port. */
  readonly name: string;
  /** http://host:port */
  readonly url: string;
}

export interface Backend extends BackendTarget {
  /** Alive: it answered its last check, ready or not. */
  up: boolean;
  /** It answered its last check 200: ready for new clients. */
  ready: boolean;
  /** Health checks in a row it did not answer in time. */
  slowChecks: number;
  /** Requests and sockets sent to it. */
  served: number;
}

export interface FrontOptions {
  readonly backends: readonly BackendTarget[];
  readonly port?: number;
  readonly host?: string;
  /** Each replica's readiness path: 200 ready, 503 alive but not ready. Default /api/ready. */
  readonly readyPath?: string;
  /** How often every replica is checked. Default 500 ms. */
  readonly checkMs?: number;
  /** What the front tells its operator; `warn` when a replica goes down. */
  readonly log?: (line: string, level?: 'info' | 'warn') => void;
}

export interface Front {
  /** http://host:port */
  readonly url: string;
  backends(): readonly Backend[];
  /** Replaces the replicas (those kept keep their state). */
  setBackends(targets: readonly BackendTarget[]): void;
  close(): Promise<void>;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * One check: `ready` (200), `unready` (503: alive, not ready), `refused` when nothing listens
 * (the replica is gone), `slow` when it did not answer either in 2 s.
 */
async function answers(url: string): Promise<'ready' | 'unready' | 'refused' | 'slow'> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    if (res.ok) return 'ready';
    return res.status === 503 ? 'unready' : 'slow';
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' ? 'refused' : 'slow';
  }
}

/** A replica busy with work may miss a check or two: it counts as down after this many in a row. */
const SLOW_CHECKS_DOWN = 3;

export async function startFront(options: FrontOptions): Promise<Front> {
  const log = options.log ?? (() => undefined);
  const readyPath = options.readyPath ?? '/api/ready';
  let backends: Backend[] = [];
  let turn = 0;
  const proxy = httpProxy.createProxyServer({ xfwd: true, ws: true });
  // Which replica each request went to, and whether its answer sets the cookie.
  const routed = new WeakMap<IncomingMessage, { backend: Backend; setCookie: boolean }>();

  const markDown = (backend: Backend, why: string) => {
    backend.ready = false;
    if (!backend.up) return;
    backend.up = false;
    log(`${backend.name} is down (${why})`, 'warn');
  };
  const check = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        const answer = await answers(`${backend.url}${readyPath}`);
        backend.slowChecks = answer === 'slow' ? backend.slowChecks + 1 : 0;
        if ((answer === 'ready' || answer === 'unready') && !backend.up) {
          log(`${backend.name} is up`);
          backend.up = true;
        }
        if (answer === 'ready' || answer === 'unready') {
          if (backend.ready !== (answer === 'ready')) log(`${backend.name} is ${answer === 'ready' ? 'ready' : 'not ready'}`);
          backend.ready = answer === 'ready';
        }
        if (answer === 'refused') markDown(backend, 'connection refused');
        if (backend.slowChecks >= SLOW_CHECKS_DOWN) markDown(backend, `${backend.slowChecks} health checks unanswered`);
      }),
    );
  };
  const setBackends = (targets: readonly BackendTarget[]) => {
    const known = new Map(backends.map((b) => [b.name, b]));
    backends = targets.map((t) => known.get(t.name) ?? { ...t, up: false, ready: false, slowChecks: 0, served: 0 });
  };
  setBackends(options.backends);

  /**
   * The client's sticky replica if it is up, else the next ready one in turn; with none ready,
   * the next up one; with none up, the next of all of them (a check may have missed a busy one:
   * trying costs a 502 at worst).
   */
  const choose = (req: IncomingMessage): { backend: Backend; setCookie: boolean } | undefined => {
    const sticky = cookieValue(req.headers.cookie, FRONT_COOKIE);
    const pinned = backends.find((b) => b.name === sticky && b.up);
    if (pinned) return { backend: pinned, setCookie: false };
    const ready = backends.filter((b) => b.ready);
    const up = backends.filter((b) => b.up);
    const candidates = ready.length > 0 ? ready : up.length > 0 ? up : backends;
    if (candidates.length === 0) return undefined;
    const backend = candidates[turn++ % candidates.length]!;
    return { backend, setCookie: true };
  };

  proxy.on('proxyRes', (proxyRes, req) => {
    const route = routed.get(req);
    if (!route) return;
    proxyRes.headers[BACKEND_HEADER] = route.backend.name;
    if (route.setCookie) {
      const cookie = `${FRONT_COOKIE}=${encodeURIComponent(route.backend.name)}; Path=/; HttpOnly; SameSite=Lax`;
      const existing = proxyRes.headers['set-cookie'] ?? [];
      proxyRes.headers['set-cookie'] = [...existing, cookie];
    }
  });

  const refuse = (res: ServerResponse, status: number, message: string) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '1' }).end(JSON.stringify({ message }));
  };

  const server: Server = createServer((req, res) => {
    if (req.url === FRONT_HEALTH_PATH) {
      const up = backends.filter((b) => b.up).map((b) => b.name);
      const ready = backends.filter((b) => b.ready).map((b) => b.name);
      res.writeHead(up.length > 0 ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ up, ready }));
      return;
    }
    const route = choose(req);
    if (!route) {
      refuse(res, 503, 'No API replica is known');
      return;
    }
    route.backend.served++;
    routed.set(req, route);
    proxy.web(req, res, { target: route.backend.url }, (error: NodeJS.ErrnoException) => {
      // Refused or cut off: the replica is gone; the client may try again and is sent elsewhere.
      markDown(route.backend, error.code ?? error.message);
      refuse(res, 502, `The API replica ${route.backend.name} did not answer`);
    });
  });
  // Upgraded sockets are no longer the HTTP server's: they are closed with the front.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const route = choose(req);
    if (!route) {
      socket.destroy();
      return;
    }
    route.backend.served++;
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    socket.on('error', () => undefined);
    proxy.ws(req, socket, head, { target: route.backend.url }, (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') markDown(route.backend, error.code);
      socket.destroy();
    });
  });

  await check();
  const timer = setInterval(() => void check(), options.checkMs ?? 500);
  timer.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    backends: () => backends,
    setBackends,
    close: async () => {
      clearInterval(timer);
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
