import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import type { Judge } from '@forge/judge';
import { readConfig } from '../config';
import { startPlatform } from '../platform';
import { attachSockets } from '../live/socket';

/**
 * `npm run bench:api`: requests per second of two hot read routes of the real platform (embedded
 * defaults, built-in problems, a signed-in learner), each against a bare Koa server answering the
 * very same status, headers and bytes, in the same run. Each server runs in a process of its own and
 * autocannon in this one, so the load generator never shares an event loop with what it measures.
 * It is a benchmark, not a test: it prints whether each ratio meets the goal and exits 0 either way.
 */

const ROUTES = ['/api/problem/getAllProblem', '/api/user/check'] as const;
const CONNECTIONS = 10;
const WARMUP_SECONDS = 1;
const SECONDS = 5;
/** Each target's seconds, cut in this many slices taken in turns, so a machine busy with other work weighs on both alike. */
const SLICES = 10;
const GOAL = 0.5;

/** What a route answered, to be answered again by the bare server. */
interface Captured {
  readonly path: string;
  readonly status: number;
  readonly headers: Record<string, string>;
  /** base64, to cross the IPC channel intact. */
  readonly body: string;
}

type ToChild = { type: 'answer'; responses: Captured[] } | { type: 'cpu' } | { type: 'stop' };
type FromChild = { type: 'listening'; port: number } | { type: 'cpu'; micros: number } | { type: 'failed'; message: string };

/** Headers the server writes per connection or per response by itself; everything else is replayed as captured. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The bench needs no judge: one that would refuse to judge, so the sandbox is not set up. */
const noJudge: Judge = {
  health: { ok: true },
  judge: () => Promise.reject(new Error('the API bench has no judge')),
  close: async () => undefined,
};

const send = (message: FromChild) => process.send?.(message);

/** Both servers tell the CPU time they have used, so the cost of a request can be told apart from a busy machine's noise. */
process.on('message', (message: ToChild) => {
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  }
});

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Child: the platform as `npm start` serves it (Socket.IO included), on its embedded defaults in DATA_DIR. */
async function servePlatform(): Promise<void> {
  const config = readConfig({ DATA_DIR: process.env['DATA_DIR'], PORT: '0', HOST: '127.0.0.1' });
  const platform = await startPlatform(config, { judge: noJudge, log: () => undefined });
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's handler answers through the response; its promise is handled inside
  const server = createServer(platform.app.callback());
  const sockets = attachSockets(server, platform.deps);
  process.on('message', (message: ToChild) => {
    if (message.type !== 'stop') return;
    server.closeAllConnections();
    void sockets
      .close()
      .then(() => platform.close())
      .finally(() => process.exit(0));
  });
  send({ type: 'listening', port: await listen(server) });
}

/** Child: Koa with nothing but one middleware that answers each captured route with its captured bytes. */
async function serveBare(): Promise<void> {
  const responses = await new Promise<Captured[]>((resolve) =>
    process.on('message', (message: ToChild) => {
      if (message.type === 'answer') resolve(message.responses);
      else if (message.type === 'stop') process.exit(0);
    }),
  );
  const byPath = new Map(responses.map((r) => [r.path, { ...r, body: Buffer.from(r.body, 'base64') }]));
  const app = new Koa();
  app.use((ctx) => {
    const answer = byPath.get(ctx.path);
    if (!answer) return;
    ctx.status = answer.status;
    ctx.set(answer.headers);
    ctx.body = answer.body;
  });
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- as above
  const server = createServer(app.callback());
  send({ type: 'listening', port: await listen(server) });
}

interface Child {
  readonly base: string;
  readonly process: ChildProcess;
  /** CPU time the server has used so far, in µs. */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

/** Forks this script as `role` and resolves once it listens. */
function startChild(role: 'platform' | 'bare', env: Record<string, string>, responses?: Captured[]): Promise<Child> {
  // API_BENCH_PROFILE_DIR=<dir>: the platform writes a CPU profile of the run there (open it in Chrome's DevTools).
  const profileDir = process.env['API_BENCH_PROFILE_DIR'];
  const execArgv = role === 'platform' && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = fork(__filename, [role], { env: { ...process.env, ...env }, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.send({ type: 'stop' } satisfies ToChild);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const cpu = () =>
    new Promise<number>((resolve) => {
      const answer = (message: FromChild) => {
        if (message.type !== 'cpu') return;
        child.off('message', answer);
        resolve(message.micros);
      };
      child.on('message', answer);
      child.send({ type: 'cpu' } satisfies ToChild);
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the ${role} server did not start within 60 s`));
    }, 60_000);
    child.on('message', (message: FromChild) => {
      if (message.type === 'cpu') return;
      clearTimeout(timer);
      if (message.type === 'listening') resolve({ base: `http://127.0.0.1:${message.port}`, process: child, cpu, stop });
      else reject(new Error(`the ${role} server failed: ${message.message}`));
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the ${role} server exited before it listened`));
    });
    if (responses) child.send({ type: 'answer', responses } satisfies ToChild);
  });
}

/** Registers a learner and returns its session cookie (`session=…`). */
async function signedInCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', emailId: 'bench@forge.test', password: 'bench-password' }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!cookie) throw new Error('registration set no session cookie');
  return cookie.split(';')[0]!;
}

/**
 * The route's answer as it came over the wire: headers with their names spelt as the platform spelt
 * them (fetch would lower-case them, and Node writes lower-case names more cheaply), and the body's bytes.
 */
function capture(base: string, path: string, cookie: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = httpGet(`${base}${path}`, { headers: { cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) {
          reject(new Error(`${path} answered ${res.statusCode}: ${body.toString('utf8')}`));
          return;
        }
        const headers: Record<string, string> = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!PER_RESPONSE.has(name.toLowerCase())) headers[name] = res.rawHeaders[i + 1]!;
        }
        resolve({ path, status: res.statusCode, headers, body: body.toString('base64') });
      });
    });
    req.on('error', reject);
  });
}

interface Load {
  readonly requests: number;
  readonly seconds: number;
  /** Server CPU time over the load, in µs. */
  readonly cpuMicros: number;
  /** Non-2xx answers, errors and timeouts: a run with any is no measurement of the route. */
  readonly failures: number;
}

const none: Load = { requests: 0, seconds: 0, cpuMicros: 0, failures: 0 };
const add = (a: Load, b: Load): Load => ({
  requests: a.requests + b.requests,
  seconds: a.seconds + b.seconds,
  cpuMicros: a.cpuMicros + b.cpuMicros,
  failures: a.failures + b.failures,
});

async function load(server: Child, path: string, cookie: string, seconds: number): Promise<Load> {
  const cpuBefore = await server.cpu();
  const result = await autocannon({ url: `${server.base}${path}`, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
  const cpuMicros = (await server.cpu()) - cpuBefore;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    cpuMicros,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Both servers, in short slices taken in the order A B B A A B B A..., so that the machine getting
 * busier or quieter during the run (other work on it) weighs on both alike.
 */
async function compare(platform: Child, bare: Child, path: string, cookie: string): Promise<{ platform: Load; bare: Load }> {
  await load(platform, path, cookie, WARMUP_SECONDS);
  await load(bare, path, cookie, WARMUP_SECONDS);
  const totals = { platform: none, bare: none };
  for (let slice = 0; slice < SLICES; slice++) {
    const order = slice % 2 === 0 ? (['platform', 'bare'] as const) : (['bare', 'platform'] as const);
    for (const target of order) {
      totals[target] = add(totals[target], await load(target === 'platform' ? platform : bare, path, cookie, SECONDS / SLICES));
    }
  }
  return totals;
}

const perSecond = (l: Load) => l.requests / l.seconds;
const cpuPerRequest = (l: Load) => l.cpuMicros / Math.max(1, l.requests);

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));
const padLeft = (text: string, width: number) => (text.length >= width ? text : ' '.repeat(width - text.length) + text);
const rate = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forge-api-bench-'));
  const children: Child[] = [];
  try {
    const platform = await startChild('platform', { DATA_DIR: dataDir });
    children.push(platform);
    const cookie = await signedInCookie(platform.base);
    const responses: Captured[] = [];
    for (const path of ROUTES) responses.push(await capture(platform.base, path, cookie));
    const bare = await startChild('bare', {}, responses);
    children.push(bare);

    console.log(
      `autocannon: ${CONNECTIONS} connections on loopback; per target ${WARMUP_SECONDS} s of warm-up, then ${SECONDS} s in ` +
        `${SLICES} slices taken in turns (platform, bare, bare, platform, ...). The platform on its embedded defaults ` +
        '(SQLite in a temporary DATA_DIR, built-in problems), as a signed-in learner.\n',
    );
    const rows: { route: string; platform: Load; bare: Load; bytes: number }[] = [];
    for (const response of responses) {
      const measured = await compare(platform, bare, response.path, cookie);
      rows.push({ route: `GET ${response.path}`, ...measured, bytes: Buffer.from(response.body, 'base64').length });
    }

    const widths = [34, 15, 15, 6, 9, 24];
    const line = (cells: string[]) =>
      cells.map((cell, i) => (i === 0 || i === 4 ? pad(cell, widths[i]!) : padLeft(cell, widths[i]!))).join('  ');
    console.log(line(['route', 'platform req/s', 'bare Koa req/s', 'ratio', `meets ${GOAL}`, 'server CPU µs/request']));
    for (const row of rows) {
      const ratio = perSecond(row.platform) / perSecond(row.bare);
      const cpu = `${cpuPerRequest(row.platform).toFixed(0)} vs ${cpuPerRequest(row.bare).toFixed(0)}`;
      console.log(
        line([row.route, rate(perSecond(row.platform)), rate(perSecond(row.bare)), ratio.toFixed(2), ratio >= GOAL ? 'yes' : 'NO', cpu]),
      );
    }
    console.log('');
    for (const row of rows) {
      const failures = row.platform.failures + row.bare.failures;
      console.log(
        `${row.route}: ${row.bytes} body bytes, ${row.platform.requests} requests to the platform, ${row.bare.requests} to bare Koa` +
          (failures > 0 ? `; WARNING: ${row.platform.failures} failed on the platform, ${row.bare.failures} on bare Koa` : ''),
      );
    }
  } finally {
    for (const child of children.reverse()) await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const role = process.argv[2];
const run = role === 'platform' ? servePlatform : role === 'bare' ? serveBare : main;
run().catch((error: unknown) => {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  if (role) send({ type: 'failed', message });
  console.error(message);
  process.exit(1);
});
