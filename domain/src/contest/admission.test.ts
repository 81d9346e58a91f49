import { contestSubmissionRefusal } from './admission';
import { contestFrom, created, minute, problemsSet, registered } from './testing';

const contest = contestFrom([created(), problemsSet(), registered('u1')]);

describe('a submission in a contest', () => {
  it.each([
    ['u1', 'p1', minute(0), null],
    ['u1', 'p2', minute(119), null],
    ['u2', 'p1', minute(5), 'You are not registered for this contest'],
    ['u1', 'p1', minute(-1), 'This contest has not started yet'],
    ['u1', 'p1', minute(120), 'This contest has ended'],
    ['u1', 'p3', minute(5), 'This problem is not in this contest'],
  ])('by %s on %s at %s: %s', (userId, problemId, now, refusal) => {
    expect(contestSubmissionRefusal(contest, userId, problemId, now)).toBe(refusal);
  });
});
