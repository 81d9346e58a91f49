import { z } from 'zod';
import { defineEvent, eventCatalog, type EventsOf } from '@forge/events';
import { submissionLanguages, verdictStatuses } from '@forge/contracts';

/** An accepted submission a rejudge judges again: enough to find its code and to report it by language. */
export const rejudgedSubmission = z.object({
  submissionId: z.string(),
  userId: z.string(),
  language: z.enum(submissionLanguages),
});
export type RejudgedSubmission = z.infer<typeof rejudgedSubmission>;

/**
 * An admin asked to judge every accepted submission of a problem again against its current cases.
 * `sequence` counts a problem's rejudges from 1: the rejudge's id is made of it, so two requests
 * racing for the same problem meet on the same stream and one of them is refused.
 */
export const RejudgeRequested = defineEvent(
  'RejudgeRequested',
  z.object({
    rejudgeId: z.string(),
    problemId: z.string(),
    sequence: z.number().int().positive(),
    submissions: z.array(rejudgedSubmission),
    requestedBy: z.string(),
    requestedAt: z.string(),
  }),
);

/**
 * One submission judged again. Its own verdict (`SubmissionJudged`, in its stream) is not changed:
 * this is what it would get now, recorded in the rejudge's stream.
 */
export const SubmissionRejudged = defineEvent(
  'SubmissionRejudged',
  z.object({
    rejudgeId: z.string(),
    problemId: z.string(),
    submissionId: z.string(),
    userId: z.string(),
    language: z.enum(submissionLanguages),
    status: z.enum(verdictStatuses),
    testCasesPassed: z.number().int().nonnegative(),
    testCasesTotal: z.number().int().nonnegative(),
    errorMessage: z.string().nullable(),
    /** A scored problem's score by IOI's rule now, and its full marks (absent for a problem without subtasks). */
    score: z.number().nonnegative().optional(),
    maxScore: z.number().nonnegative().optional(),
    judgedAt: z.string(),
  }),
);

/** Every listed submission is judged again (recorded with the last one, or at once when there were none). */
export const RejudgeCompleted = defineEvent(
  'RejudgeCompleted',
  z.object({
    rejudgeId: z.string(),
    problemId: z.string(),
    completedAt: z.string(),
  }),
);

/** What a rejudge's stream holds: the request, one event per submission judged again, the end. */
export const rejudgeEventDefinitions = [RejudgeRequested, SubmissionRejudged, RejudgeCompleted] as const;
export const rejudgeEvents = eventCatalog(rejudgeEventDefinitions);
export type RejudgeEvent = EventsOf<typeof rejudgeEvents>;
