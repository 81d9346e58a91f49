import type { DomainEvent } from '../events';
import { streams } from '../streams';

/** The stream an event belongs in, as the platform writes it: named by the id its data carries. */
export function streamOf(event: DomainEvent): string {
  switch (event.type) {
    case 'UserRegistered':
    case 'UserRoleChanged':
    case 'UserPasswordChanged':
    case 'UserPasswordRemoved':
    case 'GoogleAccountLinked':
    case 'GoogleAccountUnlinked':
    case 'UserRenamed':
    case 'UserPreferencesChanged':
    case 'UserProfileVisibilityChanged':
    case 'UserAffiliationChanged':
      return streams.user(event.data.userId);
    case 'EmailClaimed':
      return streams.userEmail(event.data.email);
    case 'GoogleIdentityClaimed':
    case 'GoogleIdentityReleased':
      return streams.googleIdentity(event.data.googleId);
    case 'ProblemCreated':
    case 'ProblemUpdated':
    case 'ProblemDeleted':
    case 'ProblemRestored':
    case 'ProblemVideoAttached':
    case 'ProblemVideoRemoved':
      return streams.problem(event.data.problemId);
    case 'SubmissionRequested':
    case 'SubmissionJudgingStarted':
    case 'SubmissionCaseJudged':
    case 'SubmissionJudged':
      return streams.submission(event.data.submissionId);
    case 'RejudgeRequested':
    case 'SubmissionRejudged':
    case 'RejudgeCompleted':
      return streams.rejudge(event.data.rejudgeId);
    case 'ContestCreated':
    case 'ContestUpdated':
    case 'ContestProblemsSet':
    case 'ContestantRegistered':
    case 'VirtualParticipationStarted':
    case 'ContestResultUnfrozen':
    case 'ContestUnfrozen':
    case 'ContestEnded':
    case 'ContestDeleted':
      return streams.contest(event.data.contestId);
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}
