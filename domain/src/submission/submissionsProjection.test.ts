import { ProjectionSpecification } from '@forge/testing';
import type { SubmissionVerdict } from '@forge/contracts';
import type { SubmissionLifecycleEvent } from './events';
import { submissionKey, submissionsProjection, type SubmissionDocument } from './submissionsProjection';

const spec = ProjectionSpecification.for(submissionsProjection);
const requested: SubmissionLifecycleEvent = {
  type: 'SubmissionRequested',
  data: {
    submissionId: 's1',
    userId: 'u1',
    problemId: 'p1',
    language: 'javascript',
    code: 'console.log(1)',
    testCasesTotal: 4,
    requestedAt: 't1',
  },
};
const verdict = (
  status: 'accepted' | 'wrong',
  judgedAt: string,
  scored: Partial<Pick<SubmissionVerdict, 'score' | 'maxScore' | 'subtasks'>> = {},
): SubmissionLifecycleEvent => ({
  type: 'SubmissionJudged',
  data: {
    submissionId: 's1',
    userId: 'u1',
    problemId: 'p1',
    status,
    runtime: 0.25,
    memory: 2048,
    testCasesPassed: status === 'accepted' ? 4 : 1,
    testCasesTotal: 4,
    errorMessage: status === 'accepted' ? null : 'Wrong Answer on hidden test 2',
    failure: null,
    judgedAt,
    ...scored,
  },
});
const pending: SubmissionDocument = {
  submissionId: 's1',
  userId: 'u1',
  problemId: 'p1',
  language: 'javascript',
  code: 'console.log(1)',
  status: 'pending',
  runtime: 0,
  memory: 0,
  testCasesPassed: 0,
  testCasesTotal: 4,
  errorMessage: null,
  createdAt: 't1',
  judgedAt: null,
};
const key = submissionKey('u1', 'p1', 's1');

describe('submissions read model', () => {
  it('records a requested submission as pending, keyed user/problem/submission', () => {
    spec
      .given([])
      .when([requested])
      .then({ [key]: pending });
  });

  it('takes the first verdict and keeps it: a second one changes nothing', () => {
    spec
      .given([requested])
      .when([verdict('wrong', 't2'), verdict('accepted', 't3')])
      .then({
        [key]: {
          ...pending,
          status: 'wrong',
          runtime: 0.25,
          memory: 2048,
          testCasesPassed: 1,
          errorMessage: 'Wrong Answer on hidden test 2',
          judgedAt: 't2',
        },
      });
  });

  it('ignores a verdict for a submission it never saw requested', () => {
    spec
      .given([])
      .when([verdict('accepted', 't2')])
      .thenNoDocuments();
  });

  it('keeps a scored problem’s score and full marks on the row (issue 31); a row without them has neither key', () => {
    const subtasks = [{ name: 'small', points: 30, score: 30, passed: true }];
    spec
      .given([requested])
      .when([verdict('wrong', 't2', { score: 30, maxScore: 100, subtasks })])
      .then({
        [key]: {
          ...pending,
          status: 'wrong',
          runtime: 0.25,
          memory: 2048,
          testCasesPassed: 1,
          errorMessage: 'Wrong Answer on hidden test 2',
          judgedAt: 't2',
          score: 30,
          maxScore: 100,
        },
      });
  });
});
