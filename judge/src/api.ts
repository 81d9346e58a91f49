import type { JudgedCase, OutputValidation, StatusId, Subtask, TranscriptLine } from '@forge/contracts';

/**
 * What the judge offers the rest of the platform. It knows nothing of HTTP, users or events:
 * it takes code and test cases, reports each finished test as it happens, and returns a verdict.
 */

export type LanguageId = 'cpp' | 'java' | 'javascript' | 'python' | 'c';

/** Judge0's status ids, defined once in the contracts: the judge names its verdicts with them. */
export { Status, type StatusId } from '@forge/contracts';

export interface Limits {
  /** CPU seconds per test. Default 2. */
  readonly cpuSeconds: number;
  /** Peak memory per test in kB. Default 262144 (256 MB). */
  readonly memoryKb: number;
  /** Processes and threads the program may have at once. Default 64. */
  readonly processes: number;
  /** Bytes of stdout per test. Default 1 MB. */
  readonly outputBytes: number;
}

export const defaultLimits: Limits = { cpuSeconds: 2, memoryKb: 256 * 1024, processes: 64, outputBytes: 1024 * 1024 };

export interface TestCase {
  readonly input: string;
  readonly expectedOutput: string;
}

export interface JudgeRequest {
  readonly language: LanguageId;
  readonly code: string;
  readonly tests: readonly TestCase[];
  readonly limits?: Partial<Limits>;
  /** How each case's output is checked against its expected output. Default: exactly (line ends trimmed). */
  readonly validation?: OutputValidation;
  /** Stop at the first test that is not Accepted (submissions); run all (runs). Default false. */
  readonly stopOnFirstFailure?: boolean;
  /**
   * A scored problem's subtasks (`cases` index `tests`): a subtask has failed once one of its cases
   * is not Accepted or a subtask it depends on has failed, and its cases not yet started are then
   * skipped (it scores nothing whatever they would give). Others run on. For a job that does not
   * stop at its first failure.
   */
  readonly subtasks?: readonly Subtask[];
  /**
   * Whose job this is (a user id): the sandbox slots are shared fairly between owners, and then
   * between each owner's jobs. Default: a job of its own.
   */
  readonly owner?: string;
  /**
   * `background` work (a rejudge) gets a slot only when no `learner` work is waiting for one: a
   * freed slot goes to a learner's compile or case first. Default `learner`.
   */
  readonly priority?: JudgePriority;
  /** Files of the program's own, written beside its source before it is built (a validator's header). */
  readonly files?: readonly ProgramFile[];
  /**
   * What the program is: a learner's `solution` (the default), or a problem's `inputValidator`
   * (the Kattis input validator interface): it reads a case's input on stdin, and exits with 42
   * when the input is valid, which makes the case Accepted; any other end (43, another exit, a
   * crash, a limit) means the input could not be confirmed valid: a Wrong Answer for an exit
   * with 43, the run's own verdict otherwise, with what the validator printed (stdout, then
   * stderr) as the case's `checkerMessage`. A case's expected output is not read, and
   * `validation` must be absent.
   */
  readonly role?: ProgramRole;
}

export type ProgramRole = 'solution' | 'inputValidator';

/** A file beside a program's source, by its name (as the program includes it). */
export interface ProgramFile {
  readonly name: string;
  readonly content: string;
}

/** Whose turn comes first for the judge's slots: a learner waiting on a verdict, before work nobody waits on. */
export type JudgePriority = 'learner' | 'background';

/** One finished test: the contracts' judged case (index, status, CPU seconds, peak kB), with what the judge saw. */
export interface TestResult extends Readonly<JudgedCase> {
  readonly statusId: StatusId;
  /** Human text for the status, e.g. 'Runtime Error (memory limit exceeded)'. */
  readonly description: string;
  /** Why the output was rejected, in the checker's words (the token rule's or a checker's), when it said. */
  readonly checkerMessage?: string;
  /** An interactive case: each side's lines, in the order the judge relayed them, capped. */
  readonly transcript?: readonly TranscriptLine[];
  /** The program's stdout, capped at the output limit (on an interactive case, what it sent the interactor, capped with the transcript). */
  readonly stdout: string;
  /** The program's stderr, capped (a few kB). */
  readonly stderr: string;
}

export interface JudgeResult {
  /** Accepted only when every test ran and was accepted. */
  readonly statusId: StatusId;
  readonly description: string;
  /** Compiler output when compilation failed (capped); null otherwise. */
  readonly compileOutput: string | null;
  /**
   * The compiler's output when the problem's checker does not compile (the job is then an
   * Internal Error, the problem's fault): for admins, never the learner's to see.
   */
  readonly checkerCompileOutput?: string;
  /** One per test that ran, in test order. Tests skipped after a failure are absent. */
  readonly tests: readonly TestResult[];
  /** Largest CPU seconds and peak kB over the tests. */
  readonly time: number;
  readonly memory: number;
  /**
   * How the program was built: `compiled` is false when it came from the cache; `cpuSeconds`
   * is the compiler's CPU time. Absent when nothing was built (the judge could not run).
   */
  readonly build?: { readonly compiled: boolean; readonly cpuSeconds: number };
}

export interface Judge {
  /**
   * Compiles once, runs the tests (in parallel, one slot per core), reports each finished test.
   * Rejects with `HostFaultError` when the host, not the program, failed (the sandbox could not
   * start, the compiler's host failed, the cache dir is unusable, the judge is unhealthy or
   * closed): nothing of such a job is a verdict, and no test of it that the host failed was
   * reported. Another attempt, once `untilHealthy` resolves, may judge it.
   */
  judge(request: JudgeRequest, onTest?: (result: TestResult) => void): Promise<JudgeResult>;
  /** Whether the judge can take work now; when it cannot, `reason` says why and jobs are refused (HostFaultError). */
  readonly health: { readonly ok: boolean; readonly reason?: string };
  /**
   * Resolves once the judge is healthy (at once when it is); rejects when `signal` aborts or the
   * judge closes. A judge without it (a fake) counts as always healthy: see `untilHealthy` below.
   */
  untilHealthy?(signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/**
 * The host failed a job, not the program: a sandbox that could not start, a compiler whose host
 * failed (it could not fork, its JVM could not start), a cache dir that took no file, a judge
 * that is unhealthy or closed. Never a learner's verdict: the job may be tried again.
 */
export class HostFaultError extends Error {
  override readonly name = 'HostFaultError';
}

/** A HostFaultError, also one from another copy of this module. */
export function isHostFault(error: unknown): error is HostFaultError {
  return error instanceof HostFaultError || (error instanceof Error && error.name === 'HostFaultError');
}

/**
 * Waits until `judge` is healthy: at once for one that is, or that cannot say (no `untilHealthy`).
 * Rejects with HostFaultError after `timeoutMs` (when given) still unhealthy, and with the
 * signal's reason when it aborts.
 */
export async function untilHealthy(
  judge: Pick<Judge, 'health' | 'untilHealthy'>,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<void> {
  if (!judge.untilHealthy || judge.health.ok) return;
  const { signal, timeoutMs } = options;
  if (timeoutMs === undefined) return judge.untilHealthy(signal);
  const gaveUp = new AbortController();
  const onAbort = () => gaveUp.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();
  const timer = setTimeout(
    () =>
      gaveUp.abort(new HostFaultError(`the judge is still unhealthy after ${timeoutMs} ms: ${judge.health.reason ?? 'no reason given'}`)),
    timeoutMs,
  );
  try {
    await judge.untilHealthy(gaveUp.signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
