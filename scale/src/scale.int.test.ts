import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { io } from 'socket.io-client';
import { BACKEND_HEADER, FRONT_COOKIE, FRONT_HEALTH_PATH } from './front';
import { runLoad } from './load';
import { runContestLoad } from './loadContest';
import { ENTRIES, ROOT } from './roster';
import { startScaledOut, type ScaledOut } from './scaleUp';
import { healthy } from './supervisor';

/** The judge's cache outlives test runs, as on a real machine (the API's tests use the same one). */
const judgeCacheDir = join(tmpdir(), 'forge-test-judge-cache');

function redisAnswersPing(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolvePing) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    socket.setTimeout(1000, () => resolvePing(false));
    socket.once('error', () => resolvePing(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => {
      resolvePing(chunk.toString().startsWith('+PONG'));
      socket.destroy();
    });
  });
}

const admin = { emailId: 'scale-admin@forge.test', password: 'scale-admin-password' };
const ADMIN_ENV = { ADMIN_EMAIL: admin.emailId, ADMIN_PASSWORD: admin.password };

describe('npm run scale:up: the scaled-out platform as separate processes', () => {
  let platform: ScaledOut;
  const output: string[] = [];

  beforeAll(async () => {
    platform = await startScaledOut({
      judgeCacheDir,
      sink: (line) => output.push(line),
      // Every learner of the load run signs up from 127.0.0.1; the contest load run's admin sets its contest.
      apiEnv: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000', REGISTRATIONS_PER_MINUTE: '100000', ...ADMIN_ENV },
    });
  }, 180_000);

  afterAll(async () => {
    await platform?.stop();
  }, 60_000);

  it('runs every process of the roster, each of which logged its ready line and answers its health check', async () => {
    const processes = platform.supervisor.all();
    expect(processes.map((p) => p.spec.name)).toEqual(['judge-1', 'judge-2', 'projections', 'api-1', 'api-2', 'api-3']);
    for (const p of processes) {
      expect({ name: p.spec.name, running: p.running(), healthy: await healthy(p.spec.healthUrl) }).toEqual({
        name: p.spec.name,
        running: true,
        healthy: true,
      });
      expect(output.filter((line) => line.startsWith(`[${p.spec.name}]`) && p.spec.ready.test(line))).toHaveLength(1);
    }
    const projections = processes.find((p) => p.spec.kind === 'projections')!;
    expect(await (await fetch(projections.spec.healthUrl)).json()).toMatchObject({ status: 'ok' });
    const judge = processes.find((p) => p.spec.kind === 'judge')!;
    expect(await (await fetch(judge.spec.healthUrl)).json()).toMatchObject({ status: 'ok' });
    expect(await redisAnswersPing(platform.redisUrl)).toBe(true);
    const front = await fetch(`${platform.url}${FRONT_HEALTH_PATH}`);
    expect(front.status).toBe(200);
    expect(await front.json()).toMatchObject({ up: ['api-1', 'api-2', 'api-3'] });
  });

  it('spreads new clients over the API replicas and keeps each client, and its socket, on its own', async () => {
    const firstAnswers = await Promise.all(
      Array.from({ length: 6 }, async () => (await fetch(`${platform.url}/api/health`)).headers.get(BACKEND_HEADER)),
    );
    expect(new Set(firstAnswers)).toEqual(new Set(['api-1', 'api-2', 'api-3']));

    const registered = await fetch(`${platform.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Sticky', emailId: `sticky-${Date.now()}@forge.test`, password: 'sticky-password' }),
    });
    expect(registered.status).toBe(201);
    const home = registered.headers.get(BACKEND_HEADER)!;
    const cookies = registered.headers.getSetCookie().map((c) => c.split(';')[0]!);
    expect(cookies).toContain(`${FRONT_COOKIE}=${home}`);
    const cookie = cookies.join('; ');
    for (let i = 0; i < 5; i++) {
      const check = await fetch(`${platform.url}/api/user/check`, { headers: { cookie } });
      expect({ status: check.status, backend: check.headers.get(BACKEND_HEADER) }).toEqual({ status: 200, backend: home });
    }

    const served = () => new Map(platform.front.backends().map((b) => [b.name, b.served]));
    const before = served();
    const socket = io(platform.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    try {
      await new Promise<void>((resolveConnect, reject) => {
        socket.once('connect', () => resolveConnect());
        socket.once('connect_error', reject);
      });
      const after = served();
      for (const [name, count] of after) expect({ name, more: count - before.get(name)! }).toEqual({ name, more: name === home ? 1 : 0 });
    } finally {
      socket.close();
    }
  });

  it(
    'loses nothing while an API replica and a judge worker are SIGKILLed: 10 learners for 60 s (the short load run)',
    async () => {
      const lines: string[] = [];
      const result = await runLoad({
        learners: 10,
        durationMs: 60_000,
        kills: true,
        platform,
        say: (l) => lines.push(l),
      });
      console.log(lines.join('\n'));
      // What the judge workers said, to tell a wrong verdict's cause.
      if (result.problems.length > 0)
        console.log(
          output
            .filter((line) => /judge/.test(line))
            .slice(-300)
            .join('\n'),
        );
      expect(result.problems).toEqual([]);
      expect(result.figures.recorded).toBeGreaterThan(0);
      expect(result.figures.exactlyOnce).toBe(result.figures.recorded);
      expect(result.figures.pending).toBe(0);
      expect(lines.some((l) => /SIGKILL api-/.test(l))).toBe(true);
      expect(lines.some((l) => /SIGKILL judge-/.test(l))).toBe(true);
    },
    6 * 60_000,
  );

  it(
    'runs a contest under load (npm run load:contest, short): every verdict reaches every scoreboard socket, and the final standings equal a rebuild from the log',
    async () => {
      const lines: string[] = [];
      const result = await runContestLoad({
        contestants: 4,
        durationMs: 60_000,
        kills: false,
        platform,
        admin,
        say: (l) => lines.push(l),
      });
      console.log(lines.join('\n'));
      expect(result.problems).toEqual([]);
      expect(result.judged).toBeGreaterThan(0);
      // Each of the four sockets saw each timed verdict; none was never shown.
      expect(result.latencyMs.count).toBeGreaterThan(0);
      expect(result.latencyMs.count % 4).toBe(0);
      expect(result.latencyMs.missed).toBe(0);
      expect(lines.some((l) => l.startsWith('final standings equal a rebuild from the log: yes'))).toBe(true);
    },
    6 * 60_000,
  );
});

describe('docker-compose.yml runs what scale:up runs', () => {
  const compose = readFileSync(resolve(ROOT, 'docker-compose.yml'), 'utf8');

  it.each(Object.entries(ENTRIES))('starts the %s processes with the roster’s command', (_kind, script) => {
    expect(compose).toContain(`["node", "${script}"]`);
  });

  it('puts the API replicas behind the front, with the read models kept by the projections process', () => {
    expect(compose).toContain('["node", "scale/dist/frontMain.js"]');
    expect(compose).toMatch(/RUN_PROJECTIONS: "false"/);
    expect(compose).toMatch(/JUDGE_WORKERS: redis/);
    expect(compose).toMatch(/EVENTSTORE_URL: esdb:\/\//);
  });
});
