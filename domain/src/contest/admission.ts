import { contestStatusAt } from './contest';
import type { ContestDocument } from './contestsProjection';

/**
 * Why a submission may not be made in this contest, or null when it may: the user registered, the
 * contest running, the problem one of its own. The submit route asks before recording anything.
 */
export function contestSubmissionRefusal(contest: ContestDocument, userId: string, problemId: string, now: string): string | null {
  if (!contest.registrations.some((r) => r.userId === userId)) return 'You are not registered for this contest';
  const status = contestStatusAt(contest.settings, now);
  if (status === 'upcoming') return 'This contest has not started yet';
  if (status === 'completed') return 'This contest has ended';
  if (!contest.problemIds.includes(problemId)) return 'This problem is not in this contest';
  return null;
}
