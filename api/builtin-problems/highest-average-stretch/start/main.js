// @harness tokens

// Return the highest average of a stretch of at least k consecutive values of a.
function highestAverage(a, k) {
  // TODO: write your solution here
  return 0;
}

const [n, k] = nextValues(2);
console.log(String(highestAverage(nextValues(n), k)));
