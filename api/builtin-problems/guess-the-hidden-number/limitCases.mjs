// n at its limit, 10^9, with secrets from a seeded random, and random n as well: ceil(log2 n) + 1
// guesses are 31 at 10^9. The output of a case is its answer file, the secret, which no program
// writes (the interactor reads it), so each generator gives both.
import { random, times } from '../limitCaseHelpers.mjs';

const r = random(31_31);
const guessCase = (n, secret) => () => ({ input: `${n} ${secret}\n`, output: `${secret}\n` });
const maxN = 1_000_000_000;

/** Each function writes one case: its input (n and the secret) and its output (the secret). */
export default [
  ...times(4, () => guessCase(maxN, r.int(1, maxN))),
  ...times(4, () => {
    const n = r.int(1, maxN);
    return guessCase(n, r.int(1, n));
  }),
];
