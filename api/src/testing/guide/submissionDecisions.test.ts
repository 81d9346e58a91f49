import { DomainError } from '@forge/events';
import { progressProjection, submissionDecider, type SubmissionEvent } from '@forge/domain';
import { DeciderSpecification, ProjectionSpecification } from '@forge/testing';

// The guide's first example (docs/testing-with-history.md): one stream's decisions, then a read model, without I/O.
const requested: SubmissionEvent = {
  type: 'SubmissionRequested',
  data: { submissionId: 's1', userId: 'u1', problemId: 'p1', language: 'cpp', code: 'x', testCasesTotal: 2, requestedAt: 't1' },
};
const judged: SubmissionEvent = {
  type: 'SubmissionJudged',
  data: {
    submissionId: 's1',
    userId: 'u1',
    problemId: 'p1',
    status: 'accepted',
    runtime: 0.01,
    memory: 3400,
    testCasesPassed: 2,
    testCasesTotal: 2,
    errorMessage: null,
    failure: null,
    judgedAt: 't2',
  },
};

describe('a submission', () => {
  const spec = DeciderSpecification.for(submissionDecider);

  it('records a judged case once', () => {
    const recordCase = { type: 'RecordCase', data: { submissionId: 's1', index: 0, statusId: 3, time: 0.01, memory: 3400 } } as const;
    spec
      .given([requested])
      .when(recordCase)
      .then([{ type: 'SubmissionCaseJudged', data: recordCase.data }]);
    spec
      .given([requested, { type: 'SubmissionCaseJudged', data: recordCase.data }])
      .when(recordCase)
      .thenNothingHappens();
  });

  it('refuses a case the problem does not have', () => {
    spec
      .given([requested])
      .when({ type: 'RecordCase', data: { submissionId: 's1', index: 2, statusId: 3, time: 0.01, memory: 3400 } })
      .thenThrows(DomainError, 'No such test case');
  });
});

describe("a learner's progress", () => {
  it('counts a problem solved once a submission of it is accepted', () => {
    ProjectionSpecification.for(progressProjection)
      .given([requested])
      .when([judged])
      .then({ u1: { userId: 'u1', problemSolved: ['p1'], attemptedProblems: [], lastLanguage: 'cpp' } });
  });
});
