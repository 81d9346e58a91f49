import { type Decider, DomainError, unknownCommand } from '@forge/events';
import { submissionEvents, type SubmissionEvent, type SubmissionLanguage, type VerdictStatus } from './events';
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
      };
    }
  | {
      readonly type: 'RecordVerdict';
      readonly data: {
        readonly submissionId: string;
        readonly status: VerdictStatus;
        readonly runtime: number;
        readonly memory: number;
        readonly testCasesPassed: number;
        readonly errorMessage: string | null;
        readonly now: string;
      };
    };

export function decideSubmission(command: SubmissionCommand, state: Submission): SubmissionEvent[] {
  switch (command.type) {
    case 'RequestSubmission': {
      if (state.status !== 'absent') throw new DomainError('conflict', 'Submission already exists');
      const { now, ...data } = command.data;
      return [{ type: 'SubmissionRequested', data: { ...data, requestedAt: now } }];
    }
    case 'RecordVerdict': {
      if (state.status === 'absent') throw new DomainError('not_found', 'Submission not found');
      // A verdict is recorded once: a second worker finishing the same job changes nothing.
      if (state.status === 'judged') return [];
      const { now, ...verdict } = command.data;
      if (verdict.testCasesPassed > state.testCasesTotal) throw new DomainError('invalid', 'More tests passed than exist');
      return [
        {
          type: 'SubmissionJudged',
          data: { ...verdict, userId: state.userId, problemId: state.problemId, testCasesTotal: state.testCasesTotal, judgedAt: now },
        },
      ];
    }
    default:
      return unknownCommand(command);
  }
}

export const submissionDecider: Decider<Submission, SubmissionCommand, SubmissionEvent> = {
  events: submissionEvents,
  initialState: initialSubmission,
  evolve: evolveSubmission,
  decide: decideSubmission,
};
