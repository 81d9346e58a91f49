import { z } from 'zod';
import { defineEvent, eventCatalog, type EventsOf } from '@forge/events';

import { submissionLanguages, verdictStatuses } from '@forge/contracts';

export { submissionLanguages, verdictStatuses, type SubmissionLanguage, type VerdictStatus } from '@forge/contracts';

export const SubmissionRequested = defineEvent(
  'SubmissionRequested',
  z.object({
    submissionId: z.string(),
    userId: z.string(),
    problemId: z.string(),
    language: z.enum(submissionLanguages),
    code: z.string(),
    testCasesTotal: z.number().int().nonnegative(),
    requestedAt: z.string(),
  }),
);

export const SubmissionJudged = defineEvent(
  'SubmissionJudged',
  z.object({
    submissionId: z.string(),
    userId: z.string(),
    problemId: z.string(),
    status: z.enum(verdictStatuses),
    /** CPU seconds of the slowest test. */
    runtime: z.number().nonnegative(),
    /** Peak kB of the hungriest test. */
    memory: z.number().nonnegative(),
    testCasesPassed: z.number().int().nonnegative(),
    testCasesTotal: z.number().int().nonnegative(),
    errorMessage: z.string().nullable(),
    judgedAt: z.string(),
  }),
);

/** What a submission's stream holds: the request, then the verdict. */
export const submissionEvents = eventCatalog([SubmissionRequested, SubmissionJudged]);
export type SubmissionEvent = EventsOf<typeof submissionEvents>;
