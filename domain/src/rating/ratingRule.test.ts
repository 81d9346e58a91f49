import { INITIAL_RATING, rateContest, winChance } from './ratingRule';

const at = (rating: number) => (userId: string, rank: number) => ({ userId, rank, rating });

describe('the rating rule (Codeforces-style Elo)', () => {
  it("takes Elo's chance: equal ratings 1/2, 400 more about 10 to 1", () => {
    expect(winChance(1500, 1500)).toBe(0.5);
    expect(winChance(1900, 1500)).toBeCloseTo(10 / 11);
  });

  it('moves newcomers: the winner up, the last down, by equal amounts, summing to zero', () => {
    const changes = rateContest([at(INITIAL_RATING)('a', 1), at(INITIAL_RATING)('b', 2)]);
    expect(changes[0]!.change).toBeGreaterThan(0);
    expect(changes[1]!.change).toBe(-changes[0]!.change);
    expect(changes[0]!.after).toBe(INITIAL_RATING + changes[0]!.change);
  });

  it('orders the changes by place among equals, and gives and takes nothing overall', () => {
    const changes = rateContest(['a', 'b', 'c', 'd'].map((id, i) => at(1500)(id, i + 1)));
    const deltas = changes.map((c) => c.change);
    expect([...deltas].sort((x, y) => y - x)).toEqual(deltas);
    expect(Math.abs(deltas.reduce((s, d) => s + d, 0))).toBeLessThanOrEqual(2);
  });

  it('gives tied participants of equal ratings the same change, and a tie of all nothing', () => {
    const tied = rateContest([at(1500)('a', 1), at(1500)('b', 1), at(1500)('c', 3)]);
    expect(tied[0]!.change).toBe(tied[1]!.change);
    expect(tied[0]!.change).toBeGreaterThan(0);
    expect(rateContest([at(1500)('a', 1), at(1500)('b', 1)]).map((c) => c.change)).toEqual([0, 0]);
  });

  it('moves a favourite who wins less than an outsider who wins', () => {
    const favourite = rateContest([at(2000)('f', 1), at(1500)('o', 2)])[0]!.change;
    const outsider = rateContest([at(1500)('o', 1), at(2000)('f', 2)])[0]!.change;
    expect(favourite).toBeGreaterThan(0);
    expect(outsider).toBeGreaterThan(favourite);
  });

  it('changes nothing for a lone participant', () => {
    expect(rateContest([at(1700)('a', 1)])).toEqual([{ userId: 'a', rank: 1, before: 1700, after: 1700, change: 0 }]);
  });
});
