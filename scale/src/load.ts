/**
 * `npm run load`: N simulated learners (default 50) for M minutes (default 5) against the
 * scaled-out platform, started here on loopback as `npm run scale:up` starts it. Each signs
 * up, opens the problem and submits a mix of accepted, wrong, time-limit and compile-error
 * programs in C++, Java and JavaScript with a socket open. A third of the way in one API
 * replica is SIGKILLed, half way one judge worker, each restarted a few seconds later. At the
 * end the log is read: every recorded submission must have exactly one verdict, the right one
 * for its program, none pending. Exits 1 on any loss.
 *
 * With --flood the platform is started once and run twice, each for the time given: the learners
 * alone, then the same number of new learners beside one flooder who keeps their whole allowance of
 * endless programs pending; it prints the learners' submit-to-verdict p50/p95 of both runs and their
 * ratio (the judge takes turns between users, so the target is at most 1.5x).
 *
 *   --learners N (LOAD_LEARNERS)   --minutes M (LOAD_MINUTES)   --seconds S   --no-kills   --flood
 *   --apis N   --judges N   --grace-seconds S (how long answers and verdicts still pending are waited
 *   for after the run; default 120 + 3 per learner)
 */
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { openEventStore } from '@forge/events';
import { newLearnerReport, runLearner, type LearnerReport, type Sent } from './learner';
import { readRun, type RecordedSubmission } from './logCheck';
import { expectations, expectedVerdict, languages } from './programs';
import { DEFAULT_JUDGE_CACHE_DIR, startScaledOut, type ScaledOut } from './scaleUp';
import type { LineSink } from './supervisor';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After the run, pending verdicts are waited for while they keep coming; this long without one ends the wait. */
const STALL_MS = 60_000;

/** 120 s, and 3 s per learner: each may have a job queued when the run ends. */
export function defaultGraceMs(learners: number): number {
  return 120_000 + 3000 * learners;
}

export interface LoadOptions {
  readonly learners: number;
  /** Learners who keep their whole allowance of endless programs pending (3 lanes each), besides `learners`. Default 0. */
  readonly flooders?: number;
  readonly durationMs: number;
  /** SIGKILL one API replica at a third of the run and one judge worker at half, each restarted. */
  readonly kills: boolean;
  /**
   * How long, after the run, answers in flight and verdicts still pending are waited for.
   * Default 120 s and 3 s per learner (each may have a job queued). The wait ends sooner
   * once nothing is pending, or when no verdict has come for a minute (something is stuck).
   */
  readonly graceMs?: number;
  /** Think time between a verdict and the next submission. Default 1-4 s. */
  readonly thinkMs?: readonly [number, number];
  /** How long a killed process stays down before it is restarted. Default 3 s. */
  readonly downMs?: number;
  readonly apis?: number;
  readonly judges?: number;
  readonly judgeCacheDir?: string;
  readonly seed?: number;
  /** The report, line by line, and the run's progress. */
  readonly say?: (line: string) => void;
  /** Every process's output. Default: nowhere. */
  readonly processLog?: LineSink;
  /** A platform already started (with startScaledOut); default: one started and stopped here. */
  readonly platform?: ScaledOut;
}

export interface LoadFigures {
  readonly sent: number;
  readonly answered: number;
  readonly failed: number;
  readonly refused: number;
  readonly recorded: number;
  readonly verdicts: number;
  readonly exactlyOnce: number;
  readonly pending: number;
  readonly wrongVerdicts: number;
  /** Verdicts of Internal Error (13): a host fault that reached a learner; any fails the run. */
  readonly internalErrors: number;
  readonly latencyMs: { readonly p50: number; readonly p95: number; readonly p99: number };
  readonly logLatencyMs: { readonly p50: number; readonly p95: number; readonly p99: number };
  readonly perMinute: number;
  readonly progressPerSocket: { readonly min: number; readonly median: number; readonly max: number };
}

export interface LoadResult {
  /** True when nothing was lost and every verdict was right. */
  readonly ok: boolean;
  /** What went wrong, one line each. */
  readonly problems: readonly string[];
  readonly figures: LoadFigures;
}

/** Small, seeded and good enough to pick programs (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function percentiles(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** Judge0's Internal Error: the judge, not the program, failed (a host fault, a parked submission). */
function isInternalError(verdict: RecordedSubmission['verdicts'][number]): boolean {
  return verdict.failure?.statusId === 13 || verdict.errorMessage?.startsWith('Internal Error') === true;
}

/** Does the log's verdict fit the program? */
function verdictProblem(submission: RecordedSubmission): string | undefined {
  const verdict = submission.verdicts[0];
  if (!verdict) return undefined;
  const expected = expectedVerdict(submission.marker.expect);
  const message = verdict.errorMessage;
  const fits =
    verdict.status === expected.status &&
    (expected.errorPrefix === null ? message === null : message?.startsWith(expected.errorPrefix) === true);
  if (fits) return undefined;
  const m = submission.marker;
  return `submission ${submission.submissionId} (learner ${m.learner} #${m.seq}, ${m.language}, expected ${m.expect}) was judged ${verdict.status}: ${JSON.stringify(message?.slice(0, 120) ?? null)}`;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const say = options.say ?? (() => undefined);
  const graceMs = options.graceMs ?? defaultGraceMs(options.learners);
  const downMs = options.downMs ?? 3000;
  const run = randomUUID().slice(0, 8);
  const platform =
    options.platform ??
    (await startScaledOut({
      apis: options.apis ?? 3,
      judges: options.judges ?? 2,
      judgeCacheDir: options.judgeCacheDir ?? DEFAULT_JUDGE_CACHE_DIR,
      sink: options.processLog,
      // Every learner signs up from 127.0.0.1.
      apiEnv: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000', REGISTRATIONS_PER_MINUTE: '100000' },
    }));
  const problems: string[] = [];
  const store = openEventStore({ dataDir: platform.dataDir, eventStoreUrl: platform.eventStoreUrl });
  try {
    const t0 = Date.now();
    const at = (ms = Date.now()) => `t=${((ms - t0) / 1000).toFixed(1)}s`;
    const stopAt = t0 + options.durationMs;
    const hardStopAt = stopAt + graceMs;
    say(
      `load run ${run}: ${options.learners} learners for ${options.durationMs / 1000} s against ${platform.url}` +
        ` (${platform.supervisor.all().length} processes${options.kills ? ', one API and one judge worker killed on the way' : ''})`,
    );

    const random = seeded(options.seed ?? Date.now());
    // Learners arrive over the first tenth of the run (at most 10 s): each sign-up costs a password hash.
    const rampMs = Math.min(10_000, options.durationMs / 10);
    const reports = Array.from({ length: options.learners }, (_, index) => newLearnerReport(index + 1));
    const floodReports = Array.from({ length: options.flooders ?? 0 }, (_, index) => newLearnerReport(options.learners + index + 1));
    const flooders = floodReports.map((report) =>
      runLearner(
        { index: report.index, run, base: platform.url, stopAt, hardStopAt, thinkMs: [0, 0], random: seeded(report.index), floodLanes: 3 },
        report,
      ),
    );
    const learners = reports.map((report, index) =>
      sleep((rampMs * index) / options.learners).then(() =>
        runLearner(
          {
            index: report.index,
            run,
            base: platform.url,
            stopAt,
            hardStopAt,
            thinkMs: options.thinkMs ?? [1000, 4000],
            random: seeded(Math.floor(random() * 2 ** 32)),
          },
          report,
        ),
      ),
    );

    const killAndRestart = async (name: string, afterMs: number): Promise<void> => {
      await sleep(afterMs);
      const target = platform.supervisor.get(name);
      const pid = target.pid();
      await target.kill('SIGKILL');
      say(`${at()} SIGKILL ${name} (pid ${pid ?? '?'}); restarting it in ${downMs / 1000} s`);
      await sleep(downMs);
      const started = Date.now();
      try {
        await target.start();
        say(`${at()} ${name} is back (ready in ${Date.now() - started} ms)`);
      } catch (error) {
        problems.push(`${name} did not come back after its kill: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    const apiNames = platform.supervisor.all().filter((p) => p.spec.kind === 'api');
    const judgeNames = platform.supervisor.all().filter((p) => p.spec.kind === 'judge');
    const kills = options.kills
      ? [
          killAndRestart(apiNames[Math.min(1, apiNames.length - 1)]!.spec.name, options.durationMs / 3),
          killAndRestart(judgeNames[0]!.spec.name, options.durationMs / 2),
        ]
      : [];

    const status = setInterval(() => {
      const sent = reports.flatMap((r) => r.sent);
      const count = (outcome: Sent['outcome']) => sent.filter((s) => s.outcome === outcome && (outcome !== 'failed' || s.failure)).length;
      say(
        `${at()} sent ${sent.length}, answered ${count('answered')}, cut off ${count('failed')}; front: ` +
          platform.front
            .backends()
            .map((b) => `${b.name} ${b.up ? 'up' : 'DOWN'}`)
            .join(', '),
      );
    }, 10_000);
    await Promise.all(learners);
    await Promise.all(flooders);
    await Promise.all(kills);
    clearInterval(status);
    const allSent = [...reports, ...floodReports].flatMap((r) => r.sent);
    say(
      `${at()} learners done: ${allSent.length} programs sent; waiting (at most ${Math.max(0, Math.round((hardStopAt - Date.now()) / 1000))} s) for verdicts still pending`,
    );

    // The log decides: wait until every recorded submission has its verdict, or the grace runs out.
    let recorded = await readRun(store, run);
    const pendingOf = (r: Map<string, RecordedSubmission>) => [...r.values()].filter((s) => s.verdicts.length === 0).length;
    let lastVerdictAt = Date.now();
    for (let pending = pendingOf(recorded); pending > 0 && Date.now() < hardStopAt;) {
      if (Date.now() - lastVerdictAt > STALL_MS) {
        say(`${at()} no verdict for ${STALL_MS / 1000} s with ${pending} pending: the wait ends`);
        break;
      }
      await sleep(1000);
      recorded = await readRun(store, run);
      const now = pendingOf(recorded);
      if (now < pending) lastVerdictAt = Date.now();
      pending = now;
    }
    say(`${at()} read the log: ${recorded.size} submissions of this run`);
    return judgeRun({ reports, floodReports, recorded, problems, durationMs: options.durationMs, t0, say });
  } finally {
    await store.close();
    if (!options.platform) await platform.stop();
  }
}

function judgeRun(input: {
  reports: readonly LearnerReport[];
  floodReports: readonly LearnerReport[];
  recorded: Map<string, RecordedSubmission>;
  problems: string[];
  durationMs: number;
  t0: number;
  say: (line: string) => void;
}): LoadResult {
  const { recorded, problems, say } = input;
  const reports = [...input.reports, ...input.floodReports];
  const sent = reports.flatMap((r) => r.sent);
  const answered = sent.filter((s) => s.outcome === 'answered');
  const failed = sent.filter((s) => s.outcome === 'failed');
  const refused = sent.filter((s) => s.outcome === 'refused');
  const list = [...recorded.values()];
  const pending = list.filter((s) => s.verdicts.length === 0);
  const twice = list.filter((s) => s.verdicts.length > 1);
  const exactlyOnce = list.filter((s) => s.verdicts.length === 1);
  const wrong = list.flatMap((s) => verdictProblem(s) ?? []);
  const internalErrors = list.filter((s) => s.verdicts.some(isInternalError));
  const key = (m: { learner: number; seq: number }) => `${m.learner}#${m.seq}`;
  const recordedByMarker = new Map<string, RecordedSubmission[]>();
  for (const s of list) recordedByMarker.set(key(s.marker), [...(recordedByMarker.get(key(s.marker)) ?? []), s]);

  for (const r of reports) if (r.fatal) problems.push(`learner ${r.index} could not run: ${r.fatal}`);
  if (list.length === 0) problems.push('no submission of this run was recorded');
  for (const s of pending) problems.push(`submission ${s.submissionId} (learner ${s.marker.learner} #${s.marker.seq}) is still pending`);
  for (const s of twice) problems.push(`submission ${s.submissionId} has ${s.verdicts.length} verdicts`);
  problems.push(...wrong);
  if (internalErrors.length > 0)
    problems.push(
      `${internalErrors.length} submission(s) judged Internal Error, e.g. ${internalErrors[0]!.submissionId}: no program of the load earns one`,
    );
  for (const [k, same] of recordedByMarker) if (same.length > 1) problems.push(`program ${k} was recorded ${same.length} times`);
  for (const s of answered) {
    const inLog = recorded.get(s.submissionId!);
    if (!inLog) problems.push(`submission ${s.submissionId} was answered but is not in the log`);
    else if (inLog.verdicts[0] && (inLog.verdicts[0].status === 'accepted') !== s.accepted)
      problems.push(`submission ${s.submissionId} was answered accepted=${s.accepted} but the log says ${inLog.verdicts[0].status}`);
  }
  for (const r of reports) {
    const ranTests = r.sent.some((s) => s.outcome === 'answered' && s.marker.expect !== 'compile');
    if (ranTests && r.progressEvents === 0) problems.push(`learner ${r.index}'s socket saw no judge:progress event`);
  }

  // The well-behaved learners' wait: what a flood must not spoil.
  const answeredBy = (group: readonly LearnerReport[]) =>
    group.flatMap((r) => r.sent.filter((s) => s.outcome === 'answered').map((s) => s.ms!));
  const latencyMs = percentiles(answeredBy(input.reports));
  const floodLatencyMs = percentiles(answeredBy(input.floodReports));
  const judgedAt = list.flatMap((s) => (s.verdicts[0] ? [Date.parse(s.verdicts[0].judgedAt)] : []));
  const logLatencyMs = percentiles(list.flatMap((s) => (s.verdicts[0] ? [Date.parse(s.verdicts[0].judgedAt) - s.requestedAt] : [])));
  const spanMs = Math.max(input.durationMs, (judgedAt.length > 0 ? Math.max(...judgedAt) : input.t0) - input.t0);
  const perMinute = Math.round((judgedAt.length / (spanMs / 60_000)) * 10) / 10;
  const progress = reports.map((r) => r.progressEvents).sort((a, b) => a - b);
  const progressPerSocket = { min: progress[0] ?? 0, median: percentile(progress, 50), max: progress.at(-1) ?? 0 };
  const recordedAfterFailure = failed.filter((s) => recordedByMarker.has(key(s.marker))).length;
  const figures: LoadFigures = {
    sent: answered.length + failed.length,
    answered: answered.length,
    failed: failed.length,
    refused: refused.length,
    recorded: list.length,
    verdicts: list.reduce((n, s) => n + s.verdicts.length, 0),
    exactlyOnce: exactlyOnce.length,
    pending: pending.length,
    wrongVerdicts: wrong.length,
    internalErrors: internalErrors.length,
    latencyMs,
    logLatencyMs,
    perMinute,
    progressPerSocket,
  };

  const reasons = [...new Set(failed.map((s) => s.failure ?? '?'))].slice(0, 4).join('; ');
  const byKind = expectations
    .map((e) => `${e} ${list.filter((s) => s.marker.expect === e).length}`)
    .concat(languages.map((l) => `${l} ${list.filter((s) => s.marker.language === l).length}`))
    .join(', ');
  const sum = (f: (r: LearnerReport) => number) => reports.reduce((n, r) => n + f(r), 0);
  say('');
  say(
    `submissions sent:        ${figures.sent} (${figures.answered} answered with their verdict, ${figures.failed} cut off by a kill or a 5xx)`,
  );
  if (failed.length > 0) say(`  cut off, then found in the log anyway: ${recordedAfterFailure} of ${failed.length} (${reasons})`);
  say(`  refused by a full queue and sent again: ${sum((r) => r.retried)}; refused until the end: ${figures.refused}`);
  say(`  other requests sent again after a failure: ${sum((r) => r.requestRetries)}`);
  say(`recorded in the log:     ${figures.recorded} (${byKind})`);
  say(
    `verdicts in the log:     ${figures.verdicts}; exactly one: ${figures.exactlyOnce}; more than one: ${twice.length}; pending: ${figures.pending}`,
  );
  say(
    `verdicts right for their program: ${figures.recorded - pending.length - figures.wrongVerdicts} of ${figures.recorded - pending.length}`,
  );
  say(`Internal Error verdicts:  ${figures.internalErrors}`);
  say(
    `progress events per socket: min ${progressPerSocket.min}, median ${progressPerSocket.median}, max ${progressPerSocket.max}; ` +
      `judge:done ${sum((r) => r.doneEvents)}; socket reconnects ${sum((r) => Math.max(0, r.socketConnects - 1))}`,
  );
  say(`submit to verdict (learners, answered, ms): p50 ${latencyMs.p50}, p95 ${latencyMs.p95}, p99 ${latencyMs.p99}`);
  if (input.floodReports.length > 0)
    say(`submit to verdict (flooders, answered, ms): p50 ${floodLatencyMs.p50}, p95 ${floodLatencyMs.p95}, p99 ${floodLatencyMs.p99}`);
  say(`requested to judged (the log, ms): p50 ${logLatencyMs.p50}, p95 ${logLatencyMs.p95}, p99 ${logLatencyMs.p99}`);
  say(`throughput: ${perMinute} verdicts/min`);
  say(problems.length === 0 ? 'OK: nothing lost, every verdict right' : `FAILED: ${problems.length} problem(s)`);
  for (const p of problems.slice(0, 30)) say(`  - ${p}`);
  return { ok: problems.length === 0, problems, figures };
}

/** The same number of learners' wait without and then with a flooder, on one platform, in one run. */
async function runFlood(options: LoadOptions): Promise<LoadResult> {
  const say = options.say ?? (() => undefined);
  const platform = await startScaledOut({
    apis: options.apis ?? 3,
    judges: options.judges ?? 2,
    judgeCacheDir: options.judgeCacheDir ?? DEFAULT_JUDGE_CACHE_DIR,
    sink: options.processLog,
    apiEnv: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000', REGISTRATIONS_PER_MINUTE: '100000' },
  });
  try {
    say('--- without a flooder');
    const calm = await runLoad({ ...options, platform, kills: false });
    say('--- with one flooder');
    const flooded = await runLoad({ ...options, platform, kills: false, flooders: 1 });
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '?');
    const [c, f] = [calm.figures.latencyMs, flooded.figures.latencyMs];
    say('');
    say(`learners' submit to verdict without a flooder (ms): p50 ${c.p50}, p95 ${c.p95}`);
    say(`learners' submit to verdict with one flooder (ms):  p50 ${f.p50}, p95 ${f.p95}`);
    say(`flood / calm: p50 ${ratio(f.p50, c.p50)}x, p95 ${ratio(f.p95, c.p95)}x (target: p95 at most 1.5x)`);
    return { ok: calm.ok && flooded.ok, problems: [...calm.problems, ...flooded.problems], figures: flooded.figures };
  } finally {
    await platform.stop();
  }
}

/** Flags first, then LOAD_* variables, then the defaults. */
function readArgs(argv: readonly string[]) {
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const number = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined || value.trim() === '') return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not '${value}'`);
    return n;
  };
  const learners = Math.round(number(flag('learners') ?? process.env.LOAD_LEARNERS, 50, 'learners'));
  const seconds = flag('seconds');
  const durationMs =
    seconds !== undefined
      ? number(seconds, 60, 'seconds') * 1000
      : number(flag('minutes') ?? process.env.LOAD_MINUTES, 5, 'minutes') * 60_000;
  if (learners > 500 || durationMs > 60 * 60_000) throw new Error('a load run is bounded: at most 500 learners for 60 minutes');
  return {
    learners,
    durationMs,
    kills: !argv.includes('--no-kills'),
    flood: argv.includes('--flood'),
    apis: Math.round(number(flag('apis'), 3, 'apis')),
    judges: Math.round(number(flag('judges'), 2, 'judges')),
    graceMs: number(flag('grace-seconds'), defaultGraceMs(learners) / 1000, 'grace-seconds') * 1000,
  };
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const logFile = join(tmpdir(), `forge-load-${Date.now()}.log`);
  // Bounded whatever happens: the run, the grace, and five minutes for starting and stopping.
  setTimeout(
    () => {
      console.error('load: the hard time limit passed; stopping');
      process.exit(1);
    },
    args.durationMs + args.graceMs + 5 * 60_000,
  ).unref();
  console.log(`load: the processes' output goes to ${logFile}`);
  const { flood, ...load } = args;
  const options = {
    ...load,
    judgeCacheDir: process.env.JUDGE_CACHE_DIR?.trim() || DEFAULT_JUDGE_CACHE_DIR,
    say: (line: string) => console.log(line),
    processLog: (line: string) => appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`),
  };
  const result = flood ? await runFlood(options) : await runLoad(options);
  process.exit(result.ok ? 0 : 1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
