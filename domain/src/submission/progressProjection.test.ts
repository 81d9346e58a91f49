import { ProjectionSpecification } from '@forge/testing';
import { submissionJudged, submissionRequested } from '../testing';
import type { SubmissionLanguage } from './events';
import { progressProjection } from './progressProjection';

const spec = ProjectionSpecification.for(progressProjection);
const requested = (submissionId: string, problemId: string, userId = 'u1', language: SubmissionLanguage = 'cpp') =>
  submissionRequested({ submissionId, problemId, userId, language });
const judged = (submissionId: string, problemId: string, status: 'accepted' | 'wrong' | 'error', userId = 'u1') =>
  submissionJudged({ submissionId, problemId, status, userId, testCasesPassed: 0 });

describe('progress read model', () => {
  it('counts a problem as attempted from its first submission', () => {
    spec
      .given([])
      .when([requested('s1', 'p1')])
      .then({ u1: { userId: 'u1', problemSolved: [], attemptedProblems: ['p1'], lastLanguage: 'cpp' } });
  });

  it('remembers the last language of the learner’s submissions, Python and C too (issue 32)', () => {
    spec
      .given([requested('s1', 'p1', 'u1', 'python')])
      .when([requested('s2', 'p2', 'u1', 'c')])
      .then({ u1: { userId: 'u1', problemSolved: [], attemptedProblems: ['p1', 'p2'], lastLanguage: 'c' } });
  });

  it('moves it to solved on an accepted verdict, once, and keeps it solved after a later failure', () => {
    spec
      .given([requested('s1', 'p1'), judged('s1', 'p1', 'accepted')])
      .when([requested('s2', 'p1'), judged('s2', 'p1', 'wrong'), judged('s1', 'p1', 'accepted')])
      .then({ u1: { userId: 'u1', problemSolved: ['p1'], attemptedProblems: [], lastLanguage: 'cpp' } });
  });

  it('keeps a wrong or failed problem as attempted, and each learner apart', () => {
    spec
      .given([requested('s1', 'p1'), judged('s1', 'p1', 'wrong'), requested('s2', 'p2', 'u2')])
      .when([judged('s2', 'p2', 'error', 'u2')])
      .then({
        u1: { userId: 'u1', problemSolved: [], attemptedProblems: ['p1'], lastLanguage: 'cpp' },
        u2: { userId: 'u2', problemSolved: [], attemptedProblems: ['p2'], lastLanguage: 'cpp' },
      });
  });

  it('remembers the language of the last submission, on a problem already attempted too', () => {
    spec
      .given([requested('s1', 'p1', 'u1', 'java'), requested('s2', 'p2', 'u1', 'javascript')])
      .when([requested('s3', 'p1', 'u1', 'cpp'), judged('s3', 'p1', 'wrong')])
      .then({ u1: { userId: 'u1', problemSolved: [], attemptedProblems: ['p1', 'p2'], lastLanguage: 'cpp' } });
  });

  describe('on a scored problem (issue 31)', () => {
    const scored = (submissionId: string, problemId: string, score: number, maxScore = 100) =>
      submissionJudged({ submissionId, problemId, status: score === maxScore ? 'accepted' : 'error', score, maxScore });

    it('keeps the best score of each problem, which a later lower one does not lower', () => {
      spec
        .given([requested('s1', 'p1'), scored('s1', 'p1', 20), requested('s2', 'p1')])
        .when([scored('s2', 'p1', 50), requested('s3', 'p1'), scored('s3', 'p1', 20)])
        .then({
          u1: {
            userId: 'u1',
            problemSolved: [],
            attemptedProblems: ['p1'],
            lastLanguage: 'cpp',
            bestScores: { p1: { score: 50, maxScore: 100 } },
          },
        });
    });

    it('solves the problem with full marks, and keeps each problem’s score apart', () => {
      spec
        .given([requested('s1', 'p1'), scored('s1', 'p1', 30), requested('s2', 'p2')])
        .when([scored('s2', 'p2', 0, 60), requested('s3', 'p1'), scored('s3', 'p1', 100)])
        .then({
          u1: {
            userId: 'u1',
            problemSolved: ['p1'],
            attemptedProblems: ['p2'],
            lastLanguage: 'cpp',
            bestScores: { p1: { score: 100, maxScore: 100 }, p2: { score: 0, maxScore: 60 } },
          },
        });
    });

    it('takes the newest score once the full marks changed, the old points no longer comparing', () => {
      spec
        .given([requested('s1', 'p1'), scored('s1', 'p1', 80, 100)])
        .when([requested('s2', 'p1'), scored('s2', 'p1', 40, 120)])
        .then({
          u1: {
            userId: 'u1',
            problemSolved: [],
            attemptedProblems: ['p1'],
            lastLanguage: 'cpp',
            bestScores: { p1: { score: 40, maxScore: 120 } },
          },
        });
    });
  });
});
