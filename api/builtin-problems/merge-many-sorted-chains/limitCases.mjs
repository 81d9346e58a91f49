// k = 10^5 lists, 2·10^5 values: a long first list, then 99,999 lists of one value each, so merging
// the lists one after another (wrong/one-list-after-another.cpp) takes O(k · total).
import { line, random, times } from '../limitCaseHelpers.mjs';

/** Each function writes one case's input; write-limit-cases.mjs adds the reference's output. */
export default [
  () => {
    const r = random(14_12);
    const first = times(100_000, () => r.int(0, 9)).sort((x, y) => x - y);
    const singles = times(99_999, () => `1 ${r.int(0, 9)}\n`).join('');
    return `100000\n${first.length} ${line(first)}${singles}`;
  },
];
