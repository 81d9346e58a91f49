const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

// Two pointers: the lower side's running maximum bounds the water above it.
// The total is at most 2 * 10^5 * 10^9 = 2 * 10^14 < 2^53, so numbers are exact.
function trappedWater(h) {
  let left = 0;
  let right = h.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let total = 0;
  while (left < right) {
    if (h[left] <= h[right]) {
      if (h[left] > leftMax) leftMax = h[left];
      total += leftMax - h[left];
      left++;
    } else {
      if (h[right] > rightMax) rightMax = h[right];
      total += rightMax - h[right];
      right--;
    }
  }
  return total;
}

const n = pos < tokens.length ? Number(tokens[pos++]) : 0;
const h = new Float64Array(n);
for (let i = 0; i < n; i++) h[i] = Number(tokens[pos++]);
process.stdout.write(String(trappedWater(h)) + '\n');
