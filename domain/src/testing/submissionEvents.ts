import type { EventOfType } from '@forge/events';
import type { SubmissionLifecycleEvent } from '../submission/events';

type DataOf<Type extends SubmissionLifecycleEvent['type']> = EventOfType<SubmissionLifecycleEvent, Type>['data'];

/** Submission s1 by u1 on p1, in Java with two cases, asked for at t1; `data` holds what a test sets otherwise. */
export const submissionRequested = (data: Partial<DataOf<'SubmissionRequested'>> = {}): SubmissionLifecycleEvent => ({
  type: 'SubmissionRequested',
  data: { submissionId: 's1', userId: 'u1', problemId: 'p1', language: 'java', code: 'x', testCasesTotal: 2, requestedAt: 't1', ...data },
});

/** Its verdict at t2: accepted, both cases passed; `data` holds what a test sets otherwise. */
export const submissionJudged = (data: Partial<DataOf<'SubmissionJudged'>> = {}): SubmissionLifecycleEvent => ({
  type: 'SubmissionJudged',
  data: {
    submissionId: 's1',
    userId: 'u1',
    problemId: 'p1',
    status: 'accepted',
    runtime: 0.1,
    memory: 100,
    testCasesPassed: 2,
    testCasesTotal: 2,
    errorMessage: null,
    failure: null,
    judgedAt: 't2',
    ...data,
  },
});
