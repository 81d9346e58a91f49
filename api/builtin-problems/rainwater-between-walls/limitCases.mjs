// n = 2·10^5, the limit: walls up to 9 high.
import { line, random, times } from '../limitCaseHelpers.mjs';

/** Each function writes one case's input; write-limit-cases.mjs adds the reference's output. */
export default [
  () => {
    const r = random(14_14);
    return `200000\n${line(times(200_000, () => r.int(0, 9)))}`;
  },
];
