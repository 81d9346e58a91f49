// n = 100 parcels at the limits of their weights: a split exists among very many (the references
// each find another); every weight a multiple of 4 but one of 2, so the total is even yet no load
// can weigh its odd half; and every parcel the heaviest allowed.
import { line, random, times } from '../limitCaseHelpers.mjs';

const n = 100;

/** Each function writes one case's input; write-limit-cases.mjs adds the reference's output (the answer file). */
export default [
  // Random weights, the last one making the total even.
  () => {
    const r = random(31_21);
    const w = times(n - 1, () => r.int(1, 1000));
    const sum = w.reduce((s, x) => s + x, 0);
    return `${n}\n${line([...w, sum % 2 === 0 ? 1000 : 999])}`;
  },
  // An even total whose half is odd, from weights that are all even: no split.
  () => {
    const r = random(31_22);
    return `${n}\n${line([...times(n - 1, () => 4 * r.int(1, 250)), 2])}`;
  },
  () => `${n}\n${line(times(n, () => 1000))}`,
  // Heavy and light parcels: 10 of 990 to 1000, 90 of 1 to 20.
  () => {
    const r = random(31_23);
    const w = [...times(10, () => r.int(990, 1000)), ...times(n - 11, () => r.int(1, 20))];
    const sum = w.reduce((s, x) => s + x, 0);
    return `${n}\n${line([...w, sum % 2 === 0 ? 20 : 19])}`;
  },
];
