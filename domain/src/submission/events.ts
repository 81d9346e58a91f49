import { z } from 'zod';
import { defineEvent, eventCatalog, type EventOfType, type EventsOf } from '@forge/events';

import { judgedCase, submissionLanguages, submissionVerdict } from '@forge/contracts';

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
    /** Made inside this contest (issue 36): it counts for the contest and for practice alike. */
    contestId: z.string().optional(),
  }),
);

/** A judge worker took the submission: its `attempt`-th try (a worker that dies leaves it to the next). */
export const SubmissionJudgingStarted = defineEvent(
  'SubmissionJudgingStarted',
  z.object({
    submissionId: z.string(),
    /** Which worker process took it, as it names itself. */
    worker: z.string(),
    attempt: z.number().int().positive(),
    startedAt: z.string(),
  }),
);

/**
 * One hidden case finished: its verdict and cost, never its input or output. `index` counts
 * from 0; a case judged again by a later attempt is not recorded twice.
 */
export const SubmissionCaseJudged = defineEvent('SubmissionCaseJudged', z.object({ submissionId: z.string(), ...judgedCase.shape }));

const { failure, ...verdictFields } = submissionVerdict.shape;
const submissionJudgedV1 = z.object({
  submissionId: z.string(),
  userId: z.string(),
  problemId: z.string(),
  ...verdictFields,
  judgedAt: z.string(),
  /** The request's contest, carried so a scoreboard reads the verdict without a join (issue 36). */
  contestId: z.string().optional(),
});

/** Version 2 adds `failure`, what went wrong as fields (null when accepted); version 1 verdicts read as null. */
export const SubmissionJudged = defineEvent('SubmissionJudged', submissionJudgedV1.extend({ failure }), {
  schemas: [submissionJudgedV1],
  upcasters: [(v1) => ({ ...(v1 as object), failure: null })],
});

/** What a submission's stream holds: the request, each judging attempt and case, then the verdict. */
export const submissionEventDefinitions = [SubmissionRequested, SubmissionJudgingStarted, SubmissionCaseJudged, SubmissionJudged] as const;
export const submissionEvents = eventCatalog(submissionEventDefinitions);
export type SubmissionEvent = EventsOf<typeof submissionEvents>;
/** A submission's request and its verdict: all the read models of submissions need. */
export type SubmissionLifecycleEvent = EventOfType<SubmissionEvent, 'SubmissionRequested' | 'SubmissionJudged'>;
