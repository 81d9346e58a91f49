import { createStore } from '@xstate/store';
import { badgeForRating } from '@forge/contracts';
import { leaderboardStore } from './leaderboardStore';
import { isPodium, LEADERBOARD_PAGE_SIZE, ratingBand } from './leaderboardRules';

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

describe('badges by the spec’s levels', () => {
  it.each([
    [2700, 'diamond'],
    [2600, 'diamond'],
    [2300, 'platinum'],
    [1900, 'gold'],
    [1500, 'silver'],
    [1400, 'silver'],
    [1399, 'bronze'],
  ])('%i earns %s', (rating, badge) => expect(badgeForRating(rating)).toBe(badge));
});

describe('leaderboard rules', () => {
  it('pages by 25 and highlights the top three', () => {
    expect(LEADERBOARD_PAGE_SIZE).toBe(25);
    expect([0, 1, 2, 3, 4].map(isPodium)).toEqual([false, true, true, true, false]);
  });
});

describe('leaderboardStore', () => {
  it('keeps the filter choices, the search and the page; a new search goes back to page 1', () => {
    const store = createStore(leaderboardStore);
    store.send({ type: 'PAGE', page: 2 });
    store.send({ type: 'PERIOD', value: 'this-week' });
    store.send({ type: 'CATEGORY', value: 'strings' });
    expect(store.getSnapshot().context).toEqual({ period: 'this-week', category: 'strings', search: '', page: 2 });
    store.send({ type: 'SEARCH', text: 'ada' });
    expect(store.getSnapshot().context).toMatchObject({ search: 'ada', page: 1 });
  });
});
