// n = 10^5 at the limits of the readings. With k = 1 there are about 5·10^9 stretches, so trying
// every one (wrong/every-stretch.cpp) is out of time; with k = n/2 over random readings the answer
// is close to 0, where only the absolute error counts and prefix sums in the millions must keep
// their decimals (wrong/float-sums.cpp keeps about seven digits and fails there).
import { line, random, times } from '../limitCaseHelpers.mjs';

const n = 100_000;
const readings = (seed, lo, hi) => {
  const r = random(seed);
  return times(n, () => r.int(lo, hi));
};

/** Each function writes one case's input; write-limit-cases.mjs adds the reference's output. */
export default [
  // k = 1: the answer is the largest reading, but every stretch is a candidate.
  () => `${n} 1\n${line(readings(31_01, -10_000, 10_000))}`,
  // k = n / 2 over random readings: an average close to 0.
  () => `${n} ${n / 2}\n${line(readings(31_02, -10_000, 10_000))}`,
  // A warm spell of 3000 days planted in a cold year, k = 1000: the best stretch is inside the spell.
  () => {
    const r = random(31_03);
    const a = times(n, (i) => (i >= 60_000 && i < 63_000 ? r.int(0, 10_000) : r.int(-10_000, 0)));
    return `${n} 1000\n${line(a)}`;
  },
  // k = n: the one stretch is the whole log.
  () => `${n} ${n}\n${line(readings(31_04, -10_000, 10_000))}`,
  // Alternating extremes with k = 3: the best is three days starting warm, 10^4 / 3.
  () => `${n} 3\n${line(times(n, (i) => (i % 2 === 0 ? 10_000 : -10_000)))}`,
];
