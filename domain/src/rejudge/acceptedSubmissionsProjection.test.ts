import { ProjectionSpecification } from '@forge/testing';
import type { SubmissionLifecycleEvent } from '../submission/events';
import { acceptedSubmissionsProjection } from './acceptedSubmissionsProjection';

const spec = ProjectionSpecification.for(acceptedSubmissionsProjection);
const requested = (submissionId: string): SubmissionLifecycleEvent => ({
  type: 'SubmissionRequested',
  data: { submissionId, userId: 'u1', problemId: 'p1', language: 'java', code: 'x', testCasesTotal: 2, requestedAt: 't1' },
});
const judged = (submissionId: string, status: 'accepted' | 'wrong'): SubmissionLifecycleEvent => ({
  type: 'SubmissionJudged',
  data: {
    submissionId,
    userId: 'u1',
    problemId: 'p1',
    status,
    runtime: 0.1,
    memory: 100,
    testCasesPassed: 0,
    testCasesTotal: 2,
    errorMessage: null,
    failure: null,
    judgedAt: 't2',
  },
});

describe('accepted submissions read model', () => {
  it('keeps an accepted submission with its language, keyed by problem, and forgets one that failed', () => {
    spec
      .given([requested('s1'), requested('s2')])
      .when([judged('s1', 'accepted'), judged('s2', 'wrong')])
      .then({ 'p1/s1': { submissionId: 's1', userId: 'u1', problemId: 'p1', language: 'java', accepted: true } });
  });

  it('holds a submission not judged yet as not accepted', () => {
    spec
      .given([])
      .when([requested('s1')])
      .then({ 'p1/s1': { submissionId: 's1', userId: 'u1', problemId: 'p1', language: 'java', accepted: false } });
  });
});
