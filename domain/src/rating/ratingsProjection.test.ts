import { ProjectionSpecification } from '@forge/testing';
import type { ContestReadEvent } from '../contest/contestsProjection';
import { created, minute, problemsSet, registered, sampleSettings, submission } from '../contest/testing';
import { INITIAL_RATING, rateContest } from './ratingRule';
import { ratingsProjection, type RatingBoard } from './ratingsProjection';

const spec = ProjectionSpecification.for(ratingsProjection, { shows: (id) => id === 'board' });
const noFreeze = { ...sampleSettings, freezeMinutes: 0, maxParticipants: 10 };
const end = minute(120);
const ended: ContestReadEvent = { type: 'ContestEnded', data: { contestId: 'c1', endedAt: minute(121) } };
const unfrozen: ContestReadEvent = { type: 'ContestUnfrozen', data: { contestId: 'c1', unfrozenBy: 'admin', unfrozenAt: minute(125) } };
/** The same events in another contest. */
const inContest = (contestId: string, events: readonly ContestReadEvent[]) =>
  events.map((e) => ({ ...e, data: { ...e.data, contestId } }) as ContestReadEvent);

/** u1 solves p1 at minute 5, u2 is wrong on it, u3 registers and never submits. */
const contest = (settings = noFreeze) => [
  created(settings),
  problemsSet(),
  registered('u1'),
  registered('u2'),
  registered('u3'),
  ...submission('s1', 'u1', 'p1', 5, 'accepted'),
  ...submission('s2', 'u2', 'p1', 6, 'wrong'),
];
const [first, second] = rateContest([
  { userId: 'u1', rank: 1, rating: INITIAL_RATING },
  { userId: 'u2', rank: 2, rating: INITIAL_RATING },
]);
const entry = (rank: number, change: number, contestId = 'c1') => ({
  contestId,
  title: sampleSettings.title,
  at: end,
  rank,
  rating: INITIAL_RATING + change,
  change,
});
const afterC1: RatingBoard = {
  users: {
    u1: { rating: first!.after, history: [entry(1, first!.change)], wins: 1 },
    u2: { rating: second!.after, history: [entry(2, second!.change)], wins: 0 },
  },
  contests: { c1: { u1: first!.change, u2: second!.change } },
};

describe('ratings read model', () => {
  it('rates a rated contest when it ends: those who submitted, the winner counted, the change per participant kept', () => {
    expect(first!.change).toBeGreaterThan(0);
    spec.given(contest()).when([ended]).then({ board: afterC1 });
  });

  it('changes nothing for an unrated contest', () => {
    spec
      .given(contest({ ...noFreeze, rated: false }))
      .when([ended])
      .then({ board: { users: {}, contests: {} } });
  });

  it('rates a contest with a freeze when admins unfreeze it all after the end, not before', () => {
    const frozen = contest({ ...noFreeze, freezeMinutes: 30 });
    spec
      .given(frozen)
      .when([ended])
      .then({ board: { users: {}, contests: {} } });
    spec.given(frozen).when([ended, unfrozen]).then({ board: afterC1 });
  });

  it('rates a contest once', () => {
    spec.given(contest()).when([ended, unfrozen, ended]).then({ board: afterC1 });
  });

  it('changes nothing for a lone participant, who still wins', () => {
    const lone = [created(noFreeze), problemsSet(), registered('u1'), ...submission('s1', 'u1', 'p1', 5, 'accepted')];
    spec
      .given(lone)
      .when([ended])
      .then({ board: { users: { u1: { rating: INITIAL_RATING, history: [entry(1, 0)], wins: 1 } }, contests: { c1: { u1: 0 } } } });
  });

  it('rates ties alike: two who solved the same at the same minute share first place and both win', () => {
    const tied = [
      created(noFreeze),
      problemsSet(),
      ...['u1', 'u2', 'u3'].map((u) => registered(u)),
      ...submission('s1', 'u1', 'p1', 5, 'accepted'),
      ...submission('s2', 'u2', 'p1', 5, 'accepted'),
      ...submission('s3', 'u3', 'p1', 6, 'wrong'),
    ];
    const [a, , c] = rateContest([
      { userId: 'u1', rank: 1, rating: INITIAL_RATING },
      { userId: 'u2', rank: 1, rating: INITIAL_RATING },
      { userId: 'u3', rank: 3, rating: INITIAL_RATING },
    ]);
    spec
      .given(tied)
      .when([ended])
      .then({
        board: {
          users: {
            u1: { rating: a!.after, history: [entry(1, a!.change)], wins: 1 },
            u2: { rating: a!.after, history: [entry(1, a!.change)], wins: 1 },
            u3: { rating: c!.after, history: [entry(3, c!.change)], wins: 0 },
          },
          contests: { c1: { u1: a!.change, u2: a!.change, u3: c!.change } },
        },
      });
  });

  it('leaves out submissions after the end (as a virtual run makes): they rate nobody and move no one', () => {
    const late = [
      ...contest(),
      registered('u4'),
      ...submission('s9', 'u4', 'p1', 130, 'accepted'),
      ...submission('s8', 'u2', 'p1', 131, 'accepted'),
    ];
    spec.given(late).when([ended]).then({ board: afterC1 });
  });

  it('never rates a virtual run: one started after the end and before the unfreeze moves no one', () => {
    const virtual: ContestReadEvent = {
      type: 'VirtualParticipationStarted',
      data: { contestId: 'c1', userId: 'u4', firstName: 'Vi', lastName: 'Run', startedAt: minute(200) },
    };
    const run = [virtual, ...submission('s9', 'u4', 'p1', 201, 'accepted')];
    spec
      .given(contest({ ...noFreeze, freezeMinutes: 30 }))
      .when([ended, ...run, unfrozen])
      .then({ board: afterC1 });
  });

  it('rates the next contest from the ratings the last one left', () => {
    const c2 = inContest('c2', [...contest(), ended]);
    const [u2Wins, u1Loses] = rateContest([
      { userId: 'u2', rank: 1, rating: second!.after },
      { userId: 'u1', rank: 2, rating: first!.after },
    ]);
    // In c2 u2 wins: their submissions swap.
    const swapped = c2.map((e) =>
      'userId' in e.data && e.type.startsWith('Submission')
        ? ({ ...e, data: { ...e.data, userId: e.data.userId === 'u1' ? 'u2' : 'u1' } } as ContestReadEvent)
        : e,
    );
    spec
      .given([...contest(), ended])
      .when(swapped)
      .then({
        board: {
          users: {
            u1: {
              rating: u1Loses!.after,
              history: [entry(1, first!.change), { ...entry(2, u1Loses!.change, 'c2'), rating: u1Loses!.after }],
              wins: 1,
            },
            u2: {
              rating: u2Wins!.after,
              history: [entry(2, second!.change), { ...entry(1, u2Wins!.change, 'c2'), rating: u2Wins!.after }],
              wins: 1,
            },
          },
          contests: { c1: afterC1.contests['c1']!, c2: { u2: u2Wins!.change, u1: u1Loses!.change } },
        },
      });
  });
});
