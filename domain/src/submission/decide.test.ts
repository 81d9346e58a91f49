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
    data: { submissionId: 's1', status: 'wrong', runtime: 0.2, memory: 30_000, testCasesPassed, errorMessage: null, failure: null, now },
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
    failure: null,
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

  const start = (worker: string, maxAttempts = 3) =>
    ({ type: 'StartJudging', data: { submissionId: 's1', worker, maxAttempts, now: 't5' } }) as const;
  const started = (worker: string, attempt: number) =>
    ({ type: 'SubmissionJudgingStarted', data: { submissionId: 's1', worker, attempt, startedAt: 't5' } }) as const;
  const recordCase = (index: number) =>
    ({ type: 'RecordCase', data: { submissionId: 's1', index, statusId: 3, time: 0.01, memory: 1024 } }) as const;
  const caseJudged = (index: number) =>
    ({ type: 'SubmissionCaseJudged', data: { submissionId: 's1', index, statusId: 3, time: 0.01, memory: 1024 } }) as const;

  it('counts the attempts to judge a submission, one per worker that takes it', () => {
    spec
      .given([requested])
      .when(start('w1'))
      .then([started('w1', 1)]);
    spec
      .given([requested, started('w1', 1)])
      .when(start('w2'))
      .then([started('w2', 2)]);
  });

  it('parks a submission whose workers all died: Internal Error, saying why, and nothing more to judge', () => {
    spec
      .given([requested, started('w1', 1), started('w2', 2)])
      .when(start('w3', 2))
      .then([
        {
          type: 'SubmissionJudged',
          data: {
            submissionId: 's1',
            userId: 'u1',
            problemId: 'p1',
            status: 'error',
            runtime: 0,
            memory: 0,
            testCasesPassed: 0,
            testCasesTotal: 5,
            errorMessage: 'Internal Error: judging this submission stopped 2 judge workers, so it was set aside and not judged again',
            failure: {
              kind: 'judge',
              statusId: 13,
              status: 'Internal Error',
              caseNumber: null,
              hidden: true,
              detail: 'judging this submission stopped 2 judge workers, so it was set aside and not judged again',
            },
            judgedAt: 't5',
          },
        },
      ]);
  });

  it('starts nothing on a submission already judged, and refuses an unknown one', () => {
    spec.given([requested, judged]).when(start('w1')).thenNothingHappens();
    spec.given([]).when(start('w1')).thenThrows(DomainError, 'Submission not found');
  });

  it('records each case once, however many attempts judge it, and none after the verdict', () => {
    spec
      .given([requested, started('w1', 1)])
      .when(recordCase(2))
      .then([caseJudged(2)]);
    spec
      .given([requested, started('w1', 1), caseJudged(2), started('w2', 2)])
      .when(recordCase(2))
      .thenNothingHappens();
    spec.given([requested, judged]).when(recordCase(0)).thenNothingHappens();
  });

  it('refuses a case the submission does not have', () => {
    spec.given([requested]).when(recordCase(5)).thenThrows(DomainError, 'No such test case');
    spec.given([requested]).when(recordCase(-1)).thenThrows(DomainError, 'No such test case');
  });
});

describe('verdicts stored before failures were recorded as fields', () => {
  it('are read as the current version, with no failure', () => {
    const { failure: _, ...v1 } = judged.data;
    expect(submissionDecider.events.decode({ type: 'SubmissionJudged', data: v1, metadata: {} })).toEqual(judged);
  });
});
