import { scoreSubtasks, Status, type Subtask, type SubtaskResult } from '@forge/contracts';

export type SubtaskState = 'passed' | 'failed' | 'judging';

export interface SubtaskRow {
  readonly name: string;
  readonly points: number;
  /** Points earned: known once the subtask has passed or failed. */
  readonly score: number | null;
  readonly state: SubtaskState;
}

export interface LiveScore {
  /** Points earned so far: the passed subtasks'. */
  readonly score: number;
  readonly maxScore: number;
  readonly rows: readonly SubtaskRow[];
}

/**
 * Each subtask's state while its submission is judged (issue 31), from the hidden cases finished
 * so far (`statusId` by index) and the problem's subtasks, by the rule the server scores with
 * (contracts' `scoreSubtasks`): passed once every case of it (and every subtask it depends on)
 * passed; failed as soon as one of its cases, or a subtask it depends on, failed; else judging.
 */
export function liveSubtasks(subtasks: readonly Subtask[], progress: readonly ({ readonly statusId: number } | undefined)[]): LiveScore {
  const cases = progress.flatMap((p, index) => (p ? [{ index, statusId: p.statusId }] : []));
  const scored = scoreSubtasks(subtasks, cases);
  const failedCase = new Set(cases.filter((c) => c.statusId !== Status.Accepted).map((c) => c.index));
  const states = new Map<string, SubtaskState>();
  const rows = subtasks.map((subtask, i): SubtaskRow => {
    const failed =
      subtask.cases.some((index) => failedCase.has(index)) || (subtask.dependsOn ?? []).some((name) => states.get(name) === 'failed');
    const state: SubtaskState = scored.subtasks[i]!.passed ? 'passed' : failed ? 'failed' : 'judging';
    states.set(subtask.name, state);
    return { name: subtask.name, points: subtask.points, score: state === 'judging' ? null : scored.subtasks[i]!.score, state };
  });
  return { score: scored.score, maxScore: scored.maxScore, rows };
}

/** A judged submission's subtasks as rows. */
export const judgedSubtasks = (subtasks: readonly SubtaskResult[]): SubtaskRow[] =>
  subtasks.map((s) => ({ name: s.name, points: s.points, score: s.score, state: s.passed ? 'passed' : 'failed' }));

/** "70 / 100". */
export const formatScore = (score: number, maxScore: number) => `${score} / ${maxScore}`;
