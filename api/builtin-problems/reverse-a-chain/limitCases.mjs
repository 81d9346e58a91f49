// n = 10^5, the limit.
import { line, random, times } from '../limitCaseHelpers.mjs';

/** Each function writes one case's input; write-limit-cases.mjs adds the reference's output. */
export default [
  () => {
    const r = random(14_16);
    return `100000\n${line(times(100_000, () => r.int(0, 9)))}`;
  },
];
