const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

const n = next();
// tails[k] = smallest possible last value of a strictly increasing
// subsequence of length k + 1 seen so far (tails is strictly increasing).
const tails = new Float64Array(n);
let len = 0;
for (let i = 0; i < n; i++) {
  const x = next();
  let lo = 0;
  let hi = len; // first position with tails[pos] >= x
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tails[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  tails[lo] = x;
  if (lo === len) len++;
}
process.stdout.write(len + '\n');
