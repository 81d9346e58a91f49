import { Status } from '@forge/judge';
import { code, edit, forgetsStep, numbers, rewrite, withoutLine, type TermProblem } from './termProgram';

const stairs = (n: number, [a, b] = [1, 1]) => {
  for (let k = 0; k < n; k++) [a, b] = [b, a + b];
  return String(a);
};
const bestRun = (xs: number[], { restarts = true, floor = -Infinity } = {}) => {
  let [best, run] = [floor, 0];
  for (const n of xs) {
    run = restarts ? Math.max(n, run + n) : run + n;
    best = Math.max(best, run);
  }
  return String(best);
};
const fewestCoins = (n: number) => {
  const best = [0];
  for (let k = 1; k <= n; k++) best[k] = 1 + Math.min(...[1, 5, 7].filter((c) => c <= k).map((c) => best[k - c]!));
  return String(best[n]);
};
const greedyCoins = (n: number) => String(Math.floor(n / 7) + Math.floor((n % 7) / 5) + ((n % 7) % 5));
const components = ([n, ...rest]: number[], stride = 2) => {
  const parent = Array.from({ length: n! }, (_, k) => k);
  const root = (k: number): number => (parent[k] === k ? k : root(parent[k]!));
  for (let e = 0; e + 1 < rest.length; e += stride) parent[root(rest[e]!)] = root(rest[e + 1]!);
  return String(parent.filter((p, k) => p === k).length);
};
const increasing = (xs: number[], strict = true) => {
  const tails: number[] = [];
  for (const n of xs) {
    const at = tails.findIndex((t) => (strict ? t >= n : t > n));
    if (at === -1) tails.push(n);
    else tails[at] = n;
  }
  return String(tails.length);
};
/** The binary search that sets `lo = mid`: it stops moving once `hi` is `lo + 1` and `tails[lo] < x`. */
const searchLoops = (xs: number[]) => {
  const tails: number[] = [];
  for (const x of xs) {
    let [lo, hi] = [0, tails.length];
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (tails[mid]! < x) {
        if (lo === mid) return true;
        lo = mid;
      } else hi = mid;
    }
    if (lo === tails.length) tails.push(x);
    else tails[lo] = x;
  }
  return false;
};

/** The term's dynamic-programming and graph problems. */
export const dpAndGraphProblems: readonly TermProblem[] = [
  {
    slug: 'stairs',
    title: 'Climbing Stairs',
    difficulty: 'easy',
    tags: 'dp',
    statement: 'Ways to climb n stairs by 1 or 2 steps.',
    inputs: ['1', '2', '5', '10', '30'],
    solve: (i) => stairs(numbers(i)[0]!),
    returns: 'number',
    body: code(
      'long long a = 1, b = 1;\nlong long k = 0;\nwhile (k < xs[0]) {\n    long long c = a + b;\n    a = b;\n    b = c;\n    k++;\n}\nreturn a;',
      'long a = 1, b = 1;\nlong k = 0;\nwhile (k < xs[0]) {\n    long c = a + b;\n    a = b;\n    b = c;\n    k++;\n}\nreturn a;',
      'let a = 1, b = 1;\nlet k = 0;\nwhile (k < xs[0]) {\n  const c = a + b;\n  a = b;\n  b = c;\n  k++;\n}\nreturn a;',
    ),
    wrong: [{ note: 'no way to climb no stairs', body: edit('a = 1, b = 1', 'a = 0, b = 1'), run: (i) => stairs(numbers(i)[0]!, [0, 1]) }],
    slow: forgetsStep(
      'never counts a step',
      'k++;',
      () => true,
      (i) => stairs(numbers(i)[0]!),
    ),
  },
  {
    slug: 'max-subarray',
    title: 'Maximum Subarray',
    difficulty: 'medium',
    tags: 'dp',
    statement: 'Print the largest sum of a contiguous run.',
    inputs: ['-2 1 -3 4 -1 2 1 -5 4', '1', '5 4 -1 7 8', '3 -4 5'],
    extraInput: '-3 -1 -2',
    solve: (i) => bestRun(numbers(i)),
    returns: 'number',
    body: code(
      'long long best = xs[0], run = 0;\nsize_t i = 0;\nwhile (i < xs.size()) {\n    run = max(xs[i], run + xs[i]);\n    best = max(best, run);\n    i++;\n}\nreturn best;',
      'long best = xs[0], run = 0;\nint i = 0;\nwhile (i < xs.length) {\n    run = Math.max(xs[i], run + xs[i]);\n    best = Math.max(best, run);\n    i++;\n}\nreturn best;',
      'let best = xs[0], run = 0;\nlet i = 0;\nwhile (i < xs.length) {\n  run = Math.max(xs[i], run + xs[i]);\n  best = Math.max(best, run);\n  i++;\n}\nreturn best;',
    ),
    wrong: [
      {
        note: 'never restarts the run',
        body: edit(
          {
            cpp: 'run = max(xs[i], run + xs[i]);',
            java: 'run = Math.max(xs[i], run + xs[i]);',
            javascript: 'run = Math.max(xs[i], run + xs[i]);',
          },
          'run = run + xs[i];',
        ),
        run: (i) => bestRun(numbers(i), { restarts: false }),
      },
    ],
    slow: forgetsStep(
      'never moves on',
      'i++;',
      () => true,
      (i) => bestRun(numbers(i)),
    ),
    fragile: { note: 'an empty run counts', body: edit('best = xs[0]', 'best = 0'), run: (i) => bestRun(numbers(i), { floor: 0 }) },
  },
  {
    slug: 'coins',
    title: 'Fewest Coins',
    difficulty: 'medium',
    tags: 'dp',
    statement: 'Coins 1, 5 and 7: the fewest that make n.',
    inputs: ['10', '11', '14', '3', '100'],
    solve: (i) => fewestCoins(numbers(i)[0]!),
    returns: 'number',
    body: code(
      [
        'long long n = xs[0];',
        'vector<long long> best(n + 1, 0);',
        'long long k = 1;',
        'while (k <= n) {',
        '    best[k] = best[k - 1] + 1;',
        '    if (k >= 5) best[k] = min(best[k], best[k - 5] + 1);',
        '    if (k >= 7) best[k] = min(best[k], best[k - 7] + 1);',
        '    k++;',
        '}',
        'return best[n];',
      ].join('\n'),
      [
        'int n = (int) xs[0];',
        'long[] best = new long[n + 1];',
        'int k = 1;',
        'while (k <= n) {',
        '    best[k] = best[k - 1] + 1;',
        '    if (k >= 5) best[k] = Math.min(best[k], best[k - 5] + 1);',
        '    if (k >= 7) best[k] = Math.min(best[k], best[k - 7] + 1);',
        '    k++;',
        '}',
        'return best[n];',
      ].join('\n'),
      [
        'const n = xs[0];',
        'const best = new Array(n + 1).fill(0);',
        'let k = 1;',
        'while (k <= n) {',
        '  best[k] = best[k - 1] + 1;',
        '  if (k >= 5) best[k] = Math.min(best[k], best[k - 5] + 1);',
        '  if (k >= 7) best[k] = Math.min(best[k], best[k - 7] + 1);',
        '  k++;',
        '}',
        'return best[n];',
      ].join('\n'),
    ),
    wrong: [
      {
        note: 'takes the largest coin that fits',
        body: rewrite(
          code(
            'long long left = xs[0], coins = 0;\nfor (long long coin : {7LL, 5LL, 1LL}) {\n    coins += left / coin;\n    left %= coin;\n}\nreturn coins;',
            'long left = xs[0], coins = 0;\nfor (long coin : new long[] {7, 5, 1}) {\n    coins += left / coin;\n    left %= coin;\n}\nreturn coins;',
            'let left = xs[0], coins = 0;\nfor (const coin of [7, 5, 1]) {\n  coins += Math.floor(left / coin);\n  left %= coin;\n}\nreturn coins;',
          ),
        ),
        run: (i) => greedyCoins(numbers(i)[0]!),
      },
    ],
    slow: forgetsStep(
      'never moves on',
      'k++;',
      () => true,
      (i) => fewestCoins(numbers(i)[0]!),
    ),
  },
  {
    slug: 'components',
    title: 'Connected Components',
    difficulty: 'medium',
    tags: 'graph',
    statement: 'n, then edges as pairs: print how many components.',
    inputs: ['3 0 1', '4 0 1 2 3', '5', '4 0 1 1 2 2 3'],
    solve: (i) => components(numbers(i)),
    returns: 'number',
    body: code(
      [
        'long long n = xs[0], count = xs[0];',
        'vector<long long> parent(n);',
        'for (long long k = 0; k < n; k++) parent[k] = k;',
        'size_t e = 1;',
        'while (e + 1 < xs.size()) {',
        '    long long a = xs[e], b = xs[e + 1];',
        '    while (parent[a] != a) a = parent[a];',
        '    while (parent[b] != b) b = parent[b];',
        '    if (a != b) {',
        '        parent[a] = b;',
        '        count--;',
        '    }',
        '    e += 2;',
        '}',
        'return count;',
      ].join('\n'),
      [
        'int n = (int) xs[0];',
        'long count = n;',
        'int[] parent = new int[n];',
        'for (int k = 0; k < n; k++) parent[k] = k;',
        'int e = 1;',
        'while (e + 1 < xs.length) {',
        '    int a = (int) xs[e], b = (int) xs[e + 1];',
        '    while (parent[a] != a) a = parent[a];',
        '    while (parent[b] != b) b = parent[b];',
        '    if (a != b) {',
        '        parent[a] = b;',
        '        count--;',
        '    }',
        '    e += 2;',
        '}',
        'return count;',
      ].join('\n'),
      [
        'const n = xs[0];',
        'let count = n;',
        'const parent = Array.from({ length: n }, (_, k) => k);',
        'let e = 1;',
        'while (e + 1 < xs.length) {',
        '  let a = xs[e], b = xs[e + 1];',
        '  while (parent[a] !== a) a = parent[a];',
        '  while (parent[b] !== b) b = parent[b];',
        '  if (a !== b) {',
        '    parent[a] = b;',
        '    count--;',
        '  }',
        '  e += 2;',
        '}',
        'return count;',
      ].join('\n'),
    ),
    wrong: [{ note: 'steps one number at a time', body: edit('e += 2;', 'e += 1;'), run: (i) => components(numbers(i), 1) }],
    slow: forgetsStep(
      'never moves to the next edge',
      'e += 2;',
      (xs) => xs.length > 2,
      (i) => components(numbers(i)),
    ),
  },
  {
    slug: 'shortest-path',
    title: 'Shortest Path in a Grid',
    difficulty: 'hard',
    tags: 'graph',
    statement: 'Steps from the top left to the bottom right of an n by n open grid.',
    inputs: ['1', '2', '5', '40'],
    solve: (i) => String(2 * (numbers(i)[0]! - 1)),
    returns: 'number',
    body: code(
      [
        'long long n = xs[0];',
        'vector<long long> dist(n * n, -1);',
        'queue<long long> cells;',
        'dist[0] = 0;',
        'cells.push(0);',
        'while (!cells.empty()) {',
        '    long long cell = cells.front();',
        '    cells.pop();',
        '    long long row = cell / n, column = cell % n;',
        '    long long next[4] = {row + 1 < n ? cell + n : -1, column + 1 < n ? cell + 1 : -1, row > 0 ? cell - n : -1, column > 0 ? cell - 1 : -1};',
        '    for (long long to : next) {',
        '        if (to < 0 || dist[to] >= 0) continue;',
        '        dist[to] = dist[cell] + 1;',
        '        cells.push(to);',
        '    }',
        '}',
        'return dist[n * n - 1];',
      ].join('\n'),
      [
        'int n = (int) xs[0];',
        'long[] dist = new long[n * n];',
        'Arrays.fill(dist, -1);',
        'ArrayDeque<Integer> cells = new ArrayDeque<>();',
        'dist[0] = 0;',
        'cells.add(0);',
        'while (!cells.isEmpty()) {',
        '    int cell = cells.poll();',
        '    int row = cell / n, column = cell % n;',
        '    int[] next = {row + 1 < n ? cell + n : -1, column + 1 < n ? cell + 1 : -1, row > 0 ? cell - n : -1, column > 0 ? cell - 1 : -1};',
        '    for (int to : next) {',
        '        if (to < 0 || dist[to] >= 0) continue;',
        '        dist[to] = dist[cell] + 1;',
        '        cells.add(to);',
        '    }',
        '}',
        'return dist[n * n - 1];',
      ].join('\n'),
      [
        'const n = xs[0];',
        'const dist = new Array(n * n).fill(-1);',
        'const cells = [0];',
        'let head = 0;',
        'dist[0] = 0;',
        'while (head < cells.length) {',
        '  const cell = cells[head];',
        '  head++;',
        '  const row = Math.floor(cell / n), column = cell % n;',
        '  const next = [row + 1 < n ? cell + n : -1, column + 1 < n ? cell + 1 : -1, row > 0 ? cell - n : -1, column > 0 ? cell - 1 : -1];',
        '  for (const to of next) {',
        '    if (to < 0 || dist[to] >= 0) continue;',
        '    dist[to] = dist[cell] + 1;',
        '    cells.push(to);',
        '  }',
        '}',
        'return dist[n * n - 1];',
      ].join('\n'),
    ),
    wrong: [
      { note: 'counts the cells, not the steps', body: edit('dist[0] = 0;', 'dist[0] = 1;'), run: (i) => String(2 * numbers(i)[0]! - 1) },
    ],
    slow: {
      note: 'never takes a cell off the queue',
      body: { cpp: withoutLine('cells.pop();'), java: edit('cells.poll()', 'cells.peek()').java, javascript: withoutLine('head++;') },
      run: () => Status.TimeLimitExceeded,
    },
  },
  {
    slug: 'longest-increasing',
    title: 'Longest Increasing Subsequence',
    difficulty: 'hard',
    tags: 'dp',
    statement: 'Print the length of the longest strictly increasing subsequence.',
    inputs: ['10 9 2 5 3 7 101 18', '0 1 0 3 2 3', '7 7 7', '1 2 3'],
    solve: (i) => increasing(numbers(i)),
    returns: 'number',
    body: code(
      [
        'vector<long long> tails;',
        'for (long long x : xs) {',
        '    size_t lo = 0, hi = tails.size();',
        '    while (lo < hi) {',
        '        size_t mid = (lo + hi) / 2;',
        '        if (tails[mid] < x) lo = mid + 1;',
        '        else hi = mid;',
        '    }',
        '    if (lo == tails.size()) tails.push_back(x);',
        '    else tails[lo] = x;',
        '}',
        'return tails.size();',
      ].join('\n'),
      [
        'long[] tails = new long[xs.length];',
        'int size = 0;',
        'for (long x : xs) {',
        '    int lo = 0, hi = size;',
        '    while (lo < hi) {',
        '        int mid = (lo + hi) / 2;',
        '        if (tails[mid] < x) lo = mid + 1;',
        '        else hi = mid;',
        '    }',
        '    tails[lo] = x;',
        '    if (lo == size) size++;',
        '}',
        'return size;',
      ].join('\n'),
      [
        'const tails = [];',
        'for (const x of xs) {',
        '  let lo = 0, hi = tails.length;',
        '  while (lo < hi) {',
        '    const mid = Math.floor((lo + hi) / 2);',
        '    if (tails[mid] < x) lo = mid + 1;',
        '    else hi = mid;',
        '  }',
        '  tails[lo] = x;',
        '}',
        'return tails.length;',
      ].join('\n'),
    ),
    wrong: [
      {
        note: 'lets equal numbers extend a run',
        body: edit('tails[mid] < x', 'tails[mid] <= x'),
        run: (i) => increasing(numbers(i), false),
      },
    ],
    slow: {
      note: 'the search never closes in',
      body: edit('lo = mid + 1;', 'lo = mid;'),
      run: (i) => (searchLoops(numbers(i)) ? Status.TimeLimitExceeded : increasing(numbers(i))),
    },
  },
];
