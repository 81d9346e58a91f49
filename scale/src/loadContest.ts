/**
 * `npm run load:contest` (issue 36): a contest at scale against the scaled-out platform, started
 * here on loopback as `npm run scale:up` starts it. An admin sets an ICPC contest on the load problem
 * (Staircase Ways); N contestants (default 200) sign up, register and open a socket that watches the
 * scoreboard; the admin then moves the start to a few seconds on, and from the start they submit a
 * mix of accepted, wrong, time-limit and compile-error programs with think time, until the end
 * (default 10 minutes). A third of the
 * way in one API replica is SIGKILLed, half way one judge worker, each restarted a few seconds later.
 *
 * It prints the submissions judged, the scoreboard updates each socket got, and the time from a
 * verdict in the log (its event's time) to the scoreboard showing it on every socket: p50, p95 and
 * max (the target is p95 under 1 s; the judge's own queueing is not in it). A verdict shows on a
 * socket once its contestant's cell counts that many judged tries (a compile error counts none, so
 * it is not timed, nor is anything after the contestant's first accept, which a cell no longer counts).
 * Then it checks that every submission has exactly one verdict and that the final standings the API
 * answers equal a rebuild of the scoreboard from the log. Exits 1 on any loss or difference.
 *
 *   --contestants N   --minutes M   --seconds S   --no-kills   --apis N   --judges N
 */
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import {
  CONTEST_SCOREBOARD,
  CONTEST_WATCH,
  type ContestScoreboardPayload,
  type ContestWatchReply,
  type ScoreboardView,
} from '@forge/contracts';
import { contestsProjection, decodeEvent, scoreboardOf, type ContestDocument, type ContestReadEvent } from '@forge/domain';
import { handles, openEventStore } from '@forge/events';
import { seededRandom } from '@forge/testing';
import { Client } from './learner';
import { killAndRestart, percentile, startLoadPlatform } from './load';
import { languages, LOAD_PROBLEM_TITLE, pickExpected, programFor } from './programs';
import { DEFAULT_JUDGE_CACHE_DIR, type ScaledOut } from './scaleUp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ADMIN = { emailId: 'contest-admin@forge.test', password: 'contest-admin-password' };

export interface ContestLoadOptions {
  readonly contestants: number;
  readonly durationMs: number;
  readonly kills: boolean;
  readonly apis?: number;
  readonly judges?: number;
  readonly judgeCacheDir?: string;
  /** How long after the end pending verdicts are waited for. Default 120 s and 1 s per contestant. */
  readonly graceMs?: number;
  readonly say?: (line: string) => void;
  readonly processLog?: (line: string) => void;
  readonly seed?: number;
  /** A platform already started (with startScaledOut) whose admin is `admin`; default: one started and stopped here. */
  readonly platform?: ScaledOut;
  readonly admin?: { readonly emailId: string; readonly password: string };
  /** From everyone's registration to the start. Default 10 s. */
  readonly leadMs?: number;
}

export interface ContestLoadResult {
  readonly ok: boolean;
  readonly problems: readonly string[];
  readonly judged: number;
  /** Verdict in the log to the scoreboard on a socket, ms, over every socket and timed verdict. */
  readonly latencyMs: { readonly p50: number; readonly p95: number; readonly max: number; readonly count: number; readonly missed: number };
}

/** What one contestant's socket saw: when each contestant's cell first counted k judged tries. */
interface Watcher {
  updates: number;
  readonly counted: Map<string, number>;
  readonly firstSeen: Map<string, number>;
}

/** Judged tries a cell counts: a pending try is shown as one more. */
const judgedTries = (cell: { tries: number; pending: boolean }) => cell.tries - (cell.pending ? 1 : 0);

function watch(watcher: Watcher, board: ScoreboardView, at: number): void {
  watcher.updates++;
  for (const row of board.rows) {
    const count = judgedTries(row.problems[0] ?? { tries: 0, pending: false });
    const before = watcher.counted.get(row.userId) ?? 0;
    for (let k = before + 1; k <= count; k++) watcher.firstSeen.set(`${row.userId}#${k}`, at);
    if (count > before) watcher.counted.set(row.userId, count);
  }
}

export async function runContestLoad(options: ContestLoadOptions): Promise<ContestLoadResult> {
  const say = options.say ?? (() => undefined);
  const problems: string[] = [];
  const graceMs = options.graceMs ?? 120_000 + 1000 * options.contestants;
  const adminAccount = options.admin ?? ADMIN;
  const platform = options.platform ?? (await startLoadPlatform(options, { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password }));
  const store = openEventStore({ dataDir: platform.dataDir, eventStoreUrl: platform.eventStoreUrl });
  const sockets: Socket[] = [];
  try {
    const t0 = Date.now();
    const at = () => `t=${((Date.now() - t0) / 1000).toFixed(1)}s`;
    const admin = new Client(platform.url, Date.now() + 24 * 3600_000);
    if ((await admin.request('POST', '/api/user/login', adminAccount)).status !== 200) throw new Error('the admin could not sign in');
    const list = (await admin.request('GET', '/api/problem/getAllProblem')).json as { _id: string; title: string }[];
    const problem = list.find((p) => p.title === LOAD_PROBLEM_TITLE);
    if (!problem) throw new Error(`no problem titled ${LOAD_PROBLEM_TITLE}`);
    // Set an hour ahead; once everyone has signed up and registered (a password hash each, however
    // long that takes here), its start is moved to a few seconds on.
    const minutes = Math.max(1, Math.round(options.durationMs / 60_000));
    const body = (startAt: number) => ({
      title: 'Load contest',
      description: 'Contestants simulated by npm run load:contest',
      type: 'special',
      difficulty: 'easy',
      startTime: new Date(startAt).toISOString(),
      durationMinutes: minutes,
      maxParticipants: options.contestants,
      prizes: [],
      rules: 'icpc',
      problemIds: [problem._id],
      freezeMinutes: 0,
      rated: false,
    });
    const created = await admin.request('POST', '/api/admin/contest', body(Date.now() + 3600_000));
    const { contestId } = created.json as { contestId?: string };
    if (created.status !== 201 || !contestId)
      throw new Error(`the contest was not created: ${created.status} ${JSON.stringify(created.json)}`);
    const signUpBy = Date.now() + 60_000 + 1000 * options.contestants;

    const watchers: Watcher[] = [];
    let submitted = 0;
    /** Signs up, registers and watches the scoreboard: the contestant's client, ready for the start. */
    const prepare = async (index: number) => {
      const client = new Client(platform.url, signUpBy + options.durationMs + graceMs);
      const account = {
        firstName: `Contestant${index}`,
        emailId: `contestant-${contestId}-${index}@forge.test`,
        password: 'load-password',
      };
      for (;;) {
        const res = await client.request('POST', '/api/user/register', account).catch(() => null);
        if (res?.status === 201) break;
        if (res?.status === 409 && (await client.request('POST', '/api/user/login', account)).status === 200) break;
        if (Date.now() > signUpBy) throw new Error(`contestant ${index} could not sign up`);
        await sleep(500);
      }
      const registered = await client.request('POST', `/api/contest/${contestId}/register`);
      if (registered.status !== 200) throw new Error(`contestant ${index} could not register: ${registered.status}`);
      const watcher: Watcher = { updates: 0, counted: new Map(), firstSeen: new Map() };
      watchers.push(watcher);
      const socket = io(platform.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: client.cookie() } });
      sockets.push(socket);
      // Every (re)connection watches again: a replica killed under it takes its room with it.
      socket.on('connect', () => {
        socket.emit(CONTEST_WATCH, contestId, (reply: ContestWatchReply) => {
          if (reply.ok) watch(watcher, reply.scoreboard, Date.now());
        });
      });
      socket.on(CONTEST_SCOREBOARD, (payload: ContestScoreboardPayload) => {
        if (payload.contestId === contestId) watch(watcher, payload.scoreboard, Date.now());
      });
      return { index, client };
    };
    /** Submits a mix of programs with think time from the start until shortly before the end. */
    const compete = async ({ index, client }: Awaited<ReturnType<typeof prepare>>, startAt: number, endAt: number) => {
      const random = seededRandom((options.seed ?? 1) * 1000 + index).next;
      await sleep(Math.max(0, startAt - Date.now()) + random() * 5000);
      for (let seq = 1; Date.now() < endAt - 5000; seq++) {
        const marker = {
          run: contestId,
          learner: index,
          seq,
          expect: pickExpected(random()),
          language: languages[Math.floor(random() * 3)]!,
        };
        const program = { code: programFor(marker), language: marker.language };
        const res = await client.request('POST', `/api/contest/${contestId}/submit/${problem._id}`, program).catch(() => null);
        if (res?.status === 200) submitted++;
        else await sleep(1000);
        await sleep(5000 + random() * 20_000);
      }
    };
    const prepared = await Promise.allSettled(
      Array.from({ length: options.contestants }, (_, i) => sleep(i * 50).then(() => prepare(i + 1))),
    );
    const ready = prepared.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    for (const r of prepared) if (r.status === 'rejected') problems.push(String(r.reason));
    const startAt = Date.now() + (options.leadMs ?? 10_000);
    const endAt = startAt + minutes * 60_000;
    const moved = await admin.request('PUT', `/api/admin/contest/${contestId}`, body(startAt));
    if (moved.status !== 200) throw new Error(`the contest's start could not be set: ${moved.status} ${JSON.stringify(moved.json)}`);
    say(
      `contest ${contestId}: ${ready.length} contestants registered, ${minutes} min from ${new Date(startAt).toISOString()}, via ${platform.url}`,
    );

    const kills = options.kills
      ? (() => {
          const names = (kind: string) => platform.supervisor.all().filter((p) => p.spec.kind === kind);
          const ms = startAt - Date.now();
          return [
            killAndRestart(platform, names('api')[1]!.spec.name, ms + options.durationMs / 3, 3000, say, problems),
            killAndRestart(platform, names('judge')[0]!.spec.name, ms + options.durationMs / 2, 3000, say, problems),
          ];
        })()
      : [];
    const status = setInterval(
      () => say(`${at()} submitted ${submitted}, scoreboard updates ${watchers.reduce((s, w) => s + w.updates, 0)}`),
      15_000,
    );
    const ran = await Promise.allSettled(ready.map((contestant) => compete(contestant, startAt, endAt)));
    for (const r of ran) if (r.status === 'rejected') problems.push(String(r.reason));
    await Promise.all(kills);
    clearInterval(status);

    // The log decides: every submission of the contest gets its verdict, within the grace.
    let story = await readContest(store, contestId);
    const hardStop = Date.now() + graceMs;
    while (story.pending > 0 && Date.now() < hardStop) {
      await sleep(1000);
      story = await readContest(store, contestId);
    }
    // The last pushes reach the sockets.
    await sleep(3000);
    if (story.pending > 0) problems.push(`${story.pending} submissions without a verdict`);
    if (story.twice > 0) problems.push(`${story.twice} submissions with more than one verdict`);

    const latencies: number[] = [];
    let missed = 0;
    for (const { userId, k, at: judgedAt } of story.timed) {
      for (const watcher of watchers) {
        const seen = watcher.firstSeen.get(`${userId}#${k}`);
        if (seen === undefined) missed++;
        else latencies.push(Math.max(0, seen - judgedAt));
      }
    }
    latencies.sort((a, b) => a - b);
    const latencyMs = {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.at(-1) ?? 0,
      count: latencies.length,
      missed,
    };

    // The standings the API answers, against a rebuild from the log.
    const answered = (await admin.request('GET', `/api/contest/${contestId}/scoreboard`)).json as ScoreboardView;
    const rebuilt = scoreboardOf(story.contest, { viewer: { userId: 'load', admin: true }, now: new Date().toISOString() });
    const shape = (board: ScoreboardView) =>
      JSON.stringify(
        board.rows.map((r) => [r.rank, r.userId, r.solved, r.penalty, r.problems.map((c) => [c.tries, c.acceptedAtMinute, c.pending])]),
      );
    if (shape(answered) !== shape(rebuilt)) problems.push('the final standings differ from a rebuild of the scoreboard from the log');

    say('');
    say(`contestants ${options.contestants}, submissions recorded ${story.requested}, judged ${story.judged}, pending ${story.pending}`);
    say(`scoreboard updates per socket: ${Math.round(watchers.reduce((s, w) => s + w.updates, 0) / Math.max(1, watchers.length))}`);
    say(
      `verdict in the log to the scoreboard on every socket (ms): p50 ${latencyMs.p50}, p95 ${latencyMs.p95}, max ${latencyMs.max}` +
        ` over ${latencyMs.count} (verdict, socket) pairs; never shown ${missed} (target: p95 under 1000)`,
    );
    say(`final standings equal a rebuild from the log: ${shape(answered) === shape(rebuilt) ? 'yes' : 'NO'}`);
    for (const problem of problems) say(`PROBLEM: ${problem}`);
    return { ok: problems.length === 0, problems, judged: story.judged, latencyMs };
  } finally {
    for (const socket of sockets) socket.close();
    await store.close();
    if (!options.platform) await platform.stop();
  }
}

/** The contest as the log tells it: its document (folded as the read model folds it), and its submissions' verdicts. */
async function readContest(store: ReturnType<typeof openEventStore>, contestId: string) {
  let contest: ContestDocument | null = null;
  const verdicts = new Map<
    string,
    { submissionId: string; userId: string; requestedAt: string; judged: { at: number; counts: boolean }[] }
  >();
  for (const recorded of await store.readAll()) {
    const event = decodeEvent(recorded);
    if (!event || !handles<ContestReadEvent>(contestsProjection, event)) continue;
    const context = { streamId: recorded.streamId, revision: Number(recorded.revision), position: recorded.position };
    if (contestsProjection.documentId(event, context) !== contestId) continue;
    contest = contestsProjection.evolve(contest, event, { ...context, related: null });
    if (event.type === 'SubmissionRequested')
      verdicts.set(event.data.submissionId, {
        submissionId: event.data.submissionId,
        userId: event.data.userId,
        requestedAt: event.data.requestedAt,
        judged: [],
      });
    if (event.type === 'SubmissionJudged') {
      const failure = (event.data as { failure?: { kind?: string } }).failure;
      verdicts.get(event.data.submissionId)?.judged.push({ at: recorded.created.getTime(), counts: failure?.kind !== 'compile' });
    }
  }
  if (!contest) throw new Error(`contest ${contestId} is not in the log`);
  const all = [...verdicts.values()];
  // Each contestant's judged tries in submission order, up to the first accept: the ones a cell counts.
  const timed: { userId: string; k: number; at: number }[] = [];
  const byUser = new Map<string, typeof all>();
  for (const v of all) {
    const list = byUser.get(v.userId);
    if (list) list.push(v);
    else byUser.set(v.userId, [v]);
  }
  const accepted = new Set(contest.attempts.filter((a) => a.verdict?.status === 'accepted').map((a) => a.submissionId));
  for (const [userId, list] of byUser) {
    let k = 0;
    for (const v of list.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt))) {
      const first = v.judged[0];
      if (!first?.counts) continue;
      timed.push({ userId, k: ++k, at: first.at });
      if (accepted.has(v.submissionId)) break;
    }
  }
  return {
    contest,
    requested: all.length,
    judged: all.filter((v) => v.judged.length > 0).length,
    pending: all.filter((v) => v.judged.length === 0).length,
    twice: all.filter((v) => v.judged.length > 1).length,
    timed,
  };
}

function readArgs(argv: readonly string[]) {
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const number = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not '${value}'`);
    return n;
  };
  const contestants = Math.round(number(flag('contestants'), 200, 'contestants'));
  const seconds = flag('seconds');
  const durationMs = seconds !== undefined ? number(seconds, 60, 'seconds') * 1000 : number(flag('minutes'), 10, 'minutes') * 60_000;
  if (contestants > 500 || durationMs > 60 * 60_000)
    throw new Error('a contest load run is bounded: at most 500 contestants for 60 minutes');
  return {
    contestants,
    durationMs,
    kills: !argv.includes('--no-kills'),
    apis: Math.round(number(flag('apis'), 3, 'apis')),
    judges: Math.round(number(flag('judges'), 2, 'judges')),
  };
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const logFile = join(tmpdir(), `forge-load-contest-${Date.now()}.log`);
  const graceMs = 120_000 + 1000 * args.contestants;
  // Bounded whatever happens: sign-ups, the contest, the grace, and five minutes for starting and stopping.
  setTimeout(
    () => {
      process.stderr.write('load:contest: the hard time limit passed; stopping\n');
      process.exit(1);
    },
    60_000 + 1000 * args.contestants + args.durationMs + graceMs + 5 * 60_000,
  ).unref();
  process.stdout.write(`load:contest: the processes' output goes to ${logFile}\n`);
  const result = await runContestLoad({
    ...args,
    graceMs,
    judgeCacheDir: process.env.JUDGE_CACHE_DIR?.trim() || DEFAULT_JUDGE_CACHE_DIR,
    say: (line) => process.stdout.write(`${line}\n`),
    processLog: (line) => appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`),
  });
  process.exit(result.ok ? 0 : 1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
