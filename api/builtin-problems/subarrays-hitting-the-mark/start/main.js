const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

// TODO: return the number of contiguous subarrays of a whose sum equals k.
// All prefix sums and the answer fit exactly in a regular JavaScript number.
function countSubarrays(a, k) {
  // Write your solution here.
  return 0;
}

const n = Number(tokens[pos++]);
const k = Number(tokens[pos++]);
const a = [];
for (let i = 0; i < n; i++) a.push(Number(tokens[pos++]));
console.log(String(countSubarrays(a, k)));
