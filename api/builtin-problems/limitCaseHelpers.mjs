// What the problems' limit-case generators (`<slug>/limitCases.mjs`) share: a seeded random and the
// writers of an input's lines. Seeded, so every run of write-limit-cases.mjs writes the same cases.

/** mulberry32: small, seeded, the same everywhere. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [lo, hi]. */
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return next;
}

/** [f(0), f(1), …, f(n - 1)]. */
export const times = (n, f) => Array.from({ length: n }, (_, i) => f(i));

/** The values on one line, separated by spaces. */
export const line = (values) => `${values.join(' ')}\n`;
