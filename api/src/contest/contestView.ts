import { contestStatusAt, contestWindow, type ContestDocument, type ProblemDocument } from '@forge/domain';
import type { ContestDetailView, ContestView } from '@forge/contracts';

/** A contest in the spec's fields (§3), its status and participants from its times and registrations. */
export function toContestView(contest: ContestDocument, userId: string, now: string): ContestView {
  const { settings } = contest;
  const run = contest.virtuals?.find((r) => r.userId === userId);
  return {
    _id: contest.contestId,
    title: settings.title,
    description: settings.description,
    startTime: settings.startTime,
    endTime: new Date(contestWindow(settings).end).toISOString(),
    duration: settings.durationMinutes,
    maxParticipants: settings.maxParticipants,
    currentParticipants: contest.registrations.length,
    status: contestStatusAt(settings, now),
    type: settings.type,
    difficulty: settings.difficulty,
    prizes: [...settings.prizes],
    rules: settings.rules,
    freezeMinutes: settings.freezeMinutes,
    rated: settings.rated,
    registered: contest.registrations.some((r) => r.userId === userId),
    ...(run ? { virtualStartedAt: run.startedAt } : {}),
  };
}

/** The contest and, once it has started (or to an admin), its problems. */
export function toContestDetail(
  contest: ContestDocument,
  problems: readonly (ProblemDocument | undefined)[],
  viewer: { userId: string; admin: boolean },
  now: string,
): ContestDetailView {
  const view = toContestView(contest, viewer.userId, now);
  const shown = view.status !== 'upcoming' || viewer.admin;
  const listed = shown ? problems.flatMap((p) => (p ? [{ problemId: p.problemId, title: p.title, difficulty: p.difficulty }] : [])) : [];
  return { ...view, problems: listed, now };
}
