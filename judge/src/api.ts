/**
 * What the judge offers the rest of the platform. It knows nothing of HTTP, users or events:
 * it takes code and test cases, reports each finished test as it happens, and returns a verdict.
 */

export type LanguageId = 'cpp' | 'java' | 'javascript';

/** Judge0's status ids, which the spec and the client use. */
export const Status = {
  InQueue: 1,
  Processing: 2,
  Accepted: 3,
  WrongAnswer: 4,
  TimeLimitExceeded: 5,
  CompilationError: 6,
  RuntimeErrorSIGSEGV: 7,
  RuntimeErrorSIGXFSZ: 8,
  RuntimeErrorSIGFPE: 9,
  RuntimeErrorSIGABRT: 10,
  RuntimeErrorNZEC: 11,
  RuntimeErrorOther: 12,
  InternalError: 13,
} as const;
export type StatusId = (typeof Status)[keyof typeof Status];

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
  /** Stop at the first test that is not Accepted (submissions); run all (runs). Default false. */
  readonly stopOnFirstFailure?: boolean;
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
}

/** Whose turn comes first for the judge's slots: a learner waiting on a verdict, before work nobody waits on. */
export type JudgePriority = 'learner' | 'background';

export interface TestResult {
  readonly index: number;
  readonly statusId: StatusId;
  /** Human text for the status, e.g. 'Runtime Error (memory limit exceeded)'. */
  readonly description: string;
  /** CPU seconds. */
  readonly time: number;
  /** Peak kB. */
  readonly memoryKb: number;
  /** The program's stdout, capped at the output limit. */
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
  /** One per test that ran, in test order. Tests skipped after a failure are absent. */
  readonly tests: readonly TestResult[];
  /** Largest CPU seconds and peak kB over the tests. */
  readonly time: number;
  readonly memoryKb: number;
  /**
   * How the program was built: `compiled` is false when it came from the cache; `cpuSeconds`
   * is the compiler's CPU time. Absent when nothing was built (the judge could not run).
   */
  readonly build?: { readonly compiled: boolean; readonly cpuSeconds: number };
}

export interface Judge {
  /** Compiles once, runs the tests (in parallel, one slot per core), reports each finished test. */
  judge(request: JudgeRequest, onTest?: (result: TestResult) => void): Promise<JudgeResult>;
  /** Whether the sandbox can start on this host; when it cannot, every job is an Internal Error. */
  readonly health: { readonly ok: boolean; readonly reason?: string };
  close(): Promise<void>;
}
