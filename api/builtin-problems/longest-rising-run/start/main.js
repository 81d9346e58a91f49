const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

// Return the length of the longest strictly increasing subsequence of a.
// n can be up to 100000, so an O(n^2) approach is too slow.
function longestRising(a) {
  // TODO: write your solution here
  return 0;
}

const n = next();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = next();

console.log(String(longestRising(a)));
