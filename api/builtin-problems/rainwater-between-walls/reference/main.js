// @harness tokens

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

console.log(String(trappedWater(nextValues(next()))));
