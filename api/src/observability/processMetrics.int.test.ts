import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { parseScrape } from '@forge/observability';
import { useRedisServer, useTempDir } from '@forge/testing';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { startJudgeWorkerProcess, type JudgeWorkerProcess } from '../testing/judgeWorkerProcess';

/**
 * Every process serves its own /metrics (built by `tsc -b`): the embedded server on METRICS_PORT,
 * which its one line names; a judge worker and the projections process beside their /health.
 */
const projectionsScript = resolve(__dirname, '..', '..', '..', 'projections', 'dist', 'main.js');
const redis = useRedisServer();
const dir = useTempDir('forge-process-metrics-');

const common = [
  'forge_process_cpu_seconds_total',
  'forge_process_resident_memory_bytes',
  'forge_nodejs_eventloop_lag_seconds',
  'forge_nodejs_heap_size_used_bytes',
];

async function scrape(url: string): Promise<Set<string>> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return new Set(parseScrape(await res.text()).map((s) => s.name));
}

function startProjections(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [projectionsScript], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`projections did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /health on (http:\/\/[\d.]+:\d+)\/health/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      done({ child, url: `${match[1]!}/metrics`, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
}

describe('each process serves its own metrics', () => {
  let server: ServerProcess | undefined;
  let worker: JudgeWorkerProcess | undefined;
  let projections: ChildProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    await worker?.stop();
    projections?.kill('SIGKILL');
  });

  it('the embedded server on its metrics port, a judge worker and the projections process beside their health', async () => {
    server = await startServerProcess(dir('embedded'));
    const line = /forge listening on \S+ \(.*judge: (healthy|UNHEALTHY[^,]*), metrics: (http:\/\/localhost:\d+\/metrics)\)/.exec(
      server.output(),
    );
    expect(line).not.toBeNull();
    await fetch(`${server.base}/api/health`);
    const embedded = await scrape(line![2]!);
    for (const name of [
      ...common,
      'forge_http_requests_total',
      'forge_log_head_position',
      'forge_projection_lag_events',
      'forge_judge_slots',
      'forge_judge_queue_depth',
      'forge_sockets_open',
    ])
      expect(embedded).toContain(name);

    const scaled = { DATA_DIR: dir('scaled'), REDIS_URL: redis.url(), HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1' };
    worker = await startJudgeWorkerProcess({ ...scaled, JUDGE_CONCURRENCY: '1' });
    const port = /health on port (\d+)/.exec(worker.output())![1]!;
    const judging = await scrape(`http://127.0.0.1:${port}/metrics`);
    for (const name of [
      ...common,
      'forge_judge_slots',
      'forge_judge_slots_busy',
      'forge_judge_sandbox_failures_total',
      'forge_log_events_appended_total',
    ])
      expect(judging).toContain(name);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);

    const started = await startProjections(scaled);
    projections = started.child;
    // Its log is JSON lines like every process's: the line that says it caught up among them.
    const lines = started
      .output()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { name: string; level: number; msg: string; events?: number });
    expect(lines.find((l) => l.msg.startsWith('projections caught up'))).toMatchObject({
      name: 'projections',
      level: 30,
      events: expect.any(Number),
    });
    const following = await scrape(started.url);
    for (const name of [...common, 'forge_log_head_position', 'forge_projection_position', 'forge_projection_lag_events'])
      expect(following).toContain(name);
  }, 180_000);
});
