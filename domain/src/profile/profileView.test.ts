import type { ProblemSummary } from '../problem/problemListProjection';
import { activityStep, emptyProfile, type ProfileDocument } from './profileProjection';
import { streaksOf, submissionsByDay, toProfileView } from './profileView';

const problem = (problemId: string, difficulty: ProblemSummary['difficulty'], tags: string): ProblemSummary => ({
  problemId,
  title: `Title ${problemId}`,
  difficulty,
  tags,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const activity = (...times: string[]) => {
  const counts: Record<string, number> = {};
  for (const time of times) counts[activityStep(time)!] = (counts[activityStep(time)!] ?? 0) + 1;
  return counts;
};

describe('a profile as the wire carries it', () => {
  it('dates submissions in the viewer’s time zone: 23:30 UTC is the next day in Paris and still that day in New York', () => {
    const days = activity('2026-11-27T23:30:00.000Z', '2026-11-28T04:30:00.000Z');
    expect(Object.fromEntries(submissionsByDay(days, 'Europe/Paris'))).toEqual({ '2026-11-28': 2 });
    expect(Object.fromEntries(submissionsByDay(days, 'America/New_York'))).toEqual({ '2026-11-27': 2 });
    expect(Object.fromEntries(submissionsByDay(days, 'UTC'))).toEqual({ '2026-11-27': 1, '2026-11-28': 1 });
    // Kathmandu is 5:45 ahead: 18:15 UTC is midnight there.
    expect(
      Object.fromEntries(submissionsByDay(activity('2026-11-27T18:14:00.000Z', '2026-11-27T18:15:00.000Z'), 'Asia/Kathmandu')),
    ).toEqual({
      '2026-11-27': 1,
      '2026-11-28': 1,
    });
  });

  it('dates submissions on a day the clocks change by the offset of each instant', () => {
    // Paris leaves summer time at 01:00 UTC on 25 October 2026: 22:30 UTC the day before is 00:30 on the 25th (UTC+2).
    const days = activity('2026-10-24T22:30:00.000Z', '2026-10-25T22:30:00.000Z', '2026-10-25T23:30:00.000Z');
    expect(Object.fromEntries(submissionsByDay(days, 'Europe/Paris'))).toEqual({ '2026-10-25': 2, '2026-10-26': 1 });
  });

  it('counts streaks of consecutive days, the current one reaching today or yesterday', () => {
    expect(streaksOf(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-26', '2026-11-27'], '2026-11-28')).toEqual({
      current: 2,
      longest: 3,
    });
    expect(streaksOf(['2026-11-26', '2026-11-28', '2026-11-27'], '2026-11-28')).toEqual({ current: 3, longest: 3 });
    expect(streaksOf(['2026-11-25', '2026-11-26'], '2026-11-28')).toEqual({ current: 0, longest: 2 });
    expect(streaksOf(['2026-02-28', '2026-03-01'], '2026-03-01')).toEqual({ current: 2, longest: 2 });
    expect(streaksOf([], '2026-11-28')).toEqual({ current: 0, longest: 0 });
  });

  it('counts solved by difficulty and tag against the library, and the calendar over the last 365 days only', () => {
    const doc: ProfileDocument = {
      ...emptyProfile('u1'),
      submissions: 4,
      judged: 3,
      accepted: 2,
      activity: activity('2025-11-28T12:00:00.000Z', '2025-11-29T12:00:00.000Z', '2026-11-28T08:00:00.000Z', '2026-11-28T09:00:00.000Z'),
      languages: { cpp: { submissions: 1, solved: ['p1'] }, python: { submissions: 3, solved: ['p1', 'gone'] } },
      solved: ['p1', 'gone'],
      recentAccepted: [{ submissionId: 's2', problemId: 'gone', language: 'python', acceptedAt: 't', runtime: 0.1, memory: 10 }],
    };
    const problems = [problem('p1', 'easy', 'array'), problem('p2', 'easy', 'array, dp'), problem('p3', 'hard', 'graph')];
    const view = toProfileView({ _id: 'u1', firstName: 'Ada' }, doc, {
      problems,
      timeZone: 'UTC',
      now: new Date('2026-11-28T10:00:00.000Z'),
    });
    expect(view).toEqual({
      user: { _id: 'u1', firstName: 'Ada' },
      solved: { easy: 1, medium: 0, hard: 0, total: 1 },
      totals: { easy: 2, medium: 0, hard: 1 },
      calendar: [
        { date: '2025-11-29', submissions: 1 },
        { date: '2026-11-28', submissions: 2 },
      ],
      streak: { current: 1, longest: 2 },
      acceptanceRate: 66.7,
      languages: [
        { language: 'python', submissions: 3, solved: 2 },
        { language: 'cpp', submissions: 1, solved: 1 },
      ],
      tags: [
        { tag: 'array', solved: 1, total: 2 },
        { tag: 'dp', solved: 0, total: 1 },
        { tag: 'graph', solved: 0, total: 1 },
      ],
      recentAccepted: [{ submissionId: 's2', problemId: 'gone', language: 'python', acceptedAt: 't', runtime: 0.1, memory: 10 }],
    });
  });
});
