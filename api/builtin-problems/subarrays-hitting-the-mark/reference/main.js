const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

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

const n = Number(tokens[pos++]);
const k = Number(tokens[pos++]);
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = Number(tokens[pos++]);
process.stdout.write(String(countSubarrays(a, k)) + '\n');
