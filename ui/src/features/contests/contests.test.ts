import { paginate } from '../../lib/pagination';
import { createStore } from '@xstate/store';
import { contestListStore } from './contestListStore';
import {
  actionLabel,
  contestStats,
  contestTypeCounts,
  CONTESTS_PAGE_SIZE,
  EMPTY_CONTEST_QUERY,
  filterContests,
  formatStart,
  shownPrizes,
  sortContests,
  upcomingContests,
} from './contestFilters';
import { sampleContestsAt } from './sampleContests';

const sampleContests = sampleContestsAt(Date.parse('2025-06-14T14:30:00Z'));

describe('sample contests', () => {
  it('have unique ids and fill more than one page', () => {
    expect(new Set(sampleContests.map((c) => c._id)).size).toBe(sampleContests.length);
    expect(paginate(sampleContests, 1, CONTESTS_PAGE_SIZE).totalPages).toBe(2);
  });

  it('are dated around the day they are shown: upcoming ones later, ongoing ones running, completed ones over', () => {
    const now = Date.parse('2031-02-03T04:05:06Z');
    for (const contest of sampleContestsAt(now)) {
      const [start, end] = [Date.parse(contest.startTime), Date.parse(contest.endTime)];
      if (contest.status === 'upcoming') expect(start).toBeGreaterThan(now);
      if (contest.status === 'ongoing') expect([start <= now, now < end]).toEqual([true, true]);
      if (contest.status === 'completed') expect(end).toBeLessThan(now);
    }
    expect(sampleContestsAt(now + 50 * 60_000)).toEqual(sampleContestsAt(now));
  });

  it('add up in the stats', () => {
    const stats = contestStats(sampleContests);
    expect(stats.upcoming + stats.ongoing + stats.completed).toBe(stats.total);
    const types = contestTypeCounts(sampleContests);
    expect(types.weekly + types.special + types.beginner).toBe(stats.total);
  });
});

describe('filterContests', () => {
  const titles = (query: Partial<typeof EMPTY_CONTEST_QUERY>) =>
    filterContests(sampleContests, { ...EMPTY_CONTEST_QUERY, ...query }).map((c) => c.title);

  it('matches title or description, case-insensitive, ignoring blanks', () => {
    expect(titles({ search: 'GRAPH' })).toEqual(['Graph Theory Gauntlet']);
    expect(titles({ search: 'sliding windows' })).toEqual(['Array Arena']);
    expect(titles({ search: '   ' })).toHaveLength(sampleContests.length);
    expect(titles({ search: 'no such contest' })).toEqual([]);
  });

  it('filters by status and type together', () => {
    expect(titles({ status: 'ongoing', type: 'beginner' })).toEqual(['Beginner Cup #11']);
    expect(filterContests(sampleContests, { ...EMPTY_CONTEST_QUERY, type: 'weekly' }).every((c) => c.type === 'weekly')).toBe(true);
    expect(filterContests(sampleContests, { ...EMPTY_CONTEST_QUERY, status: 'completed' }).every((c) => c.status === 'completed')).toBe(
      true,
    );
  });
});

describe('contest display rules', () => {
  it('lists live contests first, then the next ones, then recent results', () => {
    const statuses = sortContests(sampleContests).map((c) => c.status);
    expect(statuses.indexOf('upcoming')).toBeGreaterThan(statuses.lastIndexOf('ongoing'));
    expect(statuses.indexOf('completed')).toBeGreaterThan(statuses.lastIndexOf('upcoming'));
  });

  it('previews at most three upcoming contests, soonest first', () => {
    const next = upcomingContests(sampleContests);
    expect(next).toHaveLength(3);
    expect([...next].sort((a, b) => a.startTime.localeCompare(b.startTime))).toEqual(next);
  });

  it('shows at most three prizes', () => {
    const summer = sampleContests.find((c) => c.title === 'Summer Code Sprint')!;
    expect(summer.prizes).toHaveLength(4);
    expect(shownPrizes(summer)).toEqual(summer.prizes.slice(0, 3));
  });

  it('names the action by status', () => {
    expect(actionLabel).toEqual({ upcoming: 'Register', ongoing: 'Join Now', completed: 'View Results' });
  });

  it('formats the start time', () => {
    expect(formatStart('2025-06-14T14:30:00Z', 'UTC')).toBe('Jun 14, 2025, 2:30 PM');
  });
});

describe('contestListStore', () => {
  it('goes back to page 1 on every search or filter change', () => {
    const store = createStore(contestListStore);
    for (const change of [
      { type: 'SEARCH', text: 'weekly' },
      { type: 'STATUS', value: 'upcoming' },
      { type: 'TYPE', value: 'special' },
      { type: 'CLEAR_FILTERS' },
    ] as const) {
      store.send({ type: 'PAGE', page: 2 });
      expect(store.getSnapshot().context.page).toBe(2);
      store.send(change);
      expect(store.getSnapshot().context.page).toBe(1);
    }
  });

  it('keeps the query', () => {
    const store = createStore(contestListStore);
    store.send({ type: 'SEARCH', text: 'cup' });
    store.send({ type: 'TYPE', value: 'beginner' });
    expect(store.getSnapshot().context.query).toEqual({ search: 'cup', status: 'all', type: 'beginner' });
  });
});
