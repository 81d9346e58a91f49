/**
 * The rows of a hostile suite: a program, what the judge must answer and how fast, judged through
 * the real sandbox; then the result is checked for leaked secrets and broken limits, and the host
 * for anything the program left (hostWatch).
 */
import { performance } from 'node:perf_hooks';
import { defaultLimits, Status, type JudgeResult, type LanguageId, type Limits, type StatusId, type TestCase } from '../api';
import { hello, languages, marked } from './hostilePrograms';
import { results, logTail, type Hostile } from './hostileSuite';
import { expectHostUntouched, hostState } from './hostWatch';

/** Every runtime-error status id (7..12). */
export const runtimeErrors: readonly StatusId[] = [
  Status.RuntimeErrorSIGSEGV,
  Status.RuntimeErrorSIGXFSZ,
  Status.RuntimeErrorSIGFPE,
  Status.RuntimeErrorSIGABRT,
  Status.RuntimeErrorNZEC,
  Status.RuntimeErrorOther,
];
/** The limits of a row that must end by a limit, and soon: 1 CPU second. */
export const fast = { cpuSeconds: 1 } as const;
/** The bytes of stderr a result may carry ("capped, a few kB"); generous on purpose. */
export const stderrCapBytes = 64 * 1024;

type Lazy<T> = T | ((h: Hostile) => T);
const resolve = <T>(v: Lazy<T>, h: Hostile): T => (typeof v === 'function' ? (v as (h: Hostile) => T)(h) : v);

export interface Row {
  readonly name: string;
  readonly language: LanguageId;
  readonly code: Lazy<string>;
  /** One test by default: input '' expecting '42'. */
  readonly tests?: Lazy<readonly TestCase[]>;
  readonly limits?: Partial<Limits>;
  /** The verdict: one exact status, or the few a correct judge may choose between. */
  readonly status: StatusId | readonly StatusId[];
  /** Must match the judge's description (of the result, or of the first test when there is one). */
  readonly description?: RegExp;
  /** judge() must return within the language's baseline plus this many ms. */
  readonly withinMs: number;
  /** Row-specific assertions, after the common ones. */
  readonly check?: (result: JudgeResult, h: Hostile, wallMs: number) => void | Promise<void>;
  /** Runs before judging (e.g. refuses to run when the sandbox is not isolated enough to make the attack safe). */
  readonly before?: (h: Hostile) => Promise<void>;
  /** Runs after the row, pass or fail (e.g. removes what an attack managed to plant, so one finding does not cascade). */
  readonly cleanup?: (h: Hostile) => void | Promise<void>;
}

/** The last rows of a table whose attacks might have broken the judge: it still judges an honest program, in each language. */
export const honestRows: readonly Row[] = languages.map((language) => ({
  name: 'the judge still judges an honest program after all that',
  language,
  code: hello[language],
  status: Status.Accepted,
  withinMs: 10_000,
}));

/** The jest timeout of a row: its bound plus the baseline plus room. */
export const rowTimeout = (row: Row): number => row.withinMs + 60_000;

function allText(r: JudgeResult): string {
  return [r.description, r.compileOutput ?? '', ...r.tests.flatMap((t) => [t.description, t.stdout, t.stderr])].join('\n');
}

/** The secrets found in a result (as the values themselves, shortened). */
export function leakedSecrets(h: Hostile, r: JudgeResult): string[] {
  const text = allText(r);
  return h.secretValues.filter((s) => text.includes(s)).map((s) => s.slice(0, 24));
}

/** Judges one row and asserts its verdict, its bounds, that nothing leaked and that the host was untouched. */
export async function runRow(h: Hostile, row: Row): Promise<JudgeResult> {
  try {
    return await runRowOnce(h, row);
  } finally {
    if (row.cleanup) await row.cleanup(h);
  }
}

async function runRowOnce(h: Hostile, row: Row): Promise<JudgeResult> {
  if (row.before) await row.before(h);
  const baseline = await h.baseline(row.language);
  const limits: Limits = { ...defaultLimits, ...row.limits };
  const tests = resolve(row.tests ?? [{ input: '', expectedOutput: '42' }], h);
  const code = marked(h, row.language, row.name, resolve(row.code, h));
  const bound = baseline + row.withinMs;

  const reported: number[] = [];
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    h.judge
      .judge({ language: row.language, code, tests, limits: row.limits }, (t) => reported.push(t.index))
      .then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      ),
    new Promise<{ hung: true }>((res) => {
      timer = setTimeout(() => res({ hung: true }), bound + 20_000);
    }),
  ]);
  clearTimeout(timer);
  const wallMs = performance.now() - start;
  if ('hung' in outcome) {
    hostState.rescue();
    throw new Error(
      `${row.name}: judge() had not returned ${Math.round(wallMs)} ms after it was called (bound ${Math.round(bound)} ms); its processes were killed by the test`,
    );
  }
  if ('error' in outcome)
    throw new Error(`${row.name}: judge() threw: ${String((outcome.error as Error)?.stack ?? outcome.error)}${logTail()}`);
  const r = outcome.result;
  const summary = `${row.name}: status ${r.statusId} (${r.description}) in ${Math.round(wallMs)} ms; tests ${JSON.stringify(
    r.tests.map((t) => ({
      s: t.statusId,
      d: t.description,
      time: t.time,
      kb: t.memory,
      out: t.stdout.slice(0, 300),
      outBytes: Buffer.byteLength(t.stdout),
      err: t.stderr.slice(0, 300),
    })),
  )}; compile ${JSON.stringify((r.compileOutput ?? '').slice(0, 400))}`;
  results.push({
    row: row.name,
    language: row.language,
    statusId: r.statusId,
    description: r.tests.find((t) => t.statusId === r.statusId)?.description ?? r.description,
    wallMs: Math.round(wallMs),
    compileOutput: (r.compileOutput ?? '').slice(0, 200),
    stdout: (r.tests[0]?.stdout ?? '').slice(0, 200),
    stderr: (r.tests[0]?.stderr ?? '').slice(0, 300),
  });

  const expected = typeof row.status === 'number' ? [row.status] : row.status;
  const failures: string[] = [];
  if (!expected.includes(r.statusId)) failures.push(`status ${r.statusId} is not ${expected.join(' or ')}`);
  if (row.description) {
    const description = r.tests.find((t) => t.statusId === r.statusId)?.description ?? r.description;
    if (!row.description.test(description) && !row.description.test(r.description))
      failures.push(`description ${JSON.stringify(description)} does not match ${row.description}`);
  }
  if (wallMs > bound)
    failures.push(
      `judge() took ${Math.round(wallMs)} ms, over the bound of ${Math.round(bound)} ms (baseline ${Math.round(baseline)} + ${row.withinMs})`,
    );
  const cpuCap = limits.cpuSeconds * 1.25 + 0.5;
  // Runtimes (the JVM, V8) are granted their own overhead above the limit: a bomb must still stay far from 2 GB.
  const memCap = limits.memoryKb + 256 * 1024;
  for (const t of r.tests) {
    if (t.time > cpuCap) failures.push(`test ${t.index} reports ${t.time} CPU s, over the ${limits.cpuSeconds} s limit`);
    if (t.memory > memCap) failures.push(`test ${t.index} reports ${t.memory} kB, over the ${limits.memoryKb} kB limit`);
    if (Buffer.byteLength(t.stdout) > limits.outputBytes)
      failures.push(`test ${t.index} stdout is ${Buffer.byteLength(t.stdout)} bytes, over the ${limits.outputBytes} limit`);
    if (Buffer.byteLength(t.stderr) > stderrCapBytes)
      failures.push(`test ${t.index} stderr is ${Buffer.byteLength(t.stderr)} bytes, not capped`);
  }
  if (reported.length !== r.tests.length) failures.push(`onTest was called ${reported.length} times for ${r.tests.length} tests`);
  const leaks = leakedSecrets(h, r);
  if (leaks.length > 0) failures.push(`secrets leaked into the result: ${leaks.join(', ')}`);
  if (failures.length > 0) throw new Error(`${failures.join('\n')}\n${summary}${logTail()}`);

  await expectHostUntouched(h, row.name);
  if (row.check) await row.check(r, h, wallMs);
  return r;
}

/** Registers one jest test per row. */
export function table(h: () => Hostile, rows: readonly Row[]): void {
  for (const row of rows) {
    it(
      `${row.language}: ${row.name}`,
      async () => {
        await runRow(h(), row);
      },
      rowTimeout(row),
    );
  }
}

/** The last test of a file: the host as a whole, after the table. */
export function finalHostCheck(h: () => Hostile): void {
  it('leaves the host as it found it: no sandboxed process, nothing planted in /tmp, the sentinel alive', async () => {
    const suite = h();
    await expectHostUntouched(suite, 'after the table');
    expect(suite.sentinel.exitCode).toBeNull();
    expect(suite.sentinel.signalCode).toBeNull();
  }, 60_000);
}
