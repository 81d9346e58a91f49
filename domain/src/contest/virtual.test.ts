import { DeciderSpecification } from '@forge/testing';
import { DomainError } from '@forge/events';
import { contestSubmissionRefusal } from './admission';
import type { ContestEvent } from './events';
import { contestDecider, VIRTUAL_BEFORE_END, VIRTUAL_FOR_PARTICIPANT, VIRTUAL_TWICE } from './decide';
import { scoreboardOf, scoreboardsAt } from './scoreboard';
import { contestFrom, created, minute, problemsSet, registered, sampleSettings, submission } from './testing';

/** Virtual participation (issue 36): a run of a contest after its end, counted on its own clock. */
const spec = DeciderSpecification.for(contestDecider);
const start = (userId: string, at: number) =>
  ({ type: 'StartVirtual', data: { contestId: 'c1', userId, firstName: `First ${userId}`, lastName: 'Last', now: minute(at) } }) as const;
const started = (userId: string, at: number): ContestEvent => ({
  type: 'VirtualParticipationStarted',
  data: { contestId: 'c1', userId, firstName: `First ${userId}`, lastName: 'Last', startedAt: minute(at) },
});
const setUp = [created(), problemsSet(), registered('u1'), registered('u2')];

describe('starting a virtual run', () => {
  it('records it after the end, at the learner’s time', () => {
    spec
      .given(setUp)
      .when(start('v1', 500))
      .then([started('v1', 500)]);
  });

  it('refuses it before the end', () => {
    spec.given(setUp).when(start('v1', 119)).thenThrows(DomainError, VIRTUAL_BEFORE_END);
    spec.given(setUp).when(start('v1', -5)).thenThrows(DomainError, VIRTUAL_BEFORE_END);
  });

  it('refuses a second run of the same learner', () => {
    spec
      .given([...setUp, started('v1', 500)])
      .when(start('v1', 900))
      .thenThrows(DomainError, VIRTUAL_TWICE);
  });

  it('refuses someone who took part for real', () => {
    spec.given(setUp).when(start('u1', 500)).thenThrows(DomainError, VIRTUAL_FOR_PARTICIPANT);
  });
});

describe('a virtual run on the scoreboard', () => {
  // Real: u1 solves p1 at minute 10, u2 at 8 and p2 at 50. Virtual v1 starts at minute 500 of the
  // contest's clock and solves p1 at its minute 9 (a wrong try at 3) and p2 at its minute 60.
  const events = [
    ...setUp,
    ...submission('s1', 'u1', 'p1', 10, 'accepted'),
    ...submission('s2', 'u2', 'p1', 8, 'accepted'),
    ...submission('s3', 'u2', 'p2', 50, 'accepted'),
    started('v1', 500),
    ...submission('s4', 'v1', 'p1', 503, 'wrong'),
    ...submission('s5', 'v1', 'p1', 509, 'accepted'),
    ...submission('s6', 'v1', 'p2', 560, 'accepted'),
    ...submission('s7', 'v1', 'p2', 640, 'accepted'),
  ];
  const contest = contestFrom(events);
  const summary = (board: ReturnType<typeof scoreboardOf>) =>
    board.rows.map((r) => [r.rank, r.userId, r.solved, r.penalty, r.virtual] as const);

  it('counts its tries at its own minute and places its row among the real ones without moving them', () => {
    const board = scoreboardOf(contest, { viewer: { userId: 'x', admin: false }, now: minute(1000) });
    expect(summary(board)).toEqual([
      [1, 'u2', 2, 58, false],
      [2, 'v1', 2, 89, true],
      [2, 'u1', 1, 10, false],
    ]);
    const v1 = board.rows.find((r) => r.userId === 'v1')!;
    expect(v1.problems.map((c) => [c.tries, c.acceptedAtMinute, c.firstToSolve])).toEqual([
      [2, 9, false],
      [1, 60, false],
    ]);
    // The real first to solve stays u2's, however early a virtual run solved it.
    expect(board.rows.find((r) => r.userId === 'u2')!.problems[0]!.firstToSolve).toBe(true);
  });

  it('ranks a virtual row ahead of the real ones it beats, their ranks unchanged', () => {
    const fast = contestFrom([
      ...setUp,
      ...submission('s1', 'u1', 'p1', 10, 'accepted'),
      started('v1', 500),
      ...submission('s2', 'v1', 'p1', 502, 'accepted'),
    ]);
    const board = scoreboardOf(fast, { viewer: { userId: 'x', admin: false }, now: minute(1000) });
    expect(summary(board)).toEqual([
      [1, 'v1', 1, 2, true],
      [1, 'u1', 1, 10, false],
      [2, 'u2', 0, 0, false],
    ]);
  });

  it('shows the running learner the standings as of their own minute', () => {
    // 30 minutes into their run: the real contest as at minute 30, their own wrong try and accept.
    const board = scoreboardOf(contest, { viewer: { userId: 'v1', admin: false }, now: minute(530) });
    expect(summary(board)).toEqual([
      [1, 'u2', 1, 8, false],
      [2, 'u1', 1, 10, false],
      [3, 'v1', 1, 29, true],
    ]);
    expect(board.rows.find((r) => r.userId === 'u2')!.problems[1]!.tries).toBe(0);
    // No peeking further, even asking for a later minute; the same through the socket's boards.
    expect(scoreboardOf(contest, { viewer: { userId: 'v1', admin: false }, now: minute(530), atMinute: 100 })).toEqual(board);
    expect(scoreboardsAt(contest, minute(530))({ userId: 'v1', admin: false })).toEqual(board);
  });

  it('leaves out what the virtual learner submitted after their run', () => {
    const v1 = scoreboardOf(contest, { viewer: { userId: 'x', admin: true }, now: minute(1000) }).rows.find((r) => r.userId === 'v1')!;
    expect(v1.problems[1]!.tries).toBe(1);
  });

  it('admits the virtual learner’s submissions only during their run', () => {
    expect(contestSubmissionRefusal(contest, 'v1', 'p1', minute(600))).toBeNull();
    expect(contestSubmissionRefusal(contest, 'v1', 'p1', minute(620))).toBe('Your virtual run has ended');
    expect(contestSubmissionRefusal(contest, 'v1', 'p9', minute(600))).toBe('This problem is not in this contest');
    expect(contestSubmissionRefusal(contest, 'v2', 'p1', minute(600))).toBe('You are not registered for this contest');
    expect(contestSubmissionRefusal(contest, 'u1', 'p1', minute(600))).toBe('This contest has ended');
  });

  it('scrubs a virtual row at a minute like a real one', () => {
    const at9 = scoreboardOf(contest, { viewer: { userId: 'x', admin: false }, now: minute(1000), atMinute: 9 });
    expect(summary(at9)).toEqual([
      [1, 'u2', 1, 8, false],
      [2, 'u1', 0, 0, false],
      [2, 'v1', 0, 0, true],
    ]);
    expect(sampleSettings.durationMinutes).toBe(120);
  });
});
