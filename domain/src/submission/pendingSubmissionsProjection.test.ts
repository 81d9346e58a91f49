import { ProjectionSpecification } from '@forge/testing';
import { submissionJudged, submissionRequested } from '../testing';
import type { DomainEvent } from '../events';
import { pendingSubmissionsProjection, type PendingSubmission } from './pendingSubmissionsProjection';

const spec = ProjectionSpecification.for(pendingSubmissionsProjection);
const requested = (submissionId: string, requestedAt: string) => submissionRequested({ submissionId, testCasesTotal: 3, requestedAt });
const judged = (submissionId: string) => submissionJudged({ submissionId, testCasesPassed: 3, testCasesTotal: 3, judgedAt: 't9' });

describe('pending submissions read model', () => {
  it('holds what was requested and not judged yet', () => {
    spec
      .given([requested('s1', 't1'), requested('s2', 't2'), judged('s1')])
      .then({ s2: { submissionId: 's2', userId: 'u1', problemId: 'p1', requestedAt: 't2' } });
  });

  it('forgets a submission once judged, even when the verdict is recorded twice', () => {
    spec
      .given([requested('s1', 't1')])
      .when([judged('s1'), judged('s1')])
      .thenNoDocuments();
  });

  it('ignores the problems and accounts that share the log', () => {
    // Typed as the whole log, which the runner reads: events of other features pass by.
    const wholeLog = ProjectionSpecification.for<PendingSubmission, DomainEvent>(pendingSubmissionsProjection);
    wholeLog
      .given([])
      .when([{ type: 'ProblemDeleted', data: { problemId: 'p1', deletedBy: 'a', deletedAt: 't1' } }])
      .thenNoDocuments();
  });
});
