/**
 * A problem package's import (issue 34) as the API answers it and the admin's screen shows it:
 * the proof's report, and the progress the import sends the admin's sockets while it judges.
 */

/** A submission of the package as the import's proof judged it. */
export interface SubmissionReport {
  readonly path: string;
  readonly language: string;
  /** The verdicts it may get (its folder's, or its tag's), ` or `-joined; with a Partial one's points. */
  readonly expected: string;
  readonly actual: string;
  /** Its slowest case, CPU seconds. */
  readonly timeSeconds: number;
  readonly ok: boolean;
}

export interface ImportReport {
  readonly title: string;
  readonly format: string;
  readonly timeLimitSeconds: number;
  /** `given` by the package, or found by its multiplier rule over the slowest accepted submission. */
  readonly timeLimitFrom: 'given' | 'multiplier rule';
  readonly proven: boolean;
  readonly submissions: readonly SubmissionReport[];
  readonly warnings: readonly string[];
  readonly skipped: readonly { path: string; reason: string }[];
}

/**
 * Sent to the importing admin's sockets as each of the package's submissions is judged, when the
 * upload named its import (the multipart field `importId`, which the screen makes up).
 */
export const IMPORT_PROGRESS = 'import:progress';

export interface ImportProgressPayload {
  readonly importId: string;
  /** Submissions judged so far, this one included, of `total`. */
  readonly judged: number;
  readonly total: number;
  readonly submission: SubmissionReport;
}

/** What an `importId` may be: the screen's UUID, or any name of 8 to 64 letters, digits, `-` and `_`. */
export const IMPORT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
