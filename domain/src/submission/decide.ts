import { DomainError, unknownCommand } from '@forge/events';
import { decider } from '../decider';
import { judgeStatusName, Status, type JudgedCase, type JudgeFailure, type SubmissionVerdict } from '@forge/contracts';
import { submissionEvents, type SubmissionEvent, type SubmissionLanguage } from './events';
import { evolveSubmission, initialSubmission, type Submission } from './submission';

export type SubmissionCommand =
  | {
      readonly type: 'RequestSubmission';
      readonly data: {
        readonly submissionId: string;
        readonly userId: string;
        readonly problemId: string;
        readonly language: SubmissionLanguage;
        readonly code: string;
        readonly testCasesTotal: number;
        readonly now: string;
        readonly contestId?: string;
      };
    }
  | {
      /**
       * A worker takes the submission. After `maxAttempts` attempts that never reached a verdict
       * (each one's worker died), it is parked instead: judged Internal Error, saying why.
       */
      readonly type: 'StartJudging';
      readonly data: { readonly submissionId: string; readonly worker: string; readonly maxAttempts: number; readonly now: string };
    }
  | {
      readonly type: 'RecordCase';
      readonly data: JudgedCase & { readonly submissionId: string };
    }
  | {
      /** The verdict as the judging decided it; how many cases there are, the submission's request says. */
      readonly type: 'RecordVerdict';
      readonly data: Omit<SubmissionVerdict, 'testCasesTotal'> & { readonly submissionId: string; readonly now: string };
    };

/** Why a parked submission was not judged, in the words its owner reads. */
export const parkedReason = (attempts: number) =>
  `judging this submission stopped ${attempts} judge worker${attempts === 1 ? '' : 's'}, so it was set aside and not judged again`;

export function decideSubmission(command: SubmissionCommand, state: Submission): SubmissionEvent[] {
  switch (command.type) {
    case 'RequestSubmission': {
      if (state.status !== 'absent') throw new DomainError('conflict', 'Submission already exists');
      const { now, ...data } = command.data;
      return [{ type: 'SubmissionRequested', data: { ...data, requestedAt: now } }];
    }
    case 'StartJudging': {
      if (state.status === 'absent') throw new DomainError('not_found', 'Submission not found');
      // Already judged (by another worker, or before a restart): nothing to do.
      if (state.status === 'judged') return [];
      const { submissionId, worker, maxAttempts, now } = command.data;
      if (state.attempts >= maxAttempts) {
        const detail = parkedReason(state.attempts);
        const failure: JudgeFailure = {
          kind: 'judge',
          statusId: Status.InternalError,
          status: judgeStatusName(Status.InternalError),
          caseNumber: null,
          hidden: true,
          detail,
        };
        const { userId, problemId, testCasesTotal } = state;
        const inContest = state.contestId === undefined ? {} : { contestId: state.contestId };
        return [
          {
            type: 'SubmissionJudged',
            data: {
              submissionId,
              userId,
              problemId,
              status: 'error',
              runtime: 0,
              memory: 0,
              testCasesPassed: 0,
              testCasesTotal,
              errorMessage: `${failure.status}: ${detail}`,
              failure,
              judgedAt: now,
              ...inContest,
            },
          },
        ];
      }
      return [{ type: 'SubmissionJudgingStarted', data: { submissionId, worker, attempt: state.attempts + 1, startedAt: now } }];
    }
    case 'RecordCase': {
      if (state.status === 'absent') throw new DomainError('not_found', 'Submission not found');
      if (state.status === 'judged') return [];
      const { index } = command.data;
      if (!Number.isInteger(index) || index < 0 || index >= state.testCasesTotal) throw new DomainError('invalid', 'No such test case');
      // A case judged again by a later attempt keeps its first verdict (judging is deterministic).
      if (state.casesJudged.includes(index)) return [];
      return [{ type: 'SubmissionCaseJudged', data: command.data }];
    }
    case 'RecordVerdict': {
      if (state.status === 'absent') throw new DomainError('not_found', 'Submission not found');
      // A verdict is recorded once: a second worker finishing the same job changes nothing.
      if (state.status === 'judged') return [];
      const { now, ...verdict } = command.data;
      if (verdict.testCasesPassed > state.testCasesTotal) throw new DomainError('invalid', 'More tests passed than exist');
      const inContest = state.contestId === undefined ? {} : { contestId: state.contestId };
      return [
        {
          type: 'SubmissionJudged',
          data: {
            ...verdict,
            userId: state.userId,
            problemId: state.problemId,
            testCasesTotal: state.testCasesTotal,
            judgedAt: now,
            ...inContest,
          },
        },
      ];
    }
    default:
      return unknownCommand(command);
  }
}

export const submissionDecider = decider(submissionEvents, initialSubmission, evolveSubmission, decideSubmission);
