import { ProjectionSpecification } from '@forge/testing';
import { submissionJudged, submissionRequested } from '../testing';
import { acceptedSubmissionsProjection } from './acceptedSubmissionsProjection';

const spec = ProjectionSpecification.for(acceptedSubmissionsProjection);
const requested = (submissionId: string) => submissionRequested({ submissionId });
const judged = (submissionId: string, status: 'accepted' | 'wrong') => submissionJudged({ submissionId, status, testCasesPassed: 0 });

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
