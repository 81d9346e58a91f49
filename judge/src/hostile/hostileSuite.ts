/**
 * One real judge per hostile test file, and what the suite plants for the attacks to go after:
 * secrets (in the environment, in files under /tmp and /var/tmp, in an earlier submission), a
 * sentinel process for them to kill, and temp dirs of its own. Once the file is done, the judge is
 * closed and must have left nothing on the host.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Status, type Judge, type LanguageId } from '../api';
import { createJudge } from '../index';
import { cgroupDirs, cgroupsLeftBy, pidFilesLeftBy, readOr, smallStateFiles } from './hostFiles';
import { hello, marked, seesPidProgram } from './hostilePrograms';
import { ownProcesses } from './hostProcesses';
import { hostState } from './hostWatch';

/** The judge's log lines, kept for failure messages instead of cluttering the test output. */
const judgeLog: string[] = [];
export const logTail = (): string => (judgeLog.length > 0 ? `\njudge log (last lines):\n  ${judgeLog.slice(-15).join('\n  ')}` : '');

/** What one row returned, for the report at the end of a file. */
export interface RowResult {
  row: string;
  language: LanguageId;
  statusId: number;
  description: string;
  wallMs: number;
  compileOutput: string;
  stdout: string;
  stderr: string;
}

/** What every row returned, for the report at the end of a file. */
export const results: RowResult[] = [];

export interface Secrets {
  /** In the test process's environment as FORGE_HOSTILE_SECRET (so in the judge's, unless it clears it). */
  readonly env: string;
  /** In `${dataDir}/secret.txt` (under the host's /tmp). */
  readonly file: string;
  /** In `${varDataDir}/secret.txt` (under /var/tmp, outside any /tmp the sandbox may replace). */
  readonly varFile: string;
  /** In the source and the input of an earlier, honest submission (cross-submission isolation). */
  readonly cross: string;
  /** The first line of the host's /etc/shadow, when the test can read it. */
  readonly shadowLine: string | null;
}

export interface Hostile {
  readonly judge: Judge;
  /** Unique to this run; in every hostile source, and in what hostile programs create or spawn. */
  readonly marker: string;
  readonly cacheDir: string;
  readonly dataDir: string;
  readonly varDataDir: string;
  readonly secretFile: string;
  readonly varSecretFile: string;
  readonly secrets: Secrets;
  /** A `sleep` the test spawned; hostile programs are told its pid and try to kill it. */
  readonly sentinel: ChildProcess;
  readonly testPid: number;
  /** Every secret value that must never appear in a result. */
  readonly secretValues: readonly string[];
  /** Wall ms of judging a trivial program in `language` (compile + one test); measured once. */
  baseline(language: LanguageId): Promise<number>;
  /** Whether the sandbox shows the program the host's processes (then the kill attacks are not run). */
  sandboxSeesHost(language: LanguageId): Promise<{ sees: boolean; detail: string }>;
}

/**
 * Registers beforeAll/afterAll for one test file: temp cache dir, secrets, sentinel, judge.
 * Returns an accessor for the running suite.
 */
export function hostileSuite(fileTag: string): () => Hostile {
  let current: Hostile | undefined;
  let sentinel: ChildProcess | undefined;
  let judge: Judge | undefined;
  const dirs: string[] = [];
  let cgroupsBefore = new Set<string>();
  let stateBefore = new Map<string, string>();

  beforeAll(async () => {
    const marker = `hx${randomBytes(4).toString('hex')}`;
    const secret = (kind: string) => `FORGE-SECRET-${kind}-${randomBytes(12).toString('hex')}`;
    const secrets: Secrets = {
      env: secret('env'),
      file: secret('file'),
      varFile: secret('varfile'),
      cross: secret('cross'),
      shadowLine: ((readOr('/etc/shadow') ?? '').split('\n')[0] ?? '').trim() || null,
    };
    process.env.FORGE_HOSTILE_SECRET = secrets.env;

    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), `forge-hostile-cache-${fileTag}-`));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `forge-hostile-data-${fileTag}-`));
    const varDataDir = fs.mkdtempSync(path.join(fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir(), `forge-hostile-data-${fileTag}-`));
    dirs.push(cacheDir, dataDir, varDataDir);
    const secretFile = path.join(dataDir, 'secret.txt');
    const varSecretFile = path.join(varDataDir, 'secret.txt');
    fs.writeFileSync(secretFile, `${secrets.file}\n`, { mode: 0o644 });
    fs.writeFileSync(varSecretFile, `${secrets.varFile}\n`, { mode: 0o644 });
    // World-readable on purpose: the sandbox, not file modes, must keep them out of reach.
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(varDataDir, 0o755);

    sentinel = spawn('sleep', ['900'], { stdio: 'ignore' });
    if (sentinel.pid !== undefined) ownProcesses.add(sentinel.pid);
    await new Promise<void>((resolve, reject) => {
      sentinel?.once('spawn', () => resolve());
      sentinel?.once('error', reject);
    });

    cgroupsBefore = new Set(cgroupDirs());
    stateBefore = smallStateFiles();
    const created = await createJudge({ cacheDir, log: (line) => judgeLog.push(line) });
    judge = created;
    // javac's archive is dumped after start: the rows compare the host with a judge at rest.
    await created.warmed;
    const theJudge = judge;
    if (!theJudge.health.ok) throw new Error(`the judge says the sandbox cannot start here: ${theJudge.health.reason ?? '?'}`);

    const baselines = new Map<LanguageId, Promise<number>>();
    const probes = new Map<LanguageId, Promise<{ sees: boolean; detail: string }>>();
    const suite: Hostile = {
      judge: theJudge,
      marker,
      cacheDir,
      dataDir,
      varDataDir,
      secretFile,
      varSecretFile,
      secrets,
      sentinel,
      testPid: process.pid,
      secretValues: [secrets.env, secrets.file, secrets.varFile, secrets.cross, ...(secrets.shadowLine ? [secrets.shadowLine] : [])],
      baseline(language) {
        let b = baselines.get(language);
        if (b === undefined) {
          b = (async () => {
            const start = performance.now();
            const r = await theJudge.judge({
              language,
              code: marked(suite, language, 'baseline', hello[language]),
              tests: [{ input: '', expectedOutput: '42' }],
            });
            const ms = performance.now() - start;
            if (r.statusId !== Status.Accepted)
              throw new Error(`baseline ${language} program was not accepted: ${JSON.stringify(r).slice(0, 2000)}${logTail()}`);
            return ms;
          })();
          baselines.set(language, b);
        }
        return b;
      },
      sandboxSeesHost(language) {
        let p = probes.get(language);
        if (p === undefined) {
          p = (async () => {
            const r = await theJudge.judge({
              language,
              code: marked(suite, language, 'pid-namespace probe', seesPidProgram[language]),
              tests: [{ input: `${sentinel?.pid ?? 0} ${process.pid}\n`, expectedOutput: 'hidden hidden' }],
            });
            const out = r.tests[0]?.stdout.trim() ?? '';
            return {
              sees: out !== 'hidden hidden',
              detail: `status ${r.statusId} ${r.description}; stdout ${JSON.stringify(out)}; stderr ${JSON.stringify(r.tests[0]?.stderr.slice(0, 300) ?? '')}`,
            };
          })();
          probes.set(language, p);
        }
        return p;
      },
    };
    current = suite;
    hostState.start(suite);
  }, 120_000);

  afterAll(async () => {
    // FORGE_HOSTILE_REPORT=<file>: one JSON line per row judged, for a human-readable table.
    if (process.env.FORGE_HOSTILE_REPORT && results.length > 0) {
      fs.appendFileSync(process.env.FORGE_HOSTILE_REPORT, results.map((r) => JSON.stringify({ file: fileTag, ...r })).join('\n') + '\n');
    }
    await judge?.close();
    if (sentinel && sentinel.exitCode === null && sentinel.signalCode === null) sentinel.kill('SIGKILL');
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    delete process.env.FORGE_HOSTILE_SECRET;
    // Once closed, the judge has nothing left on the host: not even an empty cgroup or a claim file.
    const left = [...cgroupsLeftBy(process.pid, cgroupsBefore), ...pidFilesLeftBy(process.pid, stateBefore)];
    if (left.length > 0) throw new Error(`judge.close() left state behind on the host:\n  ${left.join('\n  ')}`);
  }, 60_000);

  return () => {
    if (current === undefined) throw new Error('the hostile suite did not start (see beforeAll)');
    return current;
  };
}
