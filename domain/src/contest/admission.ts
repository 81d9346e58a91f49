import { contestStatusAt, virtualWindow } from './contest';
import type { ContestDocument } from './contestsProjection';

/**
 * Why a submission may not be made in this contest, or null when it may: the user registered, the
 * contest running, the problem one of its own. The submit route asks before recording anything.
 */
export function contestSubmissionRefusal(contest: ContestDocument, userId: string, problemId: string, now: string): string | null {
  if (!contest.registrations.some((r) => r.userId === userId)) return virtualRefusal(contest, userId, problemId, now);
  const status = contestStatusAt(contest.settings, now);
  if (status === 'upcoming') return 'This contest has not started yet';
  if (status === 'completed') return 'This contest has ended';
  if (!contest.problemIds.includes(problemId)) return 'This problem is not in this contest';
  return null;
}

/** A virtual participant (issue 36) submits during their run only: the contest's duration from their start. */
function virtualRefusal(contest: ContestDocument, userId: string, problemId: string, now: string): string | null {
  const run = contest.virtuals?.find((r) => r.userId === userId);
  if (!run) return 'You are not registered for this contest';
  const { end } = virtualWindow(contest.settings, run);
  if (Date.parse(now) >= end) return 'Your virtual run has ended';
  if (!contest.problemIds.includes(problemId)) return 'This problem is not in this contest';
  return null;
}
