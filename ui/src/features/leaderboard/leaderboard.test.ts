import { paginate } from '../../lib/pagination';
import { createStore } from '@xstate/store';
import { leaderboardStore } from './leaderboardStore';
import { isPodium, LEADERBOARD_PAGE_SIZE, ratingBand } from './leaderboardRules';
import { badgeForRating, sampleLeaderboard } from './sampleLeaderboard';

describe('rating bands', () => {
  it.each([
    [3000, 'legend'],
    [2800, 'legend'],
    [2799, 'grandmaster'],
    [2400, 'grandmaster'],
    [2000, 'master'],
    [1999, 'expert'],
    [1600, 'expert'],
    [1200, 'specialist'],
    [1199, 'newcomer'],
  ])('%i is %s', (rating, band) => expect(ratingBand(rating)).toBe(band));
});

describe('badges', () => {
  it.each([
    [2700, 'diamond'],
    [2300, 'platinum'],
    [1900, 'gold'],
    [1500, 'silver'],
    [1000, 'bronze'],
  ])('%i earns %s', (rating, badge) => expect(badgeForRating(rating)).toBe(badge));

  it('appear at every level in the sample', () => {
    expect(new Set(sampleLeaderboard.map((e) => e.badge))).toEqual(new Set(['diamond', 'platinum', 'gold', 'silver', 'bronze']));
  });
});

describe('sample leaderboard', () => {
  it('is ranked by rating with unique ids and usernames', () => {
    const ratings = sampleLeaderboard.map((e) => e.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(sampleLeaderboard.map((e) => e.rank)).toEqual(sampleLeaderboard.map((_, i) => i + 1));
    expect(new Set(sampleLeaderboard.map((e) => e._id)).size).toBe(sampleLeaderboard.length);
    expect(new Set(sampleLeaderboard.map((e) => e.username)).size).toBe(sampleLeaderboard.length);
  });

  it('pages by 25', () => {
    const second = paginate(sampleLeaderboard, 2, LEADERBOARD_PAGE_SIZE);
    expect(second.totalPages).toBe(2);
    expect(second.items[0]?.rank).toBe(26);
  });

  it('highlights the top three', () => {
    expect(sampleLeaderboard.filter((e) => isPodium(e.rank)).map((e) => e.rank)).toEqual([1, 2, 3]);
  });
});

describe('leaderboardStore', () => {
  it('keeps the filter choices and the page', () => {
    const store = createStore(leaderboardStore);
    store.send({ type: 'PAGE', page: 2 });
    store.send({ type: 'PERIOD', value: 'this-week' });
    store.send({ type: 'CATEGORY', value: 'strings' });
    expect(store.getSnapshot().context).toEqual({ period: 'this-week', category: 'strings', page: 2 });
  });
});
