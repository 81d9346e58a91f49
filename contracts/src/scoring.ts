import { Status } from './judgeStatus';

/**
 * Scored subtasks (issue 31): a problem may group its hidden cases into subtasks with points. IOI's
 * rule: a subtask scores its points only when every case in it is accepted and every subtask it
 * depends on scored too. Plain values and functions: the browser scores a submission live, as its
 * cases finish, with the same rule the server records.
 */
export interface Subtask {
  readonly name: string;
  readonly points: number;
  /** Indexes into the problem's hidden cases; every hidden case is in exactly one subtask. */
  readonly cases: readonly number[];
  /** Subtasks (by name, defined before this one) that must score for this one to. */
  readonly dependsOn?: readonly string[];
}

/** How a subtask did, as a submission's result reports it. */
export interface SubtaskResult {
  readonly name: string;
  readonly points: number;
  readonly score: number;
  readonly passed: boolean;
}

export interface Score {
  readonly score: number;
  readonly maxScore: number;
  readonly subtasks: readonly SubtaskResult[];
}

/**
 * The submission's score from its judged cases (`statusId` by hidden case index). A case not
 * judged (skipped after a failure, or not yet) has not passed.
 */
export function scoreSubtasks(
  subtasks: readonly Subtask[],
  cases: readonly { readonly index: number; readonly statusId: number }[],
): Score {
  const accepted = new Set(cases.filter((c) => c.statusId === Status.Accepted).map((c) => c.index));
  const passed = new Map<string, boolean>();
  const results = subtasks.map((subtask) => {
    const ok = subtask.cases.every((index) => accepted.has(index)) && (subtask.dependsOn ?? []).every((name) => passed.get(name) === true);
    passed.set(subtask.name, ok);
    return { name: subtask.name, points: subtask.points, score: ok ? subtask.points : 0, passed: ok };
  });
  return {
    score: results.reduce((sum, r) => sum + r.score, 0),
    maxScore: subtasks.reduce((sum, s) => sum + s.points, 0),
    subtasks: results,
  };
}

/**
 * What is wrong with a problem's subtasks given its count of hidden cases, in the form's words;
 * null when they are sound: names unique, points positive, every hidden case in exactly one
 * subtask, dependencies on subtasks defined before.
 */
export function subtaskProblem(subtasks: readonly Subtask[], hiddenCases: number): string | null {
  const names = new Set<string>();
  const owner = new Map<number, string>();
  for (const subtask of subtasks) {
    if (names.has(subtask.name)) return `Subtask names must differ: "${subtask.name}" is used twice`;
    for (const name of subtask.dependsOn ?? []) {
      if (!names.has(name)) return `Subtask "${subtask.name}" depends on "${name}", which is not a subtask before it`;
    }
    names.add(subtask.name);
    for (const index of subtask.cases) {
      if (index >= hiddenCases) return `Subtask "${subtask.name}" names hidden test case ${index + 1}, but there are ${hiddenCases}`;
      const other = owner.get(index);
      if (other !== undefined) return `Hidden test case ${index + 1} is in both "${other}" and "${subtask.name}"`;
      owner.set(index, subtask.name);
    }
  }
  for (let index = 0; index < hiddenCases; index++) {
    if (!owner.has(index)) return `Hidden test case ${index + 1} is in no subtask: every hidden case belongs to one`;
  }
  return null;
}
