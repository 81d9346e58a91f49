import type { Difficulty, ProblemContent, ProblemLanguage, SubmissionLanguage, Tag } from '@forge/domain';

/** A problem of the term, small enough to write its cases by a rule: `solve` gives each input's output. */
interface TermProblem {
  readonly slug: string;
  readonly title: string;
  readonly difficulty: Difficulty;
  readonly tags: Tag;
  readonly statement: string;
  readonly inputs: readonly string[];
  readonly solve: (input: string) => string;
  /** The heart of a solution in each language, reading `line` (the whole input, trimmed). */
  readonly body: Readonly<Record<SubmissionLanguage, string>>;
}

const numbers = (input: string) => input.trim().split(/\s+/).map(Number);
const same = (expression: string) => ({ cpp: expression, java: expression, javascript: expression });

const problems: readonly TermProblem[] = [
  {
    slug: 'sum',
    title: 'Sum of a List',
    difficulty: 'easy',
    tags: 'array',
    statement: 'Print the sum of the numbers.',
    inputs: ['1 2 3', '10 -4', '5', '100 200 300 400'],
    solve: (i) => String(numbers(i).reduce((a, b) => a + b, 0)),
    body: same('sum of xs'),
  },
  {
    slug: 'max',
    title: 'Largest Number',
    difficulty: 'easy',
    tags: 'array',
    statement: 'Print the largest number.',
    inputs: ['3 9 2', '-1 -7', '42', '5 5 6 1'],
    solve: (i) => String(Math.max(...numbers(i))),
    body: same('max of xs'),
  },
  {
    slug: 'reverse',
    title: 'Reverse the List',
    difficulty: 'easy',
    tags: 'array',
    statement: 'Print the numbers in reverse order.',
    inputs: ['1 2 3', '9', '4 8 15 16 23 42'],
    solve: (i) => numbers(i).reverse().join(' '),
    body: same('xs reversed'),
  },
  {
    slug: 'count-even',
    title: 'Count the Even Numbers',
    difficulty: 'easy',
    tags: 'array',
    statement: 'Print how many numbers are even.',
    inputs: ['1 2 3 4', '7 9', '0 2 4 6 8', '10'],
    solve: (i) => String(numbers(i).filter((n) => n % 2 === 0).length),
    body: same('count of even xs'),
  },
  {
    slug: 'middle',
    title: 'Middle of a Linked List',
    difficulty: 'easy',
    tags: 'linkedList',
    statement: 'Print the middle node.',
    inputs: ['1 2 3', '1 2 3 4', '8'],
    solve: (i) => String(numbers(i)[Math.floor(numbers(i).length / 2)]),
    body: same('slow and fast pointers'),
  },
  {
    slug: 'cycle-length',
    title: 'Length of the Cycle',
    difficulty: 'medium',
    tags: 'linkedList',
    statement: 'Each number is the next node of its index; print the cycle length from node 0.',
    inputs: ['1 2 0', '1 0', '1 2 3 1', '0'],
    solve: (i) => {
      const next = numbers(i);
      const seen = new Map<number, number>();
      let node = 0;
      for (let step = 0; !seen.has(node); step++) {
        seen.set(node, step);
        node = next[node]!;
      }
      return String(seen.size - seen.get(node)!);
    },
    body: same('tortoise and hare'),
  },
  {
    slug: 'stairs',
    title: 'Climbing Stairs',
    difficulty: 'easy',
    tags: 'dp',
    statement: 'Ways to climb n stairs by 1 or 2 steps.',
    inputs: ['1', '2', '5', '10', '30'],
    solve: (i) => {
      let [a, b] = [1, 1];
      for (let k = 0; k < numbers(i)[0]!; k++) [a, b] = [b, a + b];
      return String(a);
    },
    body: same('ways[n] = ways[n-1] + ways[n-2]'),
  },
  {
    slug: 'max-subarray',
    title: 'Maximum Subarray',
    difficulty: 'medium',
    tags: 'dp',
    statement: 'Print the largest sum of a contiguous run.',
    inputs: ['-2 1 -3 4 -1 2 1 -5 4', '1', '-3 -1 -2', '5 4 -1 7 8'],
    solve: (i) => {
      let best = -Infinity;
      let run = 0;
      for (const n of numbers(i)) {
        run = Math.max(n, run + n);
        best = Math.max(best, run);
      }
      return String(best);
    },
    body: same("Kadane's running best"),
  },
  {
    slug: 'coins',
    title: 'Fewest Coins',
    difficulty: 'medium',
    tags: 'dp',
    statement: 'Coins 1, 5 and 7: the fewest that make n.',
    inputs: ['10', '11', '14', '3', '100'],
    solve: (i) => {
      const n = numbers(i)[0]!;
      const best = [0];
      for (let k = 1; k <= n; k++) best[k] = 1 + Math.min(...[1, 5, 7].filter((c) => c <= k).map((c) => best[k - c]!));
      return String(best[n]);
    },
    body: same('best[k] = 1 + min over coins'),
  },
  {
    slug: 'components',
    title: 'Connected Components',
    difficulty: 'medium',
    tags: 'graph',
    statement: 'n, then edges as pairs: print how many components.',
    inputs: ['3 0 1', '4 0 1 2 3', '5', '4 0 1 1 2 2 3'],
    solve: (i) => {
      const [n, ...edges] = numbers(i);
      const parent = Array.from({ length: n! }, (_, k) => k);
      const root = (k: number): number => (parent[k] === k ? k : root(parent[k]!));
      for (let e = 0; e + 1 < edges.length; e += 2) parent[root(edges[e]!)] = root(edges[e + 1]!);
      return String(parent.filter((p, k) => p === k).length);
    },
    body: same('union-find'),
  },
  {
    slug: 'shortest-path',
    title: 'Shortest Path in a Grid',
    difficulty: 'hard',
    tags: 'graph',
    statement: 'Steps from the top left to the bottom right of an n by n open grid.',
    inputs: ['1', '2', '5', '40'],
    solve: (i) => String(2 * (numbers(i)[0]! - 1)),
    body: same('breadth-first search'),
  },
  {
    slug: 'longest-increasing',
    title: 'Longest Increasing Subsequence',
    difficulty: 'hard',
    tags: 'dp',
    statement: 'Print the length of the longest strictly increasing subsequence.',
    inputs: ['10 9 2 5 3 7 101 18', '0 1 0 3 2 3', '7 7 7', '1 2 3'],
    solve: (i) => {
      const tails: number[] = [];
      for (const n of numbers(i)) {
        const at = tails.findIndex((t) => t >= n);
        if (at === -1) tails.push(n);
        else tails[at] = n;
      }
      return String(tails.length);
    },
    body: same('patience sorting'),
  },
];

const languages: readonly [ProblemLanguage, SubmissionLanguage][] = [
  ['C++', 'cpp'],
  ['Java', 'java'],
  ['JavaScript', 'javascript'],
];

/** A learner's program for a problem: the language's frame around the idea, and a line that says how it differs. */
export function programFor(problem: TermProblem, language: SubmissionLanguage, note: string): string {
  const idea = `${problem.body[language]}${note ? ` (${note})` : ''}`;
  if (language === 'cpp') return `#include <bits/stdc++.h>\nint main() {\n  // ${idea}\n  solve(std::cin, std::cout);\n}\n`;
  if (language === 'java')
    return `public class Main {\n  public static void main(String[] args) {\n    // ${idea}\n    Solver.solve(System.in, System.out);\n  }\n}\n`;
  return `const input = require('fs').readFileSync(0, 'utf8');\n// ${idea}\nconsole.log(solve(input));\n`;
}

/** The problem as an admin creates it; `extraCase` adds the case a later edit brings. */
export function contentOf(problem: TermProblem, { extraCase = false, retitled = false } = {}): ProblemContent {
  const inputs = extraCase ? [...problem.inputs, `${problem.inputs[0]} ${problem.inputs[0]}`] : problem.inputs;
  const [first, ...hidden] = inputs;
  return {
    title: retitled ? `${problem.title} (revised)` : problem.title,
    description: problem.statement,
    difficulty: problem.difficulty,
    tags: problem.tags,
    visibleTestCases: [{ input: `${first}\n`, output: `${problem.solve(first!)}\n`, explanation: 'worked by hand' }],
    hiddenTestCases: hidden.map((input) => ({ input: `${input}\n`, output: `${problem.solve(input)}\n` })),
    startCode: languages.map(([language, submission]) => ({ language, initialCode: programFor(problem, submission, 'your code here') })),
    referenceSolution: languages.map(([language, submission]) => ({ language, completeCode: programFor(problem, submission, '') })),
  };
}

export const termProblems = problems;
export type { TermProblem };
