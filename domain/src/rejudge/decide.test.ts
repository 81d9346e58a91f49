import { DeciderSpecification } from '@forge/testing';
import { DomainError } from '@forge/events';
import { rejudgeDecider } from './decide';
import type { RejudgedSubmission, RejudgeEvent } from './events';

const spec = DeciderSpecification.for(rejudgeDecider);
const listed: RejudgedSubmission[] = [
  { submissionId: 's1', userId: 'u1', language: 'cpp' },
  { submissionId: 's2', userId: 'u2', language: 'javascript' },
];
const request = (submissions: RejudgedSubmission[] = listed) =>
  ({ type: 'RequestRejudge', data: { rejudgeId: 'p1.1', problemId: 'p1', sequence: 1, submissions, by: 'admin', now: 't1' } }) as const;
const requested = (submissions: RejudgedSubmission[] = listed): RejudgeEvent => ({
  type: 'RejudgeRequested',
  data: { rejudgeId: 'p1.1', problemId: 'p1', sequence: 1, submissions: [...submissions], requestedBy: 'admin', requestedAt: 't1' },
});
const record = (submissionId: string, status: 'accepted' | 'wrong' = 'accepted') =>
  ({
    type: 'RecordRejudgedSubmission',
    data: {
      submissionId,
      status,
      testCasesPassed: 2,
      testCasesTotal: 3,
      errorMessage: status === 'wrong' ? 'Wrong Answer' : null,
      now: 't2',
    },
  }) as const;
const rejudged = (index: 0 | 1, status: 'accepted' | 'wrong' = 'accepted') =>
  ({
    type: 'SubmissionRejudged',
    data: {
      rejudgeId: 'p1.1',
      problemId: 'p1',
      ...listed[index]!,
      status,
      testCasesPassed: 2,
      testCasesTotal: 3,
      errorMessage: status === 'wrong' ? 'Wrong Answer' : null,
      judgedAt: 't2',
    },
  }) as const;
const completed = (at = 't2') => ({ type: 'RejudgeCompleted', data: { rejudgeId: 'p1.1', problemId: 'p1', completedAt: at } }) as const;

describe('rejudge decider', () => {
  describe('when nothing was requested', () => {
    it('records the request with the submissions to judge again', () => {
      spec.given([]).when(request()).then([requested()]);
    });

    it('completes at once a rejudge with nothing to judge', () => {
      spec
        .given([])
        .when(request([]))
        .then([requested([]), completed('t1')]);
    });

    it('refuses to record a verdict', () => {
      spec.given([]).when(record('s1')).thenThrows(DomainError, 'Rejudge not found');
    });
  });

  describe('when running', () => {
    it('refuses a second request with the same id: one rejudge of a problem at a time', () => {
      spec.given([requested()]).when(request()).thenThrows(DomainError, 'A rejudge of this problem is already running');
    });

    it('records each submission judged again with who wrote it and in what language', () => {
      spec
        .given([requested()])
        .when(record('s2', 'wrong'))
        .then([rejudged(1, 'wrong')]);
    });

    it('completes with the last submission', () => {
      spec
        .given([requested(), rejudged(1)])
        .when(record('s1'))
        .then([rejudged(0), completed()]);
    });

    it('records a submission once, however often it is judged again (a restart)', () => {
      spec
        .given([requested(), rejudged(0)])
        .when(record('s1', 'wrong'))
        .thenNothingHappens();
    });

    it('refuses a submission it does not list', () => {
      spec.given([requested()]).when(record('s9')).thenThrows(DomainError, 'This rejudge does not judge that submission');
    });
  });

  describe('when done', () => {
    it('records nothing more', () => {
      spec
        .given([requested(), rejudged(0), rejudged(1), completed()])
        .when(record('s1'))
        .thenNothingHappens();
    });

    it('refuses to be requested again', () => {
      spec
        .given([requested([]), completed()])
        .when(request())
        .thenThrows(DomainError, 'A rejudge of this problem was just requested; ask again');
    });
  });
});
