import { DomainError } from '@forge/events';
import { progressProjection, submissionDecider } from '@forge/domain';
import { submissionJudged, submissionRequested } from '@forge/domain/testing';
import { DeciderSpecification, ProjectionSpecification } from '@forge/testing';

// The guide's first example (docs/testing-with-history.md): one stream's decisions, then a read model, without I/O.
// Submission s1 of u1 on p1, in C++ with two cases, then its verdict: accepted, both passed.
const requested = submissionRequested({ language: 'cpp' });
const judged = submissionJudged();

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
