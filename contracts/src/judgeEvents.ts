import type { RunResult, SubmitResult } from './judgeResults';
import type { SubmissionState } from './submission';
import type { ScoreboardView } from './contest';
import { CONTEST_SCOREBOARD, CONTEST_WATCH } from './contestNames';
import { IMPORT_PROGRESS, type ImportProgressPayload } from './problemPackage';

/**
 * The live judge updates a browser receives over Socket.IO (`/socket.io`, same origin,
 * authenticated by the session cookie). The client may send `requestId` in the run or
 * submit body to match these to its call. A submission's updates go to a room of its own,
 * which its owner's open sockets join when it is submitted and any socket of the owner may
 * join later (`submission:watch`), so a reloaded page picks the judging up where it stands.
 * A submission's `judge:done` also goes to every other socket of its owner, and only once the
 * read models (history, solved list, solutions) show the verdict.
 */

export const JUDGE_QUEUED = 'judge:queued';
export const JUDGE_PROGRESS = 'judge:progress';
export const JUDGE_DONE = 'judge:done';

export const SUBMISSION_WATCH = 'submission:watch';

export type JudgeKind = 'run' | 'submit';

interface JudgeEventBase {
  readonly requestId: string | null;
  readonly kind: JudgeKind;
  readonly problemId: string;
  readonly submissionId?: string;
}

/** The job's place in line while it waits (1 = next); 0 when judging starts. */
export interface JudgeQueuedPayload extends JudgeEventBase {
  readonly position: number;
}

interface JudgeProgressBase extends JudgeEventBase {
  /** 0-based. */
  readonly index: number;
  readonly total: number;
  /** Judge0's status id (`Status`; 3 is Accepted). */
  readonly statusId: number;
}

/** One finished visible case of a run: public, so its cost too (`time` in CPU seconds, `memory` in kB). */
export interface RunProgressPayload extends JudgeProgressBase {
  readonly kind: 'run';
  readonly time: number;
  readonly memory: number;
}

/**
 * One finished hidden case of a submission: its verdict alone. Its time and memory would tell of
 * its input (issue 29); the whole submission's runtime and memory come with `judge:done`.
 */
export interface SubmitProgressPayload extends JudgeProgressBase {
  readonly kind: 'submit';
  readonly time?: never;
  readonly memory?: never;
}

/** One finished test. */
export type JudgeProgressPayload = RunProgressPayload | SubmitProgressPayload;

/** A run's result: the same the HTTP call returns. */
export interface RunDonePayload extends JudgeEventBase {
  readonly kind: 'run';
  readonly result: RunResult;
}

/** A submission's verdict: the same the submit call returns. */
export interface SubmitDonePayload extends JudgeEventBase {
  readonly kind: 'submit';
  readonly submissionId: string;
  readonly result: SubmitResult;
}

/** A run or a submission is done: told apart by `kind`, each with its own result. */
export type JudgeDonePayload = RunDonePayload | SubmitDonePayload;

export interface ServerToClientEvents {
  [JUDGE_QUEUED]: (payload: JudgeQueuedPayload) => void;
  [JUDGE_PROGRESS]: (payload: JudgeProgressPayload) => void;
  [JUDGE_DONE]: (payload: JudgeDonePayload) => void;
  /** A contest's standings as this socket's user may see them, after each change (issue 36). */
  [CONTEST_SCOREBOARD]: (payload: ContestScoreboardPayload) => void;
  /** A problem package's submission judged by its import, to the importing admin (issue 34). */
  [IMPORT_PROGRESS]: (payload: ImportProgressPayload) => void;
}

export interface ContestScoreboardPayload {
  readonly contestId: string;
  readonly scoreboard: ScoreboardView;
}

/** The answer to `contest:watch`: the standings now; `contest:scoreboard` follows each change. */
export type ContestWatchReply = { readonly ok: true; readonly scoreboard: ScoreboardView } | { readonly ok: false; readonly error: string };

/** The answer to `submission:watch`: where the submission stands now; updates follow in its room. */
export type WatchReply = { readonly ok: true; readonly submission: SubmissionState } | { readonly ok: false; readonly error: string };

export interface ClientToServerEvents {
  [SUBMISSION_WATCH]: (submissionId: string, reply: (answer: WatchReply) => void) => void;
  [CONTEST_WATCH]: (contestId: string, reply: (answer: ContestWatchReply) => void) => void;
}
