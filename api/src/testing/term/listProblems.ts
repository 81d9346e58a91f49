import { Status } from '@forge/judge';
import { code, edit, forgetsStep, numbers, rewrite, type TermProblem } from './termProgram';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const middle = (xs: number[], at: number) => String(xs[at]);
const cycleLength = (next: number[]) => {
  const seen = new Map<number, number>();
  let node = 0;
  for (let step = 0; !seen.has(node); step++) {
    seen.set(node, step);
    node = next[node]!;
  }
  return seen.size - seen.get(node)!;
};

/** The term's array and linked-list problems. */
export const listProblems: readonly TermProblem[] = [
  {
    slug: 'sum',
    title: 'Sum of a List',
    difficulty: 'easy',
    tags: 'array',
    statement: 'Print the sum of the numbers.',
    inputs: ['1 2 3', '10 -4', '5', '100 200 300 400'],
    solve: (i) => String(sum(numbers(i))),
    returns: 'number',
    body: code(
      'long long total = 0;\nsize_t i = 0;\nwhile (i < xs.size()) {\n    total += xs[i];\n    i++;\n}\nreturn total;',
      'long total = 0;\nint i = 0;\nwhile (i < xs.length) {\n    total += xs[i];\n    i++;\n}\nreturn total;',
      'let total = 0;\nlet i = 0;\nwhile (i < xs.length) {\n  total += xs[i];\n  i++;\n}\nreturn total;',
    ),
    wrong: [{ note: 'starts at the second number', body: edit('i = 0', 'i = 1'), run: (i) => String(sum(numbers(i).slice(1))) }],
    slow: forgetsStep(
      'never moves on',
      'i++;',
      () => true,
      (i) => String(sum(numbers(i))),
    ),
  },
  {
    slug: 'max',
    title: 'Largest Number',
    difficulty: 'easy',
    tags: 'array',
    statement: 'Print the largest number.',
    inputs: ['3 9 2', '-1 -7', '42', '5 5 6 1'],
    solve: (i) => String(Math.max(...numbers(i))),
    returns: 'number',
    body: code(
      'long long best = xs[0];\nsize_t i = 1;\nwhile (i < xs.size()) {\n    if (xs[i] > best) best = xs[i];\n    i++;\n}\nreturn best;',
      'long best = xs[0];\nint i = 1;\nwhile (i < xs.length) {\n    if (xs[i] > best) best = xs[i];\n    i++;\n}\nreturn best;',
      'let best = xs[0];\nlet i = 1;\nwhile (i < xs.length) {\n  if (xs[i] > best) best = xs[i];\n  i++;\n}\nreturn best;',
    ),
    wrong: [{ note: 'starts from zero', body: edit('best = xs[0]', 'best = 0'), run: (i) => String(Math.max(0, ...numbers(i).slice(1))) }],
    slow: forgetsStep(
      'never moves on',
      'i++;',
      (xs) => xs.length > 1,
      (i) => String(Math.max(...numbers(i))),
    ),
  },
  {
    slug: 'reverse',
    title: 'Reverse the List',
    difficulty: 'easy',
    tags: 'array',
    statement: 'Print the numbers in reverse order.',
    inputs: ['1 2 3', '9', '4 8 15 16 23 42'],
    solve: (i) => numbers(i).reverse().join(' '),
    returns: 'text',
    body: code(
      [
        'vector<long long> ys = xs;',
        'int lo = 0, hi = (int) ys.size() - 1;',
        'while (lo < hi) {',
        '    swap(ys[lo], ys[hi]);',
        '    lo++;',
        '    hi--;',
        '}',
        'string out;',
        'for (size_t k = 0; k < ys.size(); k++) out += (k > 0 ? " " : "") + to_string(ys[k]);',
        'return out;',
      ].join('\n'),
      [
        'long[] ys = xs.clone();',
        'int lo = 0, hi = ys.length - 1;',
        'while (lo < hi) {',
        '    long kept = ys[lo];',
        '    ys[lo] = ys[hi];',
        '    ys[hi] = kept;',
        '    lo++;',
        '    hi--;',
        '}',
        'StringBuilder out = new StringBuilder();',
        'for (int k = 0; k < ys.length; k++) out.append(k > 0 ? " " : "").append(ys[k]);',
        'return out.toString();',
      ].join('\n'),
      [
        'const ys = [...xs];',
        'let lo = 0, hi = ys.length - 1;',
        'while (lo < hi) {',
        '  [ys[lo], ys[hi]] = [ys[hi], ys[lo]];',
        '  lo++;',
        '  hi--;',
        '}',
        "return ys.join(' ');",
      ].join('\n'),
    ),
    wrong: [
      {
        note: 'leaves the last number in place',
        body: edit(
          { cpp: '(int) ys.size() - 1', java: 'ys.length - 1', javascript: 'ys.length - 1' },
          {
            cpp: '(int) ys.size() - 2',
            java: 'ys.length - 2',
            javascript: 'ys.length - 2',
          },
        ),
        run: (i) => {
          const xs = numbers(i);
          return [...xs.slice(0, -1).reverse(), ...xs.slice(-1)].join(' ');
        },
      },
    ],
    slow: {
      note: 'never moves the ends',
      body: edit(
        { cpp: '\n        lo++;\n        hi--;', java: '\n            lo++;\n            hi--;', javascript: '\n    lo++;\n    hi--;' },
        '',
      ),
      run: (i) => (numbers(i).length > 1 ? Status.TimeLimitExceeded : numbers(i).reverse().join(' ')),
    },
  },
  {
    slug: 'count-even',
    title: 'Count the Even Numbers',
    difficulty: 'easy',
    tags: 'array',
    statement: 'Print how many numbers are even.',
    inputs: ['1 2 3 4', '7 9', '0 2 4 6 8', '10'],
    solve: (i) => String(numbers(i).filter((n) => n % 2 === 0).length),
    returns: 'number',
    body: code(
      'long long count = 0;\nsize_t i = 0;\nwhile (i < xs.size()) {\n    if (xs[i] % 2 == 0) count++;\n    i++;\n}\nreturn count;',
      'long count = 0;\nint i = 0;\nwhile (i < xs.length) {\n    if (xs[i] % 2 == 0) count++;\n    i++;\n}\nreturn count;',
      'let count = 0;\nlet i = 0;\nwhile (i < xs.length) {\n  if (xs[i] % 2 === 0) count++;\n  i++;\n}\nreturn count;',
    ),
    wrong: [
      {
        note: 'counts the odd ones',
        body: edit(
          { cpp: '% 2 == 0', java: '% 2 == 0', javascript: '% 2 === 0' },
          { cpp: '% 2 == 1', java: '% 2 == 1', javascript: '% 2 === 1' },
        ),
        run: (i) => String(numbers(i).filter((n) => n % 2 === 1).length),
      },
    ],
    slow: forgetsStep(
      'never moves on',
      'i++;',
      () => true,
      (i) => String(numbers(i).filter((n) => n % 2 === 0).length),
    ),
  },
  {
    slug: 'middle',
    title: 'Middle of a Linked List',
    difficulty: 'easy',
    tags: 'linkedList',
    statement: 'The numbers are the nodes of a list, in order: print the middle node (the second of two middles).',
    inputs: ['1 2 3', '1 2 3 4', '8'],
    solve: (i) => middle(numbers(i), Math.floor(numbers(i).length / 2)),
    returns: 'number',
    body: code(
      'size_t slow = 0, fast = 0;\nwhile (fast + 1 < xs.size()) {\n    slow++;\n    fast += 2;\n}\nreturn xs[slow];',
      'int slow = 0, fast = 0;\nwhile (fast + 1 < xs.length) {\n    slow++;\n    fast += 2;\n}\nreturn xs[slow];',
      'let slow = 0, fast = 0;\nwhile (fast + 1 < xs.length) {\n  slow++;\n  fast += 2;\n}\nreturn xs[slow];',
    ),
    wrong: [
      {
        note: 'stops at the first of two middles',
        body: edit('fast + 1 <', 'fast + 2 <'),
        run: (i) => middle(numbers(i), Math.floor((numbers(i).length - 1) / 2)),
      },
    ],
    slow: forgetsStep(
      'the fast pointer never moves',
      'fast += 2;',
      (xs) => xs.length > 1,
      (i) => middle(numbers(i), Math.floor(numbers(i).length / 2)),
    ),
  },
  {
    slug: 'cycle-length',
    title: 'Length of the Cycle',
    difficulty: 'medium',
    tags: 'linkedList',
    statement: 'Each number is the next node of its index; print the length of the cycle the walk from node 0 ends in.',
    inputs: ['1 2 0', '1 0', '1 2 3 1', '0'],
    solve: (i) => String(cycleLength(numbers(i))),
    returns: 'number',
    body: code(
      [
        'size_t slow = 0, fast = 0;',
        'do {',
        '    slow = xs[slow];',
        '    fast = xs[xs[fast]];',
        '} while (slow != fast);',
        'long long length = 0;',
        'do {',
        '    fast = xs[fast];',
        '    length++;',
        '} while (fast != slow);',
        'return length;',
      ].join('\n'),
      [
        'int slow = 0, fast = 0;',
        'do {',
        '    slow = (int) xs[slow];',
        '    fast = (int) xs[(int) xs[fast]];',
        '} while (slow != fast);',
        'long length = 0;',
        'do {',
        '    fast = (int) xs[fast];',
        '    length++;',
        '} while (fast != slow);',
        'return length;',
      ].join('\n'),
      [
        'let slow = 0, fast = 0;',
        'do {',
        '  slow = xs[slow];',
        '  fast = xs[xs[fast]];',
        '} while (slow !== fast);',
        'let length = 0;',
        'do {',
        '  fast = xs[fast];',
        '  length++;',
        '} while (fast !== slow);',
        'return length;',
      ].join('\n'),
    ),
    wrong: [{ note: 'counts one node twice', body: edit('length = 0', 'length = 1'), run: (i) => String(cycleLength(numbers(i)) + 1) }],
    // Walking until node 0 comes back: the cycle need not pass through it.
    slow: {
      note: 'waits for node 0 to come back',
      body: rewrite(
        code(
          'size_t node = xs[0];\nlong long length = 1;\nwhile (node != 0) {\n    node = xs[node];\n    length++;\n}\nreturn length;',
          'int node = (int) xs[0];\nlong length = 1;\nwhile (node != 0) {\n    node = (int) xs[node];\n    length++;\n}\nreturn length;',
          'let node = xs[0];\nlet length = 1;\nwhile (node !== 0) {\n  node = xs[node];\n  length++;\n}\nreturn length;',
        ),
      ),
      run: (i) => {
        const next = numbers(i);
        const onCycle = new Set<number>();
        let node = 0;
        for (let k = 0; k < 2 * next.length; k++) node = next[node]!;
        for (let k = 0; k < next.length; k++, node = next[node]!) onCycle.add(node);
        return onCycle.has(0) ? String(cycleLength(next)) : Status.TimeLimitExceeded;
      },
    },
  },
];
