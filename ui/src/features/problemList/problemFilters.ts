/** The problem list's pure rules (spec §2 /problems, §4, §5, §9). */

import { difficulties, type Difficulty, type ProblemSummary } from '@forge/contracts';

export type { Difficulty, ProblemSummary };
export const DIFFICULTIES: readonly Difficulty[] = difficulties;
export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export type DifficultyFilter = 'all' | Difficulty;
export type StatusFilter = 'all' | 'solved' | 'attempted' | 'unsolved';

export interface ProblemQuery {
  readonly search: string;
  readonly difficulty: DifficultyFilter;
  readonly status: StatusFilter;
}

export const EMPTY_QUERY: ProblemQuery = { search: '', difficulty: 'all', status: 'all' };
export const PROBLEMS_PAGE_SIZE = 20;

export interface Progress {
  readonly problemSolved: readonly string[];
  readonly attemptedProblems: readonly string[];
}

export const NO_PROGRESS: Progress = { problemSolved: [], attemptedProblems: [] };

export const TAG_LABELS: Record<string, string> = { array: 'Array', linkedList: 'Linked List', graph: 'Graph', dp: 'DP' };

export const tagsOf = (tags: string): string[] =>
  tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export const tagLabel = (tag: string): string => TAG_LABELS[tag] ?? tag;

/** At most two tags shown, the rest counted as '+N more'. */
export function visibleTags(tags: string): { shown: string[]; more: number } {
  const all = tagsOf(tags).map(tagLabel);
  return { shown: all.slice(0, 2), more: Math.max(0, all.length - 2) };
}

/** The dot colour: solved wins over attempted. */
export type ProblemStatus = 'solved' | 'attempted' | 'unsolved';

export function statusOf(problemId: string, progress: Progress): ProblemStatus {
  if (progress.problemSolved.includes(problemId)) return 'solved';
  if (progress.attemptedProblems.includes(problemId)) return 'attempted';
  return 'unsolved';
}

/** Solved = solved; Attempted = solved or attempted; Unsolved = neither. */
export function matchesStatus(problemId: string, filter: StatusFilter, progress: Progress): boolean {
  const status = statusOf(problemId, progress);
  switch (filter) {
    case 'all':
      return true;
    case 'solved':
      return status === 'solved';
    case 'attempted':
      return status !== 'unsolved';
    case 'unsolved':
      return status === 'unsolved';
    default: {
      const unknown: never = filter;
      return unknown;
    }
  }
}

/** Case-insensitive over the title and the tags (their values and their labels); blank matches all. */
export function matchesSearch(problem: ProblemSummary, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const tags = tagsOf(problem.tags);
  return [problem.title, ...tags, ...tags.map(tagLabel)].some((text) => text.toLowerCase().includes(needle));
}

export function filterProblems(problems: readonly ProblemSummary[], query: ProblemQuery, progress: Progress): ProblemSummary[] {
  return problems.filter(
    (p) =>
      (query.difficulty === 'all' || p.difficulty === query.difficulty) &&
      matchesStatus(p._id, query.status, progress) &&
      matchesSearch(p, query.search),
  );
}

export interface DifficultyCount {
  readonly total: number;
  readonly solved: number;
}

export interface ProblemSummaryCounts {
  readonly total: number;
  readonly byDifficulty: Record<Difficulty, DifficultyCount>;
}

export function countProblems(problems: readonly ProblemSummary[], progress: Progress): ProblemSummaryCounts {
  const byDifficulty: Record<Difficulty, { total: number; solved: number }> = {
    easy: { total: 0, solved: 0 },
    medium: { total: 0, solved: 0 },
    hard: { total: 0, solved: 0 },
  };
  for (const p of problems) {
    const bucket = byDifficulty[p.difficulty];
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a difficulty a newer server adds is left out of the counts rather than breaking them
    if (!bucket) continue;
    bucket.total += 1;
    if (progress.problemSolved.includes(p._id)) bucket.solved += 1;
  }
  return { total: problems.length, byDifficulty };
}
