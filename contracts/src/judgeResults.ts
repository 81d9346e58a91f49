/** One example case of a run: Judge0's field names, as the spec's client reads them. */
export interface RunTestCase {
  readonly stdin: string;
  readonly expected_output: string;
  readonly stdout: string;
  /** Judge0's status id; 3 is Accepted (spec §9). */
  readonly status_id: number;
}

/** What POST /api/submission/run answers (and `judge:done` carries for a run). */
export interface RunResult {
  readonly success: boolean;
  /** Total CPU seconds over the tests. */
  readonly runtime: number;
  /** Peak kB over the tests. */
  readonly memory: number;
  readonly error: string | null;
  readonly testCases: readonly RunTestCase[];
}

/** The verdict of a submission (`judge:done` for a submit; the HTTP answer adds its submissionId). */
export interface SubmitResult {
  readonly accepted: boolean;
  readonly passedTestCases: number;
  readonly totalTestCases: number;
  /** Total CPU seconds over the tests. */
  readonly runtime: number;
  /** Peak kB over the tests. */
  readonly memory: number;
  readonly error: string | null;
}
