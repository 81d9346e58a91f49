import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeEvent, getProfile, streams, submissionLanguages, type DomainEvent } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import type { Judge } from '@forge/judge';
import { readConfig } from '../config';
import { startPlatform } from '../platform';

/**
 * `npm run bench:profile`: `GET /api/profile/:userId` for a learner with 20,000 submissions over
 * 400 days (BENCH_SUBMISSIONS to change it), on a fresh embedded platform over real HTTP on the
 * loopback: median and p95 of 50 calls (goal: under 100 ms), and the size of the learner's profile
 * document. A benchmark, not a test: it prints figures and asserts nothing.
 */

const SUBMISSIONS = Number(process.env['BENCH_SUBMISSIONS'] ?? 20_000);
const PROBLEMS = 60;
const PER_STREAM = 100;
const CALLS = 50;
const LEARNER = { firstName: 'Bench', emailId: 'bench-learner@forge.test', password: 'bench-learner-password' };

const noJudge: Judge = {
  health: { ok: true },
  judge: () => Promise.reject(new Error('the profile bench has no judge')),
  close: async () => undefined,
};
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function submission(userId: string, n: number, now: number): DomainEvent[] {
  const submissionId = `bench-s${n}`;
  const problemId = `bench-p${(n * 7) % PROBLEMS}`;
  const language = submissionLanguages[n % submissionLanguages.length]!;
  // Spread over 400 days, at every hour of the day.
  const requestedAt = new Date(now - ((n * 1_728_013) % (400 * 86_400_000))).toISOString();
  const accepted = n % 5 < 2;
  return [
    { type: 'SubmissionRequested', data: { submissionId, userId, problemId, language, code: 'x', testCasesTotal: 2, requestedAt } },
    {
      type: 'SubmissionJudged',
      data: {
        submissionId,
        userId,
        problemId,
        status: accepted ? 'accepted' : 'wrong',
        runtime: (n % 97) / 100,
        memory: 20_000 + (n % 13) * 1000,
        testCasesPassed: accepted ? 2 : 1,
        testCasesTotal: 2,
        errorMessage: accepted ? null : 'Wrong Answer on hidden test 2',
        failure: null,
        judgedAt: requestedAt,
      },
    },
  ];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forge-profile-bench-'));
  const config = readConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOAD_BUILTIN_PROBLEMS: 'false' });
  const platform = await startPlatform(config, { judge: noJudge, log: () => undefined });
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's handler answers through the response; its promise is handled inside
  const server = createServer(platform.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const register = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(LEARNER),
    });
    const cookie = register.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const userId = ((await register.json()) as { user: { _id: string } }).user._id;
    const { store, projections, readModels } = platform.deps;

    const at = new Date(Date.UTC(2025, 0, 1)).toISOString();
    const problems = Array.from({ length: PROBLEMS }, (_, p) =>
      encodeEvent({
        type: 'ProblemCreated',
        data: {
          ...sampleProblem({
            title: `Problem ${p}`,
            difficulty: (['easy', 'medium', 'hard'] as const)[p % 3],
            tags: ['array', 'dp', 'graph'][p % 3]!,
          }),
          problemId: `bench-p${p}`,
          createdBy: 'admin',
          createdAt: at,
        },
      }),
    );
    let last = (await store.appendToStream(streams.problem('bench-problems'), problems, { expectedRevision: 'no_stream' })).position;
    // Submissions go 100 to a stream: the profile reads each event's learner, not its stream, and the log fills faster.
    const now = Date.now();
    for (let first = 0; first < SUBMISSIONS; first += PER_STREAM) {
      const events = Array.from({ length: Math.min(PER_STREAM, SUBMISSIONS - first) }, (_, i) => submission(userId, first + i, now)).flat();
      last = (
        await store.appendToStream(
          streams.submission(`bench-${first}`),
          events.map((event) => encodeEvent(event)),
          { expectedRevision: 'no_stream' },
        )
      ).position;
    }
    await projections.waitFor(last);

    const path = `/api/profile/${userId}?tz=Europe/Paris`;
    const timed = async () => {
      const started = process.hrtime.bigint();
      const res = await fetch(`${base}${path}`, { headers: { cookie, accept: 'application/json', 'accept-encoding': 'identity' } });
      const size = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`the profile answered ${res.status}`);
      return { millis: Number(process.hrtime.bigint() - started) / 1e6, size };
    };
    for (let i = 0; i < 5; i++) await timed();
    const latencies: number[] = [];
    let bytes = 0;
    for (let i = 0; i < CALLS; i++) {
      const { millis, size } = await timed();
      latencies.push(millis);
      bytes = size;
    }
    latencies.sort((a, b) => a - b);
    const doc = await getProfile(readModels, userId);
    console.log(
      `profile of a learner with ${SUBMISSIONS.toLocaleString('en')} submissions, ${CALLS} calls over loopback HTTP: ` +
        `median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (goal: under 100 ms); ` +
        `answer ${(bytes / 1024).toFixed(1)} kB`,
    );
    console.log(
      `profile document: ${(Buffer.byteLength(JSON.stringify(doc)) / 1024).toFixed(1)} kB of JSON, ` +
        `${Object.keys(doc.activity).length.toLocaleString('en')} quarter hours with submissions`,
    );
  } finally {
    server.close();
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
