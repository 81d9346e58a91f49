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
import { seededRandom } from '@forge/testing';
import { newLearnerReport, runLearner, type Sent } from './learner';
import { judgeRun, type LoadResult } from './loadReport';
import { readRun, type RecordedSubmission } from './logCheck';
import { DEFAULT_JUDGE_CACHE_DIR, startScaledOut, type ScaledOut } from './scaleUp';
import type { LineSink } from './supervisor';

export type { LoadFigures, LoadResult } from './loadReport';
export { percentile } from './loadReport';

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

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const say = options.say ?? (() => undefined);
  const graceMs = options.graceMs ?? defaultGraceMs(options.learners);
  const downMs = options.downMs ?? 3000;
  const run = randomUUID().slice(0, 8);
  const platform = options.platform ?? (await startLoadPlatform(options));
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

    const random = seededRandom(options.seed ?? Date.now()).next;
    // Learners arrive over the first tenth of the run (at most 10 s): each sign-up costs a password hash.
    const rampMs = Math.min(10_000, options.durationMs / 10);
    const reports = Array.from({ length: options.learners }, (_, index) => newLearnerReport(index + 1));
    const floodReports = Array.from({ length: options.flooders ?? 0 }, (_, index) => newLearnerReport(options.learners + index + 1));
    const flooders = floodReports.map((report) =>
      runLearner(
        {
          index: report.index,
          run,
          base: platform.url,
          stopAt,
          hardStopAt,
          thinkMs: [0, 0],
          random: seededRandom(report.index).next,
          floodLanes: 3,
        },
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
            random: seededRandom(Math.floor(random() * 2 ** 32)).next,
          },
          report,
        ),
      ),
    );

    const apiNames = platform.supervisor.all().filter((p) => p.spec.kind === 'api');
    const judgeNames = platform.supervisor.all().filter((p) => p.spec.kind === 'judge');
    const kills = options.kills
      ? [
          killAndRestart(platform, apiNames[Math.min(1, apiNames.length - 1)]!.spec.name, options.durationMs / 3, downMs, say, problems),
          killAndRestart(platform, judgeNames[0]!.spec.name, options.durationMs / 2, downMs, say, problems),
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

/** The platform a load run starts, as `npm run scale:up` does; every simulated learner signs up from 127.0.0.1. */
export function startLoadPlatform(
  options: Pick<LoadOptions, 'apis' | 'judges' | 'judgeCacheDir' | 'processLog'>,
  apiEnv: Readonly<Record<string, string>> = {},
): Promise<ScaledOut> {
  return startScaledOut({
    apis: options.apis ?? 3,
    judges: options.judges ?? 2,
    judgeCacheDir: options.judgeCacheDir ?? DEFAULT_JUDGE_CACHE_DIR,
    sink: options.processLog,
    apiEnv: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000', REGISTRATIONS_PER_MINUTE: '100000', ...apiEnv },
  });
}

/**
 * After `afterMs`, SIGKILLs the platform's process `name` and starts it again `downMs` later,
 * saying so; one that does not come back is a problem of the run.
 */
export async function killAndRestart(
  platform: ScaledOut,
  name: string,
  afterMs: number,
  downMs: number,
  say: (line: string) => void,
  problems: string[],
): Promise<void> {
  await sleep(afterMs);
  const target = platform.supervisor.get(name);
  const pid = target.pid();
  await target.kill('SIGKILL');
  const at = () => new Date().toISOString();
  say(`${at()} SIGKILL ${name} (pid ${pid ?? '?'}); restarting it in ${downMs / 1000} s`);
  await sleep(downMs);
  const started = Date.now();
  try {
    await target.start();
    say(`${at()} ${name} is back (ready in ${Date.now() - started} ms)`);
  } catch (error) {
    problems.push(`${name} did not come back after its kill: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The same number of learners' wait without and then with a flooder, on one platform, in one run. */
async function runFlood(options: LoadOptions): Promise<LoadResult> {
  const say = options.say ?? (() => undefined);
  const platform = await startLoadPlatform(options);
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
