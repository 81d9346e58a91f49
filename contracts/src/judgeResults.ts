/** One example case of a run: Judge0's field names, as the spec's client reads them. */
export interface RunTestCase {
  readonly stdin: string;
  readonly expected_output: string;
  readonly stdout: string;
  /** Judge0's status id; 3 is Accepted (spec §9). */
  readonly status_id: number;
}

/**
 * Why a run or a submission did not pass, as fields: the browser reads these, never the
 * `error` text (which says the same, for the spec's client).
 */
export interface JudgeFailure {
  /** `compile`: the program did not build; `case`: a case failed; `judge`: the judge could not judge it. */
  readonly kind: 'compile' | 'case' | 'judge';
  /** Judge0's status id of the failure (spec §9). */
  readonly statusId: number;
  /** The status in words, e.g. 'Runtime Error (NZEC)'. */
  readonly status: string;
  /** The failing case, counted from 1; null for compile and judge failures. */
  readonly caseNumber: number | null;
  /** A submission's cases are hidden: nothing the program printed on them is ever given. */
  readonly hidden: boolean;
  /** The compiler's output, or what the program wrote to stderr on a visible case; else null. */
  readonly detail: string | null;
}

/** What POST /api/submission/run answers (and `judge:done` carries for a run). */
export interface RunResult {
  readonly success: boolean;
  /** CPU seconds of the slowest case, as LeetCode shows. */
  readonly runtime: number;
  /** Peak kB of the hungriest case. */
  readonly memory: number;
  readonly error: string | null;
  readonly failure: JudgeFailure | null;
  readonly testCases: readonly RunTestCase[];
}

/** The verdict of a submission (`judge:done` for a submit; the HTTP answer adds its submissionId). */
export interface SubmitResult {
  readonly accepted: boolean;
  readonly passedTestCases: number;
  readonly totalTestCases: number;
  /** CPU seconds of the slowest case, as LeetCode shows. */
  readonly runtime: number;
  /** Peak kB of the hungriest case. */
  readonly memory: number;
  readonly error: string | null;
  readonly failure: JudgeFailure | null;
}
