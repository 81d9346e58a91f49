import {
  countProblems,
  EMPTY_QUERY,
  filterProblems,
  matchesSearch,
  NO_PROGRESS,
  statusOf,
  visibleTags,
  type ProblemSummary,
  type Progress,
} from './problemFilters';

const problem = (id: string, title: string, difficulty: ProblemSummary['difficulty'], tags: string): ProblemSummary => ({
  _id: id,
  title,
  difficulty,
  tags,
});

const problems = [
  problem('p1', 'Two Sum', 'easy', 'array'),
  problem('p2', 'Reverse a Chain', 'easy', 'linkedList'),
  problem('p3', 'Course Order', 'medium', 'graph'),
  problem('p4', 'Edit Distance', 'hard', 'dp'),
  problem('p5', 'Best Stretch Sum', 'medium', 'array, dp'),
];

const progress: Progress = { problemSolved: ['p1', 'p4'], attemptedProblems: ['p3'] };
const ids = (list: ProblemSummary[]) => list.map((p) => p._id);

describe('search', () => {
  it.each([
    ['', ['p1', 'p2', 'p3', 'p4', 'p5']],
    ['   ', ['p1', 'p2', 'p3', 'p4', 'p5']],
    ['sum', ['p1', 'p5']],
    ['SUM', ['p1', 'p5']],
    ['  chain ', ['p2']],
    ['dp', ['p4', 'p5']],
    ['linked list', ['p2']],
    ['LINKEDLIST', ['p2']],
    ['graph', ['p3']],
    ['nothing like it', []],
  ])('%j finds %j', (search, expected) => {
    expect(ids(filterProblems(problems, { ...EMPTY_QUERY, search }, NO_PROGRESS))).toEqual(expected);
  });

  it('matches the title', () => expect(matchesSearch(problems[0]!, 'two')).toBe(true));
});

describe('filters', () => {
  it.each([
    [{ difficulty: 'easy' as const }, ['p1', 'p2']],
    [{ difficulty: 'medium' as const }, ['p3', 'p5']],
    [{ difficulty: 'hard' as const }, ['p4']],
    [{ status: 'solved' as const }, ['p1', 'p4']],
    [{ status: 'attempted' as const }, ['p1', 'p3', 'p4']],
    [{ status: 'unsolved' as const }, ['p2', 'p5']],
    [{ status: 'solved' as const, difficulty: 'easy' as const }, ['p1']],
    [{ status: 'unsolved' as const, search: 'dp' }, ['p5']],
  ])('%j gives %j', (query, expected) => {
    expect(ids(filterProblems(problems, { ...EMPTY_QUERY, ...query }, progress))).toEqual(expected);
  });
});

describe('status dot', () => {
  it.each([
    ['p1', 'solved'],
    ['p3', 'attempted'],
    ['p2', 'unsolved'],
  ])('%s is %s', (id, status) => expect(statusOf(id, progress)).toBe(status));

  it('solved wins over attempted', () => expect(statusOf('p1', { problemSolved: ['p1'], attemptedProblems: ['p1'] })).toBe('solved'));
});

describe('tags', () => {
  it.each([
    ['array', ['Array'], 0],
    ['array, dp', ['Array', 'DP'], 0],
    ['linkedList,graph, dp', ['Linked List', 'Graph'], 1],
    ['array, dp, graph, linkedList', ['Array', 'DP'], 2],
    ['', [], 0],
  ])('%j shows %j and %i more', (tags, shown, more) => expect(visibleTags(tags)).toEqual({ shown, more }));
});

describe('counts', () => {
  it('counts totals and solved per difficulty', () => {
    expect(countProblems(problems, progress)).toEqual({
      total: 5,
      byDifficulty: { easy: { total: 2, solved: 1 }, medium: { total: 2, solved: 0 }, hard: { total: 1, solved: 1 } },
    });
  });
});
