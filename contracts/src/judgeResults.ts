import { z } from 'zod';
import { verdictStatuses } from './vocabulary';

/** One line of an interactive case's exchange: who wrote it (the learner's program, or the problem's interactor). */
export const transcriptLine = z.strictObject({ from: z.enum(['program', 'interactor']), text: z.string() }).readonly();
export type TranscriptLine = z.infer<typeof transcriptLine>;

/** How one subtask of a scored problem did (issue 31; see contracts/src/scoring.ts). */
export const subtaskResult = z.strictObject({ name: z.string(), points: z.number(), score: z.number(), passed: z.boolean() }).readonly();

/**
 * A scored problem's verdict adds its score (issue 31): `accepted` only with full marks. Absent on
 * problems without subtasks, which answer exactly as the spec says.
 */
export const scoreFields = {
  score: z.number().nonnegative().optional(),
  maxScore: z.number().positive().optional(),
  subtasks: z.array(subtaskResult).readonly().optional(),
};

/** One example case of a run: Judge0's field names, as the spec's client reads them. */
export const runTestCase = z
  .strictObject({
    stdin: z.string(),
    expected_output: z.string(),
    stdout: z.string(),
    /** Judge0's status id; 3 is Accepted (spec §9). */
    status_id: z.number().int(),
    /** Why the problem's checker (or the token rule) rejected the output, in its words (issue 31). */
    checkerMessage: z.string().optional(),
    /** An interactive case: the exchange, each side's lines in order, capped (issue 31). */
    transcript: z.array(transcriptLine).readonly().optional(),
  })
  .readonly();
export type RunTestCase = z.infer<typeof runTestCase>;

/**
 * Why a run or a submission did not pass, as fields: the browser reads these, never the
 * `error` text (which says the same, for the spec's client).
 */
export const judgeFailure = z
  .strictObject({
    /** `compile`: the program did not build; `case`: a case failed; `judge`: the judge could not judge it. */
    kind: z.enum(['compile', 'case', 'judge']),
    /** Judge0's status id of the failure (spec §9). */
    statusId: z.number().int(),
    /** The status in words, e.g. 'Runtime Error (NZEC)'. */
    status: z.string(),
    /** The failing case, counted from 1; null for compile and judge failures. */
    caseNumber: z.number().int().positive().nullable(),
    /** A submission's cases are hidden: nothing the program printed on them is ever given. */
    hidden: z.boolean(),
    /** The compiler's output, or what the program wrote to stderr on a visible case; else null. */
    detail: z.string().nullable(),
    /** The failing case is one of the learner's own inputs (`caseNumber` counts those). */
    custom: z.boolean().optional(),
  })
  .readonly();
export type JudgeFailure = z.infer<typeof judgeFailure>;

/**
 * A case of the learner's own input. The expected output is the reference solution's, given only
 * when the reference ran cleanly on it; `note` says why a case has no verdict, or which
 * language's reference computed the expected output when it is not the learner's.
 */
export const customCaseResult = z
  .strictObject({
    stdin: z.string(),
    /** Null when it could not be computed, or the input is not valid. */
    expected_output: z.string().nullable(),
    /** The learner's output ('' when their program was not run on it). */
    stdout: z.string(),
    /** What the learner's program wrote to stderr: theirs to see. */
    stderr: z.string(),
    /** Judge0's status id; null when there is no verdict (see `note`). */
    status_id: z.number().int().nullable(),
    note: z.string().nullable(),
    /**
     * Why the problem's input validator rejected the input (issue 33), in its words, beside the
     * note `This input is not valid for this problem`; absent otherwise.
     */
    validatorMessage: z.string().optional(),
    /** The example this case stood in for, as the run asked (issue 33); absent for an input of the learner's own. */
    replaces: z.number().int().optional(),
  })
  .readonly();
export type CustomCaseResult = z.infer<typeof customCaseResult>;

/** What POST /api/submission/run answers (and `judge:done` carries for a run). */
export const runResult = z
  .strictObject({
    success: z.boolean(),
    /** CPU seconds of the slowest case, as LeetCode shows. */
    runtime: z.number().nonnegative(),
    /** Peak kB of the hungriest case. */
    memory: z.number().nonnegative(),
    error: z.string().nullable(),
    failure: judgeFailure.nullable(),
    /** The examples, in order, less any an edited example replaced (`customTestCases[].replaces`). */
    testCases: z.array(runTestCase).readonly(),
    /** The learner's own inputs, in the order sent (absent from older answers). */
    customTestCases: z.array(customCaseResult).readonly().optional(),
  })
  .readonly();
export type RunResult = z.infer<typeof runResult>;

/** The verdict of a submission (`judge:done` for a submit; the HTTP answer adds its submissionId). */
export const submitResult = z
  .strictObject({
    accepted: z.boolean(),
    passedTestCases: z.number().int().nonnegative(),
    totalTestCases: z.number().int().nonnegative(),
    /** CPU seconds of the slowest case, as LeetCode shows. */
    runtime: z.number().nonnegative(),
    /** Peak kB of the hungriest case. */
    memory: z.number().nonnegative(),
    error: z.string().nullable(),
    failure: judgeFailure.nullable(),
    ...scoreFields,
  })
  .readonly();
export type SubmitResult = z.infer<typeof submitResult>;

/**
 * One judged case, as the judge reports it and the log records it: its verdict and its cost.
 * The one shape of a case everywhere on the server; a learner reads a hidden case's verdict alone.
 */
export const judgedCase = z.object({
  /** 0-based. */
  index: z.number().int().nonnegative(),
  /** Judge0's status id (`Status`; 3 is Accepted). */
  statusId: z.number().int(),
  /** CPU seconds. */
  time: z.number().nonnegative(),
  /** Peak kB. */
  memory: z.number().nonnegative(),
});
export type JudgedCase = z.infer<typeof judgedCase>;

/**
 * A submission's verdict, as the judging decides it and the log records it (`SubmissionJudged`).
 * The spec's names for it on the wire (`SubmitResult`, `SubmissionView`) are made from it in one place each.
 */
export const submissionVerdict = z.object({
  status: z.enum(verdictStatuses),
  /** CPU seconds of the slowest test. */
  runtime: z.number().nonnegative(),
  /** Peak kB of the hungriest test. */
  memory: z.number().nonnegative(),
  testCasesPassed: z.number().int().nonnegative(),
  testCasesTotal: z.number().int().nonnegative(),
  /** The failure in the spec's words (its client shows it); null when accepted. */
  errorMessage: z.string().nullable(),
  /** The failure as fields; null when accepted. */
  failure: judgeFailure.nullable(),
  ...scoreFields,
});
export type SubmissionVerdict = z.infer<typeof submissionVerdict>;
