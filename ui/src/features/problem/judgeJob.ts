import { ApiError } from '../../api/http';
import type { JudgeSocketEvent } from '../live/judgeEvents';
import type { SubmissionLanguage } from '@forge/contracts';

/** What a run (runMachine.ts) and a submission (submitMachine.ts) have in common. */

/** A finished test: a run's visible case says what it cost, a submission's hidden case only its verdict (issue 29). */
export interface TestProgress {
  readonly statusId: number;
  readonly time?: number;
  readonly memory?: number;
}

/** The code and language of a job this page started: what a Compilation Error is about. */
export interface SentCode {
  readonly code: string;
  readonly language: SubmissionLanguage;
}

/** A live update of a run or a submission. */
export type JudgeUpdate = Extract<JudgeSocketEvent, { payload: unknown }>;
export const isJudgeUpdate = (event: { type: string }): event is JudgeUpdate =>
  event.type === 'JUDGE_QUEUED' || event.type === 'JUDGE_PROGRESS' || event.type === 'JUDGE_DONE';

/** The job in flight's own update: by this page's request id, or by its submission's id once known. */
export const isUpdateOf = (job: { readonly requestId: string | null; readonly submissionId?: string | null }, event: { type: string }) =>
  isJudgeUpdate(event) &&
  ((event.payload.requestId !== null && event.payload.requestId === job.requestId) ||
    (event.payload.submissionId !== undefined && event.payload.submissionId === job.submissionId));

/** This page's id for a run or submit call: the socket's updates for the job carry it back. */
export function randomRequestId(): string {
  const c = globalThis.crypto;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- randomUUID exists only in secure contexts (plain http on a LAN address has none)
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A refusal the learner can act on (queue full, code missing), in the server's words. */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return ((error.status >= 400 && error.status < 500) || error.status === 503) && error.message ? error.message : null;
}
