import { z } from 'zod';
import type { SubmitResult } from './judgeResults';
import { submissionLanguages, verdictStatuses } from './vocabulary';

export const MAX_CODE_LENGTH = 65_536;

/** `POST /api/submission/run/:id` and `/submit/:id` (spec §7). */
export const codeBody = z.strictObject({
  code: z
    .string({ error: 'Code is required' })
    .min(1, 'Code is required')
    .max(MAX_CODE_LENGTH, `Code is too long (at most ${MAX_CODE_LENGTH} characters)`),
  language: z.enum(submissionLanguages, { error: 'Language must be javascript, java or cpp' }),
  /** Lets the client match live updates to this call. */
  requestId: z.string().max(100, 'requestId is too long').optional(),
});
export type CodeBody = z.input<typeof codeBody>;

/** A submission in `GET /api/problem/submittedProblem/:id` (spec §3). Runtime and memory: see `SubmitResult`. */
export const submissionView = z.strictObject({
  _id: z.string(),
  problemId: z.string(),
  language: z.enum(submissionLanguages),
  status: z.enum([...verdictStatuses, 'pending']),
  /** CPU seconds of the slowest case. */
  runtime: z.number(),
  /** Peak kB of the hungriest case. */
  memory: z.number(),
  testCasesPassed: z.number(),
  testCasesTotal: z.number(),
  createdAt: z.string(),
  code: z.string(),
  errorMessage: z.string().nullable(),
});
export type SubmissionView = z.infer<typeof submissionView>;

/** What `POST /api/submission/submit/:id` answers: the verdict, and the submission it was recorded on. */
export type SubmitResponse = SubmitResult & { readonly submissionId?: string };
