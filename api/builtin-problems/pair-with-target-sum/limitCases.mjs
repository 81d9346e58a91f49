// n = 2·10^5 with the only pair at the very end, summing past 32 bits: the O(n^2) scan
// (wrong/all-pairs.cpp) checks all 2·10^10 pairs, about 7 CPU seconds of C++ on a fast core, seven
// times the 1 s limit of problem.json (the Java reference needs about 0.2 s); and a target beyond
// 32 bits is where 32-bit reading goes wrong (wrong/all-pairs-32-bit.cpp, the issue's: every pair,
// in 32-bit; a target past 32 bits cannot even be read, so no pair is ever found).
import { line, random, times } from '../limitCaseHelpers.mjs';

/** Each function writes one case's input; write-limit-cases.mjs adds the reference's output. */
export default [
  // Two readings and a target that only fit in 64 bits, before the large case.
  () => `2 3000000000\n${line([1_500_000_000, 1_500_000_000])}`,
  () => {
    const r = random(14_01);
    const n = 200_000;
    const target = 3_999_999_999;
    const evens = times(n - 2, () => 2 * r.int(-4999, 4999));
    const x = 1_999_999_999;
    return `${n} ${target}\n${line([...evens, x, target - x])}`;
  },
];
