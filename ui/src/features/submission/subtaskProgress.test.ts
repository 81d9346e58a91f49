import { Status, type Subtask } from '@forge/contracts';
import { formatScore, judgedSubtasks, liveSubtasks } from './subtaskProgress';

const subtasks: Subtask[] = [
  { name: 'small', points: 20, cases: [0, 1] },
  { name: 'medium', points: 30, cases: [2], dependsOn: ['small'] },
  { name: 'large', points: 50, cases: [3, 4] },
];
const ok = { statusId: Status.Accepted };
const tle = { statusId: Status.TimeLimitExceeded };

describe('liveSubtasks', () => {
  it('shows every subtask judging before any case finishes', () => {
    expect(liveSubtasks(subtasks, [])).toEqual({
      score: 0,
      maxScore: 100,
      rows: [
        { name: 'small', points: 20, score: null, state: 'judging' },
        { name: 'medium', points: 30, score: null, state: 'judging' },
        { name: 'large', points: 50, score: null, state: 'judging' },
      ],
    });
  });

  it('passes a subtask once all its cases pass, and fails it at its first failed case', () => {
    const live = liveSubtasks(subtasks, [ok, ok, undefined, tle]);
    expect(live.score).toBe(20);
    expect(live.rows.map((r) => [r.name, r.state, r.score])).toEqual([
      ['small', 'passed', 20],
      ['medium', 'judging', null],
      ['large', 'failed', 0],
    ]);
  });

  it('fails a subtask whose dependency failed, even before its own cases finish', () => {
    const live = liveSubtasks(subtasks, [tle]);
    expect(live.rows.map((r) => r.state)).toEqual(['failed', 'failed', 'judging']);
  });

  it('reads a judged submission and formats the score', () => {
    expect(judgedSubtasks([{ name: 'small', points: 20, score: 20, passed: true }])).toEqual([
      { name: 'small', points: 20, score: 20, state: 'passed' },
    ]);
    expect(formatScore(50, 100)).toBe('50 / 100');
  });
});
