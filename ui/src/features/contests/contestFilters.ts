import type { Contest, ContestStatus, ContestType } from './sampleContests';

/** The contest list's pure rules (spec §2 /contests, §4, §9). */

export const CONTESTS_PAGE_SIZE = 20;
export const MAX_PRIZES = 3;
export const UPCOMING_PREVIEW = 3;

export type ContestStatusFilter = 'all' | ContestStatus;
export type ContestTypeFilter = 'all' | ContestType;

export interface ContestQuery {
  readonly search: string;
  readonly status: ContestStatusFilter;
  readonly type: ContestTypeFilter;
}

export const EMPTY_CONTEST_QUERY: ContestQuery = { search: '', status: 'all', type: 'all' };

const statusOrder: Record<ContestStatus, number> = { ongoing: 0, upcoming: 1, completed: 2 };

/** Live first, then what comes next, then the most recent results. */
export function sortContests<C extends Contest>(contests: readonly C[]): C[] {
  return [...contests].sort((a, b) => {
    const byStatus = statusOrder[a.status] - statusOrder[b.status];
    if (byStatus !== 0) return byStatus;
    return a.status === 'completed' ? b.startTime.localeCompare(a.startTime) : a.startTime.localeCompare(b.startTime);
  });
}

export function filterContests<C extends Contest>(contests: readonly C[], query: ContestQuery): C[] {
  const needle = query.search.trim().toLowerCase();
  return contests.filter(
    (c) =>
      (query.status === 'all' || c.status === query.status) &&
      (query.type === 'all' || c.type === query.type) &&
      (!needle || c.title.toLowerCase().includes(needle) || c.description.toLowerCase().includes(needle)),
  );
}

export function contestStats(contests: readonly Contest[]): Record<'total' | ContestStatus, number> {
  const stats = { total: contests.length, upcoming: 0, ongoing: 0, completed: 0 };
  for (const c of contests) stats[c.status] += 1;
  return stats;
}

export function contestTypeCounts(contests: readonly Contest[]): Record<ContestType, number> {
  const counts = { weekly: 0, special: 0, beginner: 0 };
  for (const c of contests) counts[c.type] += 1;
  return counts;
}

/** The next contests to start, soonest first. */
export function upcomingContests(contests: readonly Contest[], limit = UPCOMING_PREVIEW): Contest[] {
  return contests
    .filter((c) => c.status === 'upcoming')
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .slice(0, limit);
}

export const shownPrizes = (contest: Contest): readonly string[] => contest.prizes.slice(0, MAX_PRIZES);

export const actionLabel: Record<ContestStatus, string> = { upcoming: 'Register', ongoing: 'Join Now', completed: 'View Results' };

export function formatStart(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}
