import type { IncomingMessage } from 'node:http';
import { sampleProblem } from '@forge/domain/testing';
import { allProjections } from '@forge/domain';
import { mayScrape, parseScrape, sampleSum, serveMetrics } from '@forge/observability';
import { registerLearner, useProblem, useTestPlatform } from '../testing/testPlatform';
import { useStarted } from '../testing/lifecycle';

const solutions = Object.fromEntries(sampleProblem().referenceSolution.map((s) => [s.language, s.completeCode]));
const wrongCpp = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';

const test = useTestPlatform({}, { timeout: 120_000 });
const problemId = useProblem(test);
const server = useStarted(() => serveMetrics({ port: 0, host: '127.0.0.1' }));

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${server().port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseScrape(await res.text());
};

/** The names issue 37 puts on the wire, and the rest docs/operations.md lists. */
const names = [
  'forge_http_requests_total',
  'forge_http_request_duration_seconds_bucket',
  'forge_submissions_requested_total',
  'forge_submissions_judged_total',
  'forge_submission_latency_seconds_bucket',
  'forge_judge_queue_wait_seconds_bucket',
  'forge_judge_slots_busy',
  'forge_judge_slots',
  'forge_judge_queue_depth',
  'forge_judge_compile_seconds_bucket',
  'forge_judge_run_seconds_bucket',
  'forge_judge_sandbox_failures_total',
  'forge_projection_position',
  'forge_projection_lag_events',
  'forge_log_head_position',
  'forge_log_events_appended_total',
  'forge_sockets_open',
  'forge_nodejs_eventloop_lag_seconds',
  'forge_nodejs_heap_size_used_bytes',
  'forge_nodejs_gc_duration_seconds_bucket',
];

describe('the metrics of the embedded platform', () => {
  it('judging a submission moves the submission, judge, HTTP and log counters, labelled by route pattern', async () => {
    const { agent } = await registerLearner(test);
    const before = await scrape();
    const judged = { verdict: 'wrong_answer', language: 'cpp' };
    const route = { method: 'POST', route: '/api/submission/submit/:problemId', status: '200' };
    const res = await agent.post(`/api/submission/submit/${problemId()}`).send({ code: wrongCpp, language: 'cpp' }).expect(200);
    expect(res.body).toMatchObject({ accepted: false, error: 'Wrong Answer on hidden test 1' });
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string> = {}) => sampleSum(after, name, labels) - sampleSum(before, name, labels);
    expect(moved('forge_submissions_requested_total', { language: 'cpp' })).toBe(1);
    expect(moved('forge_submissions_judged_total', judged)).toBe(1);
    expect(moved('forge_submissions_judged_total', { verdict: 'accepted' })).toBe(0);
    expect(moved('forge_submission_latency_seconds_count', { language: 'cpp' })).toBe(1);
    expect(moved('forge_judge_queue_wait_seconds_count')).toBe(1);
    // The wrong program fails the first hidden case; the rest are not run.
    expect(moved('forge_judge_run_seconds_count', { language: 'cpp' })).toBeGreaterThanOrEqual(1);
    expect(moved('forge_http_requests_total', route)).toBe(1);
    expect(moved('forge_http_request_duration_seconds_count', route)).toBe(1);
    // Never the raw URL: no label names the problem's id.
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes(problemId())))).toBe(false);
    // The request, the attempt, the case(s) and the verdict.
    expect(moved('forge_log_events_appended_total')).toBeGreaterThanOrEqual(3);
    expect(moved('forge_log_head_position')).toBeGreaterThanOrEqual(3);
    expect(sampleSum(after, 'forge_judge_slots')).toBeGreaterThan(0);
  });

  it('gives each projection its position and its lag behind the head of the log', async () => {
    const samples = await scrape();
    const head = sampleSum(samples, 'forge_log_head_position');
    for (const { name: projection } of allProjections) {
      const position = sampleSum(samples, 'forge_projection_position', { projection });
      expect(position).toBeGreaterThan(0);
      expect(sampleSum(samples, 'forge_projection_lag_events', { projection })).toBe(Math.max(0, head - position));
    }
  });

  it('counts a compile by its language', async () => {
    const { agent } = await registerLearner(test);
    const before = await scrape();
    // A program no one has built yet: a comment makes it new to the judge's cache.
    const code = `${solutions['C++']!}\n// ${Date.now()}\n`;
    await agent.post(`/api/submission/submit/${problemId()}`).send({ code, language: 'cpp' }).expect(200);
    const after = await scrape();
    const moved = (name: string) => sampleSum(after, name, { language: 'cpp' }) - sampleSum(before, name, { language: 'cpp' });
    expect(moved('forge_judge_compile_seconds_count')).toBe(1);
    expect(moved('forge_submissions_judged_total')).toBe(1);
  });

  it('serves every metric docs/operations.md lists, once each has been measured', async () => {
    const scraped = new Set((await scrape()).map((s) => s.name));
    for (const name of names) expect(scraped).toContain(name);
  });
});

describe('who may scrape', () => {
  const client = (remoteAddress: string, authorization?: string) =>
    ({ socket: { remoteAddress }, headers: authorization ? { authorization } : {} }) as unknown as IncomingMessage;

  it('answers loopback clients, and others only with the bearer token', () => {
    expect(mayScrape(client('127.0.0.1'), undefined)).toBe(true);
    expect(mayScrape(client('::1'), undefined)).toBe(true);
    expect(mayScrape(client('10.0.0.7'), undefined)).toBe(false);
    expect(mayScrape(client('10.0.0.7', 'Bearer s3cret'), undefined)).toBe(false);
    expect(mayScrape(client('10.0.0.7'), 's3cret')).toBe(false);
    expect(mayScrape(client('10.0.0.7', 'Bearer wrong!'), 's3cret')).toBe(false);
    expect(mayScrape(client('10.0.0.7', 'Bearer s3cret'), 's3cret')).toBe(true);
  });
});
