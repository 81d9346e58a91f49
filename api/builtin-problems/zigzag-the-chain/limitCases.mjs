// n = 2·10^5, the limit: an even chain.
import { line, random, times } from '../limitCaseHelpers.mjs';

/** Each function writes one case's input; write-limit-cases.mjs adds the reference's output. */
export default [
  () => {
    const r = random(14_22);
    return `200000\n${line(times(200_000, () => r.int(0, 9)))}`;
  },
];
