// @harness tokens

// TODO: return the number of contiguous subarrays of a whose sum equals k.
// All prefix sums and the answer fit exactly in a regular JavaScript number.
function countSubarrays(a, k) {
  // Write your solution here.
  return 0;
}

const [n, k] = nextValues(2);
console.log(String(countSubarrays(nextValues(n), k)));
