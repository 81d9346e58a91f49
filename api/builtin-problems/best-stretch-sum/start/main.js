const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

// Return the largest sum of a non-empty contiguous stretch of a.
function bestStretch(a) {
  // TODO: write your solution here
  return 0;
}

const n = next();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = next();

console.log(String(bestStretch(a)));
