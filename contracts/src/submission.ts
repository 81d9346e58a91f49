import { z } from 'zod';
import { judgedCase, scoreFields, submitResult, type SubmitResult } from './judgeResults';
import { submissionLanguages, verdictStatuses } from './vocabulary';
import { submissionDistribution } from './profile';
import { MAX_CUSTOM_CASES, MAX_CUSTOM_INPUT_BYTES, utf8Bytes } from './customCases';

export const MAX_CODE_LENGTH = 65_536;

/** `POST /api/submission/run/:id` and `/submit/:id` (spec §7). */
export const codeBody = z.strictObject({
  code: z
    .string({ error: 'Code is required' })
    .min(1, 'Code is required')
    .max(MAX_CODE_LENGTH, `Code is too long (at most ${MAX_CODE_LENGTH} characters)`),
  language: z.enum(submissionLanguages, { error: 'Language must be javascript, java, cpp, python or c' }),
  /** Lets the client match live updates to this call. */
  requestId: z.string().max(100, 'requestId is too long').optional(),
  /** Judged inside this contest (issue 36): refused unless registered, the contest running and the problem its own. */
  contestId: z.string().min(1).max(100, 'contestId is too long').optional(),
});
export type CodeBody = z.input<typeof codeBody>;

/** An input of the learner's own: its expected output is the reference solution's on it. */
export const customTestCase = z.strictObject({
  input: z
    .string({ error: 'A custom test case needs an input' })
    .refine((input) => utf8Bytes(input) <= MAX_CUSTOM_INPUT_BYTES, 'A custom test case input is too long (at most 64 kB)'),
  /**
   * An edited example (issue 33): the visible example, counted from 0, this input stands in for.
   * That example is not run as given; the run's `testCases` leave it out.
   */
  replaces: z.number({ error: 'replaces must be an example number' }).int().nonnegative().optional(),
});
export type CustomTestCase = z.infer<typeof customTestCase>;

/** `POST /api/submission/run/:id`: the spec's code and language, and any inputs of the learner's own. */
export const runBody = codeBody.extend({
  customTestCases: z
    .array(customTestCase, { error: 'customTestCases must be a list of { input }' })
    .max(MAX_CUSTOM_CASES, `At most ${MAX_CUSTOM_CASES} custom test cases`)
    .optional(),
});
export type RunBody = z.input<typeof runBody>;

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
  /** Scored problems only (issue 31). */
  score: scoreFields.score,
  maxScore: scoreFields.maxScore,
});
export type SubmissionView = z.infer<typeof submissionView>;

/** What `POST /api/submission/submit/:id` answers: the verdict, and the submission it was recorded on. */
export type SubmitResponse = SubmitResult & { readonly submissionId?: string };

/**
 * One hidden case finished, as its learner reads it: which case and its verdict. Never its input
 * or output, nor its time or memory: a program can spell its input in what it costs (issue 29).
 * The whole submission's `runtime` and `memory` (spec §3) stay in `result`.
 */
export const judgedCaseView = judgedCase.pick({ index: true, statusId: true }).strict();
export type JudgedCaseView = z.infer<typeof judgedCaseView>;

/** One hidden case as an admin reads it: its verdict and what it cost (the judged case itself). */
export const judgedCaseCostView = judgedCase.strict();
export type JudgedCaseCostView = z.infer<typeof judgedCaseCostView>;

/**
 * `GET /api/submission/:id` (its owner, or an admin): where a submission's judging stands, for a
 * page that reloads mid-judging (and the socket's `submission:watch`). `cases` are those finished
 * so far, in the order they finished, each with its verdict alone; `result` is what the submit
 * call answers, once there is a verdict.
 */
export const submissionState = z.strictObject({
  submissionId: z.string(),
  problemId: z.string(),
  language: z.enum(submissionLanguages),
  /** The code as submitted: its owner wrote it, and admins may read it. */
  code: z.string(),
  status: z.enum([...verdictStatuses, 'pending']),
  testCasesTotal: z.number().int().nonnegative(),
  /** Judging attempts started (more than one when a judge worker died mid-judging). */
  attempts: z.number().int().nonnegative(),
  cases: z.array(judgedCaseView),
  result: submitResult.nullable(),
  createdAt: z.string(),
  judgedAt: z.string().nullable(),
  /** Issue 35, an Accepted submission's alone: where it stands among its problem's accepted ones in its language. */
  distribution: submissionDistribution.optional(),
});
export type SubmissionState = z.infer<typeof submissionState>;

/**
 * `GET /api/admin/submission/:id` (admins only): the same, each case with its time and memory, the
 * problem's title (a deleted problem's too; null if the log never named it) and the learner who submitted
 * (the route always adds both; the judging view it starts from has neither).
 */
export const adminSubmissionState = submissionState.extend({
  cases: z.array(judgedCaseCostView),
  problemTitle: z.string().nullable().optional(),
  learner: z.strictObject({ _id: z.string(), firstName: z.string(), emailId: z.string() }).nullable().optional(),
});
export type AdminSubmissionState = z.infer<typeof adminSubmissionState>;

/** The submit call when judging outlasts its wait: the submission is recorded and still being judged. */
export interface SubmitPending {
  readonly submissionId: string;
  readonly status: 'pending';
  readonly message: string;
}
