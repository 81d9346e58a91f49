import { ProjectionSpecification } from '@forge/testing';
import type { RejudgeEvent } from './events';
import { rejudgeReportsProjection } from './rejudgeReportsProjection';

const spec = ProjectionSpecification.for(rejudgeReportsProjection);
const submissions = [
  { submissionId: 's1', userId: 'u1', language: 'cpp' as const },
  { submissionId: 's2', userId: 'u2', language: 'javascript' as const },
];
const requested = (rejudgeId: string, sequence: number): RejudgeEvent => ({
  type: 'RejudgeRequested',
  data: { rejudgeId, problemId: 'p1', sequence, submissions, requestedBy: 'admin', requestedAt: `t${sequence}` },
});
const rejudged = (rejudgeId: string, submissionId: string, status: 'accepted' | 'wrong'): RejudgeEvent => ({
  type: 'SubmissionRejudged',
  data: {
    rejudgeId,
    problemId: 'p1',
    submissionId,
    userId: 'u',
    language: 'cpp',
    status,
    testCasesPassed: 1,
    testCasesTotal: 2,
    errorMessage: status === 'wrong' ? 'Wrong Answer on hidden test 2' : null,
    judgedAt: 't9',
  },
});
const completed = (rejudgeId: string): RejudgeEvent => ({
  type: 'RejudgeCompleted',
  data: { rejudgeId, problemId: 'p1', completedAt: 't10' },
});
const report = {
  rejudgeId: 'p1.1',
  problemId: 'p1',
  sequence: 1,
  requestedBy: 'admin',
  requestedAt: 't1',
  status: 'running' as const,
  completedAt: null,
  submissions,
  results: [],
};

describe('rejudge reports read model', () => {
  it('opens a running report per problem on a request', () => {
    spec
      .given([])
      .when([requested('p1.1', 1)])
      .then({ p1: report });
  });

  it('adds each submission judged again, and closes on completion', () => {
    spec
      .given([requested('p1.1', 1)])
      .when([rejudged('p1.1', 's1', 'accepted'), rejudged('p1.1', 's2', 'wrong'), completed('p1.1')])
      .then({
        p1: {
          ...report,
          status: 'done' as const,
          completedAt: 't10',
          results: [
            { submissionId: 's1', status: 'accepted', errorMessage: null },
            { submissionId: 's2', status: 'wrong', errorMessage: 'Wrong Answer on hidden test 2' },
          ],
        },
      });
  });

  it('keeps the latest rejudge only: a new request replaces the report, and the old one changes it no more', () => {
    spec
      .given([requested('p1.1', 1), completed('p1.1')])
      .when([requested('p1.2', 2), rejudged('p1.1', 's1', 'wrong')])
      .then({ p1: { ...report, rejudgeId: 'p1.2', sequence: 2, requestedAt: 't2' } });
  });
});
