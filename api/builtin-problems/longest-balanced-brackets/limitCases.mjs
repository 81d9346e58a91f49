// |s| = 10^6: a long rising prefix, so trying every start (wrong/every-start.cpp) scans to the end each time.
import { random, times } from '../limitCaseHelpers.mjs';

/** Each function writes one case's input; write-limit-cases.mjs adds the reference's output. */
export default [
  () => {
    const r = random(14_10);
    const rest = times(600_000, () => (r() < 0.5 ? '(' : ')')).join('');
    return `${'('.repeat(400_000)}${rest}\n`;
  },
];
