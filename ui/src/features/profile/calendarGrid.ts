import type { ProfileView } from '@forge/contracts';

export const CALENDAR_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date (YYYY-MM-DD) in a time zone; en-CA writes dates that way. */
export const todayIn = (timeZone: string, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface CalendarCell {
  readonly date: string;
  readonly submissions: number;
  /** 0 (none) to 4 (the busiest quarter of the busiest day). */
  readonly level: 0 | 1 | 2 | 3 | 4;
}

/**
 * The last 365 days ending `today` as weeks (columns) of seven days from Sunday, as a heat map draws
 * them: the first week is padded with nulls before the first day.
 */
export function calendarWeeks(calendar: NonNullable<ProfileView['calendar']>, today: string): (CalendarCell | null)[][] {
  const counts = new Map(calendar.map((day) => [day.date, day.submissions]));
  const busiest = Math.max(1, ...calendar.map((day) => day.submissions));
  const last = dayNumber(today);
  const first = last - (CALENDAR_DAYS - 1);
  // 1970-01-01 was a Thursday: day 0 is weekday 4.
  const cells: (CalendarCell | null)[] = Array.from({ length: (first + 4) % 7 }, () => null);
  for (let day = first; day <= last; day++) {
    const date = dateOf(day);
    const submissions = counts.get(date) ?? 0;
    const level = submissions === 0 ? 0 : (Math.min(4, Math.ceil((submissions / busiest) * 4)) as CalendarCell['level']);
    cells.push({ date, submissions, level });
  }
  const weeks: (CalendarCell | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
