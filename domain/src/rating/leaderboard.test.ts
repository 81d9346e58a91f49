import { ProjectionSpecification } from '@forge/testing';
import { submissionJudged, submissionRequested } from '../testing/submissionEvents';
import { learnersProjection, streakOf, type LearnerDocument, type LearnerReadEvent } from './learnersProjection';
import { leaderboardPageOf, rankLearners, usernameOf } from './leaderboard';
import type { RatingBoard } from './ratingsProjection';

const spec = ProjectionSpecification.for(learnersProjection);
const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 0, d, hour)).toISOString();
const registered = (userId: string, firstName: string, lastName?: string, role: 'user' | 'admin' = 'user'): LearnerReadEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    firstName,
    ...(lastName ? { lastName } : {}),
    email: `${userId}@example.com`,
    passwordHash: null,
    authProvider: 'local',
    emailVerified: false,
    role,
    registeredAt: day(1),
  },
});
const ada: LearnerDocument = { userId: 'u1', firstName: 'Ada', lastName: 'Lovelace', admin: false, solved: [], lastDay: null, run: 0 };

describe('learners read model', () => {
  it('keeps the name, the affiliation from Settings and never the email', () => {
    spec
      .given([registered('u1', 'Ada', 'Lovelace')])
      .when([
        { type: 'UserRenamed', data: { userId: 'u1', firstName: 'Augusta', lastName: 'King', renamedAt: day(2) } },
        { type: 'UserAffiliationChanged', data: { userId: 'u1', country: 'UK', institution: 'Analytical Society', changedAt: day(2) } },
      ])
      .then({ u1: { ...ada, firstName: 'Augusta', lastName: 'King', country: 'UK', institution: 'Analytical Society' } });
  });

  it('counts each problem solved once, and the run of days with a submission', () => {
    spec
      .given([registered('u1', 'Ada', 'Lovelace')])
      .when([
        submissionRequested({ requestedAt: day(3) }),
        submissionJudged({ judgedAt: day(3) }),
        submissionRequested({ submissionId: 's2', requestedAt: day(4, 1) }),
        submissionJudged({ submissionId: 's2', judgedAt: day(4) }),
        submissionRequested({ submissionId: 's3', problemId: 'p2', requestedAt: day(4, 23) }),
        submissionJudged({ submissionId: 's3', problemId: 'p2', status: 'wrong' }),
        submissionRequested({ submissionId: 's4', requestedAt: day(5) }),
      ])
      .then({ u1: { ...ada, solved: ['p1'], lastDay: Date.UTC(2026, 0, 5) / 86_400_000, run: 3 } });
  });

  it('counts a streak up to yesterday, and none after a day without a submission', () => {
    const doc = { lastDay: Date.UTC(2026, 0, 5) / 86_400_000, run: 3 };
    expect(streakOf(doc, new Date(day(5)))).toBe(3);
    expect(streakOf(doc, new Date(day(6, 23)))).toBe(3);
    expect(streakOf(doc, new Date(day(7, 0)))).toBe(0);
  });
});

describe('leaderboard', () => {
  const learner = (userId: string, firstName: string, solved: number): LearnerDocument => ({
    ...ada,
    userId,
    firstName,
    lastName: 'Smith',
    solved: Array.from({ length: solved }, (_, i) => `p${i}`),
  });
  const board: RatingBoard = {
    users: {
      top: { rating: 1620, history: [], wins: 2 },
      low: { rating: 1380, history: [], wins: 0 },
    },
    contests: {},
  };
  const learners = [
    learner('low', 'Lou', 9),
    learner('a', 'Ann', 3),
    learner('b', 'Bob', 5),
    learner('c', 'Cy', 3),
    learner('top', 'Tia', 0),
  ];
  const now = new Date(day(10));

  it('ranks by rating (1500 before any rated contest), then problems solved; equal in both share a rank', () => {
    const ranked = rankLearners(learners, board, now);
    expect(ranked.map((e) => [e._id, e.rank, e.rating, e.badge])).toEqual([
      ['top', 1, 1620, 'silver'],
      ['b', 2, 1500, 'silver'],
      ['a', 3, 1500, 'silver'],
      ['c', 3, 1500, 'silver'],
      ['low', 5, 1380, 'bronze'],
    ]);
    expect(ranked[0]).toEqual({
      _id: 'top',
      rank: 1,
      username: 'tia_smith',
      firstName: 'Tia',
      lastName: 'Smith',
      avatar: 'TS',
      rating: 1620,
      problemsSolved: 0,
      contestWins: 2,
      streak: 0,
      country: '',
      institution: '',
      badge: 'silver',
    });
  });

  it('searches names and handles, keeps the whole ranking’s ranks, and pages by 25', () => {
    const many = Array.from({ length: 30 }, (_, i) => learner(`u${String(i).padStart(2, '0')}`, `Name${i}`, 30 - i));
    const ranked = rankLearners(many, { users: {}, contests: {} }, now);
    const second = leaderboardPageOf(ranked, { page: 2 });
    expect([second.page, second.totalItems, second.totalPages, second.entries.length]).toEqual([2, 30, 2, 5]);
    expect(second.entries[0]!.rank).toBe(26);
    const found = leaderboardPageOf(ranked, { search: 'NAME2' });
    expect(found.entries.map((e) => e.rank)).toEqual([3, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(leaderboardPageOf(ranked, { search: 'name29_smith' }).entries.map((e) => e._id)).toEqual(['u29']);
    expect(leaderboardPageOf(ranked, { search: 'nobody' })).toEqual({ entries: [], page: 1, totalItems: 0, totalPages: 0 });
  });

  it('makes a handle of the name', () => {
    expect(usernameOf('José', 'Núñez')).toBe('jose_nunez');
    expect(usernameOf('Ada', '')).toBe('ada');
  });
});
