import { DomainError, unknownCommand } from '@forge/events';
import { decider } from '../decider';
import type { VerdictStatus } from '@forge/contracts';
import { rejudgeEvents, type RejudgedSubmission, type RejudgeEvent } from './events';
import { evolveRejudge, initialRejudge, submissionsLeft, type Rejudge } from './rejudge';

export const REJUDGE_RUNNING = 'A rejudge of this problem is already running';

export type RejudgeCommand =
  | {
      readonly type: 'RequestRejudge';
      readonly data: {
        readonly rejudgeId: string;
        readonly problemId: string;
        readonly sequence: number;
        readonly submissions: readonly RejudgedSubmission[];
        readonly by: string;
        readonly now: string;
      };
    }
  | {
      readonly type: 'RecordRejudgedSubmission';
      readonly data: {
        readonly submissionId: string;
        readonly status: VerdictStatus;
        readonly testCasesPassed: number;
        readonly testCasesTotal: number;
        readonly errorMessage: string | null;
        readonly score?: number;
        readonly maxScore?: number;
        readonly now: string;
      };
    };

export function decideRejudge(command: RejudgeCommand, state: Rejudge): RejudgeEvent[] {
  switch (command.type) {
    case 'RequestRejudge': {
      // Another request took this rejudge's id first (see RejudgeRequested's `sequence`).
      if (state.status === 'running') throw new DomainError('conflict', REJUDGE_RUNNING);
      // Told from a read model that had not seen it yet: asking again reads a fresher one.
      if (state.status === 'done') throw new DomainError('conflict', 'A rejudge of this problem was just requested; ask again');
      const { rejudgeId, problemId, sequence, submissions, by, now } = command.data;
      const requested: RejudgeEvent = {
        type: 'RejudgeRequested',
        data: { rejudgeId, problemId, sequence, submissions: [...submissions], requestedBy: by, requestedAt: now },
      };
      // Nothing to judge: done at once.
      if (submissions.length > 0) return [requested];
      return [requested, { type: 'RejudgeCompleted', data: { rejudgeId, problemId, completedAt: now } }];
    }
    case 'RecordRejudgedSubmission': {
      if (state.status === 'absent') throw new DomainError('not_found', 'Rejudge not found');
      if (state.status === 'done') return [];
      const { submissionId, now, ...verdict } = command.data;
      const submission = state.submissions.find((s) => s.submissionId === submissionId);
      if (!submission) throw new DomainError('invalid', 'This rejudge does not judge that submission');
      // Recorded once: a worker that judges it again after a restart changes nothing.
      if (state.rejudged.includes(submissionId)) return [];
      const { rejudgeId, problemId } = state;
      const rejudged: RejudgeEvent = {
        type: 'SubmissionRejudged',
        data: { rejudgeId, problemId, ...submission, ...verdict, judgedAt: now },
      };
      const last = submissionsLeft(state).length === 1;
      return last ? [rejudged, { type: 'RejudgeCompleted', data: { rejudgeId, problemId, completedAt: now } }] : [rejudged];
    }
    default:
      return unknownCommand(command);
  }
}

export const rejudgeDecider = decider(rejudgeEvents, initialRejudge, evolveRejudge, decideRejudge);
