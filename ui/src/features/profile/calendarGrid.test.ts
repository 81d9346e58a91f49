import { calendarWeeks, todayIn } from './calendarGrid';

describe('the submission calendar’s grid', () => {
  it('lays the last 365 days out in weeks from Sunday, shaded by how busy each day was', () => {
    // 28 November 2026 is a Saturday, and so is 29 November 2025, where the year back starts: six empty days before it.
    const weeks = calendarWeeks(
      [
        { date: '2026-11-27', submissions: 8 },
        { date: '2026-11-28', submissions: 1 },
        { date: '2025-11-28', submissions: 5 },
      ],
      '2026-11-28',
    );
    const days = weeks.flat();
    expect(days.filter((cell) => cell !== null)).toHaveLength(365);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, { date: '2025-11-29', submissions: 0, level: 0 }]);
    expect(weeks).toHaveLength(53);
    expect(weeks.at(-1)!.at(-1)).toEqual({ date: '2026-11-28', submissions: 1, level: 1 });
    expect(weeks.at(-1)!.at(-2)).toEqual({ date: '2026-11-27', submissions: 8, level: 4 });
    // A day before the year shown is not drawn.
    expect(days.some((cell) => cell?.date === '2025-11-28')).toBe(false);
  });

  it('pads the first week when the year back does not start on a Sunday', () => {
    const weeks = calendarWeeks([], '2026-11-25');
    expect(weeks[0]!.slice(0, 3)).toEqual([null, null, null]);
    expect(weeks[0]![3]).toEqual({ date: '2025-11-26', submissions: 0, level: 0 });
  });

  it('dates today in the viewer’s zone', () => {
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-28T12:00:00Z'))).toBe('2026-11-29');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-28T06:00:00Z'))).toBe('2026-11-27');
  });
});
