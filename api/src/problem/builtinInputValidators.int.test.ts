/**
 * Issue 33: every built-in problem's input validator (input_validators/validate.cpp, the Kattis
 * interface) refuses the inputs its statement rules out, each with a message that says why: a
 * non-number, a value out of range, a wrong count, and the problem's own rules. That it accepts
 * every case is proven with the problem (builtinProblems.int.test.ts, through proveProblem).
 */
import { Status } from '@forge/judge';
import { readBuiltinProblems } from './builtinProblems';
import { sharedJudge } from '../testing/testPlatform';

const problems = new Map(readBuiltinProblems().map((p) => [p.slug, p.content]));

/** Per problem: inputs it must refuse, each with what its message must say. */
const invalid: Record<string, [string, string][]> = {
  'best-stretch-sum': [
    ['abc\n', 'n is not an integer: abc'],
    ['2\n1 1000000001\n', 'a value must be between -1000000000 and 1000000000, not 1000000001'],
    ['3\n1 2\n', 'expected a value (line 2), found the end of the line'],
  ],
  'cheapest-delivery-route': [
    ['2 1\n1 3 5\n', 'v must be between 1 and 2, not 3'],
    ['2 1\n1 2 -1\n', 'w must be between 0 and 1000000000, not -1'],
    ['2 2\n1 2 5\n', 'expected u (line 3)'],
  ],
  'count-connected-rooms': [
    ['0 0\n', 'n must be between 1 and 100000, not 0'],
    ['3 1\n1 2 3\n', 'unexpected 3 (line 2), expected the end of the line'],
  ],
  'course-order': [
    ['3 1\n2 2\n', 'a course cannot come before itself: 2'],
    ['3 1\n1 x\n', 'b is not an integer: x'],
  ],
  'critical-corridors': [
    ['3 2\n1 2\n2 1\n', 'rooms 2 and 1 are joined twice'],
    ['3 1\n3 3\n', 'a corridor joins two different rooms'],
  ],
  'edit-distance-between-words': [
    ['Abc\nabc\n', "the word a may hold only the letters a to z, not 'A'"],
    ['abc\n', 'expected the word b (line 2), found the end of the input'],
    ['ab cd\nx\n', "not ' '"],
    [`${'a'.repeat(5001)}\n\n`, 'the word a is longer than 5000 letters'],
  ],
  'fewest-coins': [
    ['1 100001\n1\n', 'amount must be between 0 and 100000, not 100001'],
    ['2 5\n1 0\n', 'a coin value must be between 1 and 1000000000, not 0'],
  ],
  'guess-the-hidden-number': [
    ['10 11\n', 'x must be between 1 and 10, not 11'],
    ['10\n', 'expected x (line 1), found the end of the line'],
  ],
  'highest-average-stretch': [
    ['2 3\n1 2\n', 'k must be between 1 and 2, not 3'],
    ['2 1\n1 10001\n', 'a value must be between -10000 and 10000, not 10001'],
  ],
  'is-there-a-path': [
    ['3 0 1 4\n', 't must be between 1 and 3, not 4'],
    ['3 1 1 2\n', 'expected u (line 2)'],
  ],
  'longest-balanced-brackets': [
    ['(()a)\n', "s may hold only ( and ), not 'a'"],
    ['()\n()\n', 'unexpected () after the input'],
  ],
  'longest-rising-run': [
    ['1\n1.5\n', 'a value is not an integer: 1.5'],
    ['0\n\n', 'n must be between 1 and 100000, not 0'],
  ],
  'merge-many-sorted-chains': [
    ['1\n3 1 3 2\n', 'a list is not in non-decreasing order: 2 after 3'],
    ['2\n1 5\n', 'expected L (line 3)'],
  ],
  'middle-of-the-chain': [
    ['2\n1 2 3\n', 'unexpected 3 (line 2), expected the end of the line'],
    ['1\n+5\n', 'a value is not an integer: +5'],
  ],
  'pair-with-target-sum': [
    ['3 4\n1 3 1\n', 'exactly one pair must sum to the target, found 2'],
    ['2 10\n1 2\n', 'exactly one pair must sum to the target, found 0'],
    ['1 2\n1\n', 'n must be between 2 and 200000, not 1'],
  ],
  'rainwater-between-walls': [
    ['2\n1 -1\n', 'a height must be between 0 and 1000000000, not -1'],
    ['2\n01 1\n', 'a height is not an integer: 01'],
  ],
  'remove-repeats-from-sorted-chain': [
    ['3\n1 3 2\n', 'the values are not in non-decreasing order: 2 after 3'],
    ['-1\n\n', 'n must be between 0 and 100000, not -1'],
  ],
  'reverse-a-chain': [
    ['2\n1\n2\n', 'expected a value (line 2), found the end of the line'],
    ['1\n-0\n', 'a value is not an integer: -0'],
  ],
  'rotate-the-chain': [
    ['1\n5\n', 'expected k (line 3)'],
    ['1\n5\n-1\n', 'k must be between 0 and 1000000000000000000, not -1'],
    ['1\n5\n99999999999999999999\n', 'k is not an integer'],
  ],
  'running-maximum': [
    ['abc\n', 'n is not an integer: abc'],
    ['1\n1\n2\n', 'unexpected 2 after the input'],
  ],
  'shortest-escape-in-a-grid': [
    ['2 2\nS.\n..\n', 'the maze has 1 S and 0 E, not exactly one of each'],
    ['2 2\nS.\n.\n', 'row 2 has 1 characters, not 2'],
    ['1 2\nSx\n', "a cell is '.', '#', 'S' or 'E', not 'x'"],
    ['1 1\nS\n', 'the maze needs at least two cells'],
  ],
  'staircase-ways': [
    ['1000001\n', 'n must be between 1 and 1000000, not 1000001'],
    ['3 4\n', 'unexpected 4 (line 1), expected the end of the line'],
    ['', 'expected n (line 1), found the end of the line'],
  ],
  'subarrays-hitting-the-mark': [
    ['1 1000000000000001\n5\n', 'k must be between -1000000000000000 and 1000000000000000'],
    ['2 0\n1\n', 'expected a value (line 2)'],
  ],
  'sum-of-weakest-links': [
    ['2\n0 1\n', 'a strength must be between 1 and 100000, not 0'],
    ['1\n100001\n', 'a strength must be between 1 and 100000, not 100001'],
  ],
  'two-equal-loads': [
    ['101\n', 'n must be between 1 and 100, not 101'],
    ['2\n1 1001\n', 'a weight must be between 1 and 1000, not 1001'],
  ],
  'zigzag-the-chain': [
    ['1\n\n', 'expected a value (line 2), found the end of the line'],
    ['0\n5\n', 'unexpected 5 (line 2), expected the end of the line'],
  ],
};

describe('the built-in problems’ input validators', () => {
  it('cover every built-in problem', () => {
    expect(Object.keys(invalid).sort()).toEqual([...problems.keys()].sort());
  });

  it.each(Object.entries(invalid))(
    '%s refuses the inputs its statement rules out, saying why',
    async (slug, rows) => {
      const validator = problems.get(slug)!.inputValidator!;
      const result = await (
        await sharedJudge()
      ).judge({
        language: validator.language,
        code: validator.source,
        files: validator.files,
        role: 'inputValidator',
        tests: rows.map(([input]) => ({ input, expectedOutput: '' })),
      });
      const said = result.tests.map((t) => [t.statusId, t.checkerMessage]);
      expect(said).toEqual(rows.map(([, message]) => [Status.WrongAnswer, expect.stringContaining(message)]));
    },
    120_000,
  );
});
