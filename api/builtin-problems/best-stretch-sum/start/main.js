// @harness tokens

// Return the largest sum of a non-empty contiguous stretch of a.
function bestStretch(a) {
  // TODO: write your solution here
  return 0;
}

console.log(String(bestStretch(nextValues(next()))));
