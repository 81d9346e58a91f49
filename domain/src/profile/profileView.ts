import type { ProfileView } from '@forge/contracts';
import type { ProblemSummary } from '../problem/problemListProjection';
import { ACTIVITY_STEP_MS, type ProfileDocument } from './profileProjection';

export const CALENDAR_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a profile is read with: the library (for difficulties and tags), the viewer's time zone and now. */
export interface ProfileReading {
  readonly problems: readonly ProblemSummary[];
  readonly timeZone: string;
  readonly now: Date;
}

/** Days since 1970 of a YYYY-MM-DD date, so consecutive days differ by one. */
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The local day (days since 1970) of an instant in a time zone. Asking Intl for every instant
 * costs microseconds each, too much for 20,000 of them: a zone's offset is read twice per UTC day
 * instead (its first and last minute), and only a day whose offset changes asks for each instant.
 */
function localDayIn(timeZone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const offsetAt = (ms: number) => {
    const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
    const local = Date.UTC(part['year']!, part['month']! - 1, part['day'], part['hour'], part['minute']);
    return local - (ms - (ms % 60_000));
  };
  const offsets = new Map<number, number | null>();
  return (ms) => {
    const day = Math.floor(ms / DAY_MS);
    let offset = offsets.get(day);
    if (offset === undefined) {
      const start = offsetAt(day * DAY_MS);
      offset = start === offsetAt((day + 1) * DAY_MS - 60_000) ? start : null;
      offsets.set(day, offset);
    }
    return Math.floor((ms + (offset ?? offsetAt(ms))) / DAY_MS);
  };
}

/** Submissions per local day (days since 1970) in the time zone, over the whole history. */
function submissionsByDayNumber(activity: ProfileDocument['activity'], timeZone: string): Map<number, number> {
  const dayOf = localDayIn(timeZone);
  const days = new Map<number, number>();
  for (const step in activity) {
    const day = dayOf(Number(step) * ACTIVITY_STEP_MS);
    days.set(day, (days.get(day) ?? 0) + activity[step]!);
  }
  return days;
}

/** Submissions per day (YYYY-MM-DD) in the time zone, over the whole history. */
export function submissionsByDay(activity: ProfileDocument['activity'], timeZone: string): Map<string, number> {
  return new Map([...submissionsByDayNumber(activity, timeZone)].map(([day, count]) => [isoDate(day), count]));
}

/** The longest run of consecutive days with a submission, and the one that reaches today (or yesterday, today not being over). */
export function streaksOf(days: Iterable<string>, today: string): { current: number; longest: number } {
  return streaksOfDays([...days].map(dayNumber), dayNumber(today));
}

function streaksOfDays(days: readonly number[], todayNumber: number): { current: number; longest: number } {
  const numbers = [...days].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < numbers.length; i++) {
    run = i > 0 && numbers[i] === numbers[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = numbers.at(-1);
  const current = last !== undefined && todayNumber - last <= 1 ? run : 0;
  return { current, longest };
}

const tagsOf = (problem: ProblemSummary) =>
  problem.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** A learner's profile as the wire carries it (contracts' `profileView`), everything shown; the caller leaves out what is hidden. */
export function toProfileView(user: ProfileView['user'], doc: ProfileDocument, reading: ProfileReading): ProfileView {
  const library = new Map(reading.problems.map((problem) => [problem.problemId, problem]));
  const totals = { easy: 0, medium: 0, hard: 0 };
  for (const problem of reading.problems) totals[problem.difficulty]++;
  const solved = { easy: 0, medium: 0, hard: 0, total: 0 };
  for (const problemId of doc.solved) {
    const problem = library.get(problemId);
    if (!problem) continue;
    solved[problem.difficulty]++;
    solved.total++;
  }

  const days = submissionsByDayNumber(doc.activity, reading.timeZone);
  const today = localDayIn(reading.timeZone)(reading.now.getTime());
  const calendar = [...days]
    .filter(([day]) => day > today - CALENDAR_DAYS && day <= today)
    .sort(([a], [b]) => a - b)
    .map(([day, submissions]) => ({ date: isoDate(day), submissions }));

  const solvedSet = new Set(doc.solved);
  const tagTotals = new Map<string, { solved: number; total: number }>();
  for (const problem of reading.problems) {
    for (const tag of tagsOf(problem)) {
      const entry = tagTotals.get(tag) ?? { solved: 0, total: 0 };
      entry.total++;
      if (solvedSet.has(problem.problemId)) entry.solved++;
      tagTotals.set(tag, entry);
    }
  }

  return {
    user,
    solved,
    totals,
    calendar,
    streak: streaksOfDays([...days.keys()], today),
    acceptanceRate: doc.judged === 0 ? 0 : Math.round((doc.accepted / doc.judged) * 1000) / 10,
    languages: Object.entries(doc.languages)
      .map(([language, use]) => ({
        language: language as keyof ProfileDocument['languages'],
        submissions: use.submissions,
        solved: use.solved.length,
      }))
      .sort((a, b) => b.submissions - a.submissions || a.language.localeCompare(b.language)),
    tags: [...tagTotals].map(([tag, counts]) => ({ tag, ...counts })).sort((a, b) => a.tag.localeCompare(b.tag)),
    recentAccepted: doc.recentAccepted.map((recent) => {
      const title = library.get(recent.problemId)?.title;
      return { ...recent, ...(title !== undefined ? { title } : {}) };
    }),
  };
}
