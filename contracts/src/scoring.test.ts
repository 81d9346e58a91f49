import { Status } from './judgeStatus';
import { scoreSubtasks, subtaskProblem, type Subtask } from './scoring';

const subtasks: Subtask[] = [
  { name: 'small', points: 30, cases: [0, 1] },
  { name: 'medium', points: 30, cases: [2, 3], dependsOn: ['small'] },
  { name: 'large', points: 40, cases: [4] },
];
const judged = (...statuses: number[]) => statuses.map((statusId, index) => ({ index, statusId }));
const { Accepted: AC, WrongAnswer: WA, TimeLimitExceeded: TLE } = Status;

describe('scored subtasks (the IOI rule)', () => {
  it('gives a subtask its points only when every case of it passes', () => {
    expect(scoreSubtasks(subtasks, judged(AC, AC, AC, AC, AC))).toEqual({
      score: 100,
      maxScore: 100,
      subtasks: [
        { name: 'small', points: 30, score: 30, passed: true },
        { name: 'medium', points: 30, score: 30, passed: true },
        { name: 'large', points: 40, score: 40, passed: true },
      ],
    });
    expect(scoreSubtasks(subtasks, judged(AC, AC, AC, WA, AC)).score).toBe(70);
    expect(scoreSubtasks(subtasks, judged(AC, AC, AC, AC, TLE)).score).toBe(60);
  });

  it('gives nothing to a subtask whose dependency failed, though its own cases pass', () => {
    const score = scoreSubtasks(subtasks, judged(WA, AC, AC, AC, AC));
    expect(score.subtasks.map((s) => [s.name, s.score])).toEqual([
      ['small', 0],
      ['medium', 0],
      ['large', 40],
    ]);
  });

  it('counts a case that was not judged as not passed', () => {
    expect(scoreSubtasks(subtasks, judged(AC, AC)).score).toBe(30);
    expect(scoreSubtasks(subtasks, []).score).toBe(0);
  });
});

describe("a problem's subtasks", () => {
  it('are sound when every hidden case is in exactly one', () => {
    expect(subtaskProblem(subtasks, 5)).toBeNull();
  });

  it.each<[Subtask[], number, string]>([
    [subtasks, 6, 'Hidden test case 6 is in no subtask: every hidden case belongs to one'],
    [subtasks, 4, 'Subtask "large" names hidden test case 5, but there are 4'],
    [
      [
        { name: 'a', points: 1, cases: [0] },
        { name: 'b', points: 1, cases: [0] },
      ],
      1,
      'Hidden test case 1 is in both "a" and "b"',
    ],
    [
      [
        { name: 'a', points: 1, cases: [0] },
        { name: 'a', points: 1, cases: [1] },
      ],
      2,
      'Subtask names must differ: "a" is used twice',
    ],
    [
      [
        { name: 'a', points: 1, cases: [0], dependsOn: ['b'] },
        { name: 'b', points: 1, cases: [1] },
      ],
      2,
      'Subtask "a" depends on "b", which is not a subtask before it',
    ],
  ])('are refused with a reason: %#', (given, hidden, reason) => {
    expect(subtaskProblem(given, hidden)).toBe(reason);
  });
});
