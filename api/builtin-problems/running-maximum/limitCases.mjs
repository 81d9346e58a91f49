// n = 10^5, the limit: readings from -9 to 9.
import { line, random, times } from '../limitCaseHelpers.mjs';

/** Each function writes one case's input; write-limit-cases.mjs adds the reference's output. */
export default [
  () => {
    const r = random(14_18);
    return `100000\n${line(times(100_000, () => r.int(-9, 9)))}`;
  },
];
