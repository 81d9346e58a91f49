// The cases of each subtask at its limit: n = 300 (small), n = 5000 (medium), n = 2·10^5 (full).
// Trying every piece with its weakest found anew (wrong/every-piece.cpp, O(n^3)) is out of time from
// n = 5000 on; keeping the weakest as a piece grows (wrong/running-minimum.cpp, O(n^2)) at
// n = 2·10^5. Strengths all at 10^5 give the largest answer, about 2·10^15.
import { line, random, times } from '../limitCaseHelpers.mjs';

const randomRope = (seed, n) => {
  const r = random(seed);
  return `${n}\n${line(times(n, () => r.int(1, 100_000)))}`;
};
const maxS = 100_000;

/** Each function writes one case's input; write-limit-cases.mjs adds the reference's output. problem.json's subtasks name them by place. */
export default [
  // small: hidden cases 6 and 7
  () => randomRope(31_41, 300),
  () => `300\n${line(times(300, () => maxS))}`,
  // medium: hidden cases 8 to 10
  () => randomRope(31_42, 5000),
  () => `5000\n${line(times(5000, (i) => i + 1))}`,
  () => `5000\n${line(times(5000, (i) => maxS - i))}`,
  // full: hidden cases 11 to 14
  () => randomRope(31_43, 200_000),
  () => `200000\n${line(times(200_000, () => maxS))}`,
  () => `200000\n${line(times(200_000, (i) => (i % maxS) + 1))}`,
  // A valley: strengths falling to 1 in the middle, then rising again.
  () => `200000\n${line(times(200_000, (i) => Math.min(maxS, Math.abs(i - 100_000) + 1)))}`,
];
