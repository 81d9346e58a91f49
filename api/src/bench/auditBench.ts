import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeEvent, streams, type DomainEvent } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import type { AuditPage } from '@forge/contracts';
import type { Judge } from '@forge/judge';
import { readConfig } from '../config';
import { startPlatform } from '../platform';

/**
 * `npm run bench:audit`: the admins' audit on a fresh embedded platform, over real HTTP.
 * 1. A problem with 500 revisions: the latency of its history route (median and p95 of 50 calls).
 * 2. 100,000 audit entries, appended and projected: paged through whole (200 a page) and streamed
 *    whole as ndjson, with entries per second and the peak growth of the heap while doing it, which
 *    stays bounded because neither reads the log whole.
 * It is a benchmark, not a test: it prints figures and asserts nothing.
 */

const REVISIONS = 500;
const HISTORY_CALLS = 50;
const PROBLEMS = 2_000;
const EVENTS_PER_PROBLEM = 50;
const ADMIN = { emailId: 'bench-admin@forge.test', password: 'bench-admin-password' };

/** Problems are written straight to the log here: the bench measures reading the audit, not proving content. */
const noJudge: Judge = {
  health: { ok: true },
  judge: () => Promise.reject(new Error('the audit bench has no judge')),
  close: async () => undefined,
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (nanos: bigint) => Number(nanos) / 1e6;
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The heap's peak above where it stood when `measure` began (after a collection, when --expose-gc allows). */
async function peakHeapGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { result, growth: peak - base };
  } finally {
    clearInterval(sampler);
  }
}

/** A revision of the bench problem: each changes the title, the statement and one hidden case. */
function revision(problemId: string, n: number, adminId: string): DomainEvent {
  const content = sampleProblem({
    title: `Bench problem, revision ${n}`,
    description: `Read two integers and print their sum.\nRevision ${n} adds line ${n}.\n${'Context. '.repeat(20)}`,
    hiddenTestCases: [
      { input: `${n} ${n}`, output: `${2 * n}` },
      { input: '0 0', output: '0' },
    ],
  });
  const at = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
  return n === 0
    ? { type: 'ProblemCreated', data: { problemId, ...content, createdBy: adminId, createdAt: at } }
    : { type: 'ProblemUpdated', data: { problemId, ...content, updatedBy: adminId, updatedAt: at } };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forge-audit-bench-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOAD_BUILTIN_PROBLEMS: 'false',
    ADMIN_EMAIL: ADMIN.emailId,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const platform = await startPlatform(config, { judge: noJudge, log: () => undefined });
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's handler answers through the response; its promise is handled inside
  const server = createServer(platform.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const adminId = ((await login.json()) as { user: { _id: string } }).user._id;
    const get = (path: string, accept = 'application/json') => fetch(`${base}${path}`, { headers: { cookie, accept } });
    const { store, projections } = platform.deps;

    // 1. One problem, 500 revisions.
    const problemId = 'history-500';
    const events = Array.from({ length: REVISIONS }, (_, n) => encodeEvent(revision(problemId, n, adminId)));
    const written = await store.appendToStream(streams.problem(problemId), events, { expectedRevision: 'no_stream' });
    await projections.waitFor(written.position);
    const path = `/api/admin/problem/${problemId}/history`;
    const timed = async () => {
      const started = process.hrtime.bigint();
      const res = await get(path);
      const size = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`history answered ${res.status}`);
      return { millis: ms(process.hrtime.bigint() - started), size };
    };
    // The first read tells every revision; later ones read the stream's new events only (audit/problemHistory.ts).
    const cold = await timed();
    for (let i = 0; i < 5; i++) await timed();
    const latencies: number[] = [];
    let bytes = 0;
    for (let i = 0; i < HISTORY_CALLS; i++) {
      const { millis, size } = await timed();
      latencies.push(millis);
      bytes = size;
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `history of a problem with ${REVISIONS} revisions (${mb(bytes)} of JSON), ${HISTORY_CALLS} calls: ` +
        `median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (goal: under 100 ms); ` +
        `the first call, which diffs every revision, ${cold.millis.toFixed(1)} ms`,
    );

    // 2. 100,000 audit entries: 2,000 problems of 50 revisions each.
    const appendStarted = process.hrtime.bigint();
    let last = written.position;
    for (let p = 0; p < PROBLEMS; p++) {
      const id = `bench-${p}`;
      const batch = Array.from({ length: EVENTS_PER_PROBLEM }, (_, n) => encodeEvent(revision(id, n, adminId)));
      last = (await store.appendToStream(streams.problem(id), batch, { expectedRevision: 'no_stream' })).position;
    }
    const appended = PROBLEMS * EVENTS_PER_PROBLEM;
    const appendSeconds = ms(process.hrtime.bigint() - appendStarted) / 1000;
    await projections.waitFor(last);
    const projectSeconds = ms(process.hrtime.bigint() - appendStarted) / 1000;
    console.log(
      `${appended.toLocaleString('en')} more events appended in ${appendSeconds.toFixed(1)} s, ` +
        `projected (every read model, the audit log among them) in ${projectSeconds.toFixed(1)} s`,
    );

    const paging = await peakHeapGrowth(async () => {
      const started = process.hrtime.bigint();
      let entries = 0;
      let pages = 0;
      let cursor: string | null = null;
      do {
        const res = await get(`/api/admin/audit?limit=200${cursor ? `&cursor=${cursor}` : ''}`);
        const page = (await res.json()) as AuditPage;
        entries += page.entries.length;
        pages++;
        cursor = page.nextCursor;
      } while (cursor);
      return { entries, pages, seconds: ms(process.hrtime.bigint() - started) / 1000 };
    });
    const paged = paging.result;
    console.log(
      `audit log paged whole: ${paged.entries.toLocaleString('en')} entries in ${paged.pages} pages, ${paged.seconds.toFixed(1)} s, ` +
        `${Math.round(paged.entries / paged.seconds).toLocaleString('en')} entries/s, peak heap growth ${mb(paging.growth)}`,
    );

    const streaming = await peakHeapGrowth(async () => {
      const started = process.hrtime.bigint();
      const res = await get('/api/admin/audit', 'application/x-ndjson');
      let lines = 0;
      let size = 0;
      // Counted as it arrives, never kept: what grows is the server's, not this reader's.
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      return { lines, size, seconds: ms(process.hrtime.bigint() - started) / 1000 };
    });
    const streamed = streaming.result;
    console.log(
      `audit log streamed whole as ndjson: ${streamed.lines.toLocaleString('en')} entries (${mb(streamed.size)}) in ${streamed.seconds.toFixed(1)} s, ` +
        `${Math.round(streamed.lines / streamed.seconds).toLocaleString('en')} entries/s, peak heap growth ${mb(streaming.growth)}`,
    );
    if (!(globalThis as { gc?: unknown }).gc) console.log('(run with node --expose-gc for heap figures from a collected baseline)');
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
