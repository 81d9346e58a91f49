import { DeciderSpecification } from '@forge/testing';
import { DomainError } from '@forge/events';
import { submissionDecider } from './decide';

const spec = DeciderSpecification.for(submissionDecider);
const request = {
  type: 'RequestSubmission',
  data: { submissionId: 's1', userId: 'u1', problemId: 'p1', language: 'java', code: 'class Main {}', testCasesTotal: 5, now: 't1' },
} as const;
const requested = {
  type: 'SubmissionRequested',
  data: {
    submissionId: 's1',
    userId: 'u1',
    problemId: 'p1',
    language: 'java',
    code: 'class Main {}',
    testCasesTotal: 5,
    requestedAt: 't1',
  },
} as const;
const verdict = (testCasesPassed: number, now = 't2') =>
  ({
    type: 'RecordVerdict',
    data: { submissionId: 's1', status: 'wrong', runtime: 0.2, memory: 30_000, testCasesPassed, errorMessage: null, now },
  }) as const;
const judged = {
  type: 'SubmissionJudged',
  data: {
    submissionId: 's1',
    userId: 'u1',
    problemId: 'p1',
    status: 'wrong',
    runtime: 0.2,
    memory: 30_000,
    testCasesPassed: 3,
    testCasesTotal: 5,
    errorMessage: null,
    judgedAt: 't2',
  },
} as const;

describe('submission decider', () => {
  it('records a request', () => {
    spec.given([]).when(request).then([requested]);
  });

  it('refuses a second request with the same id', () => {
    spec.given([requested]).when(request).thenThrows(DomainError, 'Submission already exists');
  });

  it('records the verdict with who and what from the request', () => {
    spec.given([requested]).when(verdict(3)).then([judged]);
  });

  it('records a verdict exactly once: a second one changes nothing', () => {
    spec.given([requested, judged]).when(verdict(5, 't3')).thenNothingHappens();
  });

  it('refuses a verdict for an unknown submission or one passing more tests than exist', () => {
    spec.given([]).when(verdict(1)).thenThrows(DomainError, 'Submission not found');
    spec.given([requested]).when(verdict(6)).thenThrows(DomainError, 'More tests passed than exist');
  });
});
