// @harness tokens

// Number of contiguous subarrays whose sum equals k.
// Prefix sums stay below 2 * 10^14 in absolute value and the answer below 2.1 * 10^10,
// so regular numbers represent them exactly.
function countSubarrays(a, k) {
  const seen = new Map();
  seen.set(0, 1); // empty prefix
  let prefix = 0;
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    prefix += a[i];
    const c = seen.get(prefix - k);
    if (c !== undefined) count += c;
    seen.set(prefix, (seen.get(prefix) || 0) + 1);
  }
  return count;
}

const [n, k] = nextValues(2);
console.log(String(countSubarrays(nextValues(n), k)));
