import type { ContestReadEvent } from './contestsProjection';
import { scoreboardOf, scoreboardsAt, seeingThroughFreeze, type Viewer } from './scoreboard';
import { contestFrom, created, minute, problemsSet, registered, sampleSettings, submission } from './testing';
import { seededRandom } from '@forge/testing';

const setUp = [created(), problemsSet(), registered('u1'), registered('u2')];
const learner = (userId: string): Viewer => ({ userId, admin: false });
const admin: Viewer = { userId: 'a', admin: true };
const cell = (problemId: string, tries: number, acceptedAtMinute: number | null, extra: object = {}) => ({
  problemId,
  tries,
  acceptedAtMinute,
  pending: false,
  firstToSolve: false,
  score: acceptedAtMinute === null ? 0 : 1,
  ...extra,
});

describe('the scoreboard (ICPC)', () => {
  const events = [
    ...setUp,
    ...submission('s1', 'u1', 'p1', 5, 'wrong'),
    ...submission('s2', 'u1', 'p1', 6, 'compile'),
    ...submission('s3', 'u1', 'p1', 10, 'accepted'),
    ...submission('s4', 'u2', 'p1', 8, 'accepted'),
  ];

  it('ranks by solved, then penalty: the accept minute plus 20 a rejected try, compile errors free, the first to solve marked', () => {
    const board = scoreboardOf(contestFrom(events), { viewer: learner('u1'), now: minute(30) });
    expect(board).toEqual({
      frozen: false,
      rows: [
        {
          rank: 1,
          userId: 'u2',
          name: 'First u2 Last',
          solved: 1,
          penalty: 8,
          score: 1,
          virtual: false,
          problems: [cell('p1', 1, 8, { firstToSolve: true }), cell('p2', 0, null)],
        },
        {
          rank: 2,
          userId: 'u1',
          name: 'First u1 Last',
          solved: 1,
          penalty: 30,
          score: 1,
          virtual: false,
          problems: [cell('p1', 2, 10), cell('p2', 0, null)],
        },
      ],
    });
  });

  it('shows a try still being judged as pending', () => {
    const board = scoreboardOf(contestFrom([...events, ...submission('s5', 'u1', 'p2', 20)]), { viewer: learner('u2'), now: minute(25) });
    expect(board.rows[1]!.problems[1]).toEqual(cell('p2', 1, null, { pending: true }));
  });

  it('gives equal rows the same rank', () => {
    const board = scoreboardOf(contestFrom(setUp), { viewer: learner('u1'), now: minute(1) });
    expect(board.rows.map((r) => r.rank)).toEqual([1, 1]);
  });

  it('answers the standings as they stood at a minute: later tries and later verdicts are not there yet', () => {
    const contest = contestFrom([...events, ...submission('s6', 'u2', 'p2', 30, 'accepted')]);
    const at9 = scoreboardOf(contest, { viewer: admin, now: minute(200), atMinute: 9 });
    expect(at9.rows.map((r) => [r.userId, r.solved, r.problems[0]!.tries, r.problems[0]!.pending])).toEqual([
      ['u2', 1, 1, false],
      ['u1', 0, 1, false],
    ]);
    const at8 = scoreboardOf(contest, { viewer: admin, now: minute(200), atMinute: 8 });
    expect(at8.rows.find((r) => r.userId === 'u2')!.problems[0]).toEqual(cell('p1', 1, null, { pending: true }));
  });
});

describe('the freeze', () => {
  // The freeze starts at minute 60; u2 solves p2 at 70.
  const events = [...setUp, ...submission('s1', 'u1', 'p1', 5, 'accepted'), ...submission('s2', 'u2', 'p2', 70, 'accepted')];

  it('hides others’ tries from the freeze on as pending, to everyone but admins and their owner', () => {
    const contest = contestFrom(events);
    const byU1 = scoreboardOf(contest, { viewer: learner('u1'), now: minute(80) });
    expect(byU1.frozen).toBe(true);
    expect(byU1.rows.find((r) => r.userId === 'u2')!.problems[1]).toEqual(cell('p2', 1, null, { pending: true }));
    const byU2 = scoreboardOf(contest, { viewer: learner('u2'), now: minute(80) });
    expect(byU2.rows.find((r) => r.userId === 'u2')!.problems[1]).toEqual(cell('p2', 1, 70, { firstToSolve: true }));
    const byAdmin = scoreboardOf(contest, { viewer: admin, now: minute(80) });
    expect(byAdmin.frozen).toBe(false);
    expect(byAdmin.rows.find((r) => r.userId === 'u2')!.solved).toBe(1);
  });

  it('tells whose view differs from the shared one: only learners with tries behind the freeze, and none outside it', () => {
    const contest = contestFrom(events);
    expect([...seeingThroughFreeze(contest, minute(80))]).toEqual(['u2']);
    expect([...seeingThroughFreeze(contest, minute(50))]).toEqual([]);
  });

  it('stays after the end until admins unfreeze, one result at a time or all at once', () => {
    const afterEnd = scoreboardOf(contestFrom(events), { viewer: learner('u1'), now: minute(130) });
    expect(afterEnd.rows.find((r) => r.userId === 'u2')!.solved).toBe(0);
    const one: ContestReadEvent = {
      type: 'ContestResultUnfrozen',
      data: { contestId: 'c1', userId: 'u2', problemId: 'p2', unfrozenBy: 'a', unfrozenAt: minute(131) },
    };
    const revealed = scoreboardOf(contestFrom([...events, one]), { viewer: learner('u1'), now: minute(131) });
    expect(revealed.rows.find((r) => r.userId === 'u2')!.problems[1]).toEqual(cell('p2', 1, 70, { firstToSolve: true }));
    const all: ContestReadEvent = { type: 'ContestUnfrozen', data: { contestId: 'c1', unfrozenBy: 'a', unfrozenAt: minute(132) } };
    expect(scoreboardOf(contestFrom([...events, all]), { viewer: learner('u1'), now: minute(132) }).frozen).toBe(false);
  });
});

describe('the scoreboard (IOI)', () => {
  it('sums each problem’s best score', () => {
    const events = [
      created({ ...sampleSettings, rules: 'ioi' }),
      problemsSet(),
      registered('u1'),
      registered('u2'),
      ...submission('s1', 'u1', 'p1', 5, 'wrong', 40),
      ...submission('s2', 'u1', 'p1', 9, 'wrong', 30),
      ...submission('s3', 'u1', 'p2', 12, 'accepted', 100),
      ...submission('s4', 'u2', 'p1', 15, 'wrong', 70),
    ];
    const board = scoreboardOf(contestFrom(events), { viewer: learner('u1'), now: minute(50) });
    expect(board.rows.map((r) => [r.rank, r.userId, r.score, r.problems.map((p) => p.score)])).toEqual([
      [1, 'u1', 140, [40, 100]],
      [2, 'u2', 70, [70, 0]],
    ]);
    expect(board.rows[0]!.problems[1]).toMatchObject({ acceptedAtMinute: 12, firstToSolve: true, tries: 1 });
  });
});

describe('boards for every watcher at once', () => {
  it('gives each viewer exactly the board scoreboardOf makes for them, before, in and after the freeze, ICPC and IOI', () => {
    for (const rules of ['icpc', 'ioi'] as const) {
      const random = seededRandom(rules === 'icpc' ? 7 : 11);
      const users = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];
      const verdicts = ['accepted', 'wrong', 'compile', undefined] as const;
      const events: ContestReadEvent[] = [
        created({ ...sampleSettings, rules, maxParticipants: users.length }),
        problemsSet(['p1', 'p2', 'p3']),
        ...users.map((u) => registered(u)),
      ];
      for (let i = 0; i < 60; i++) {
        const user = random.pick(users);
        const problem = random.pick(['p1', 'p2', 'p3']);
        const verdict = random.pick(verdicts);
        events.push(...submission(`s${i}`, user, problem, Math.floor((i / 60) * 119), verdict, verdict === 'accepted' ? 100 : 40));
      }
      const contest = contestFrom(events);
      for (const now of [minute(50), minute(80), minute(130)]) {
        const boardFor = scoreboardsAt(contest, now);
        for (const viewer of [admin, learner('outsider'), ...users.map(learner)]) {
          expect(boardFor(viewer)).toEqual(scoreboardOf(contest, { viewer, now }));
        }
      }
    }
  });
});
