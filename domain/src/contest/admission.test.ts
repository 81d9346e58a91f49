import { contestsProjection, type ContestDocument, type ContestReadEvent } from './contestsProjection';
import { contestSubmissionRefusal } from './admission';
import { created, minute, problemsSet, registered } from './testing';

const contest = [created(), problemsSet(), registered('u1')].reduce<ContestDocument | null>(
  (doc, event: ContestReadEvent, i) =>
    contestsProjection.evolve(doc, event, {
      streamId: 's',
      revision: i,
      position: { commit: BigInt(i), prepare: BigInt(i) },
      related: null,
    }),
  null,
)!;

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
