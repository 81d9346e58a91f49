// @harness tokens

// Is there a stretch of at least k values whose average is at least avg? Subtract avg from every
// value: the question becomes whether some stretch of at least k has a sum >= 0, that is whether
// some prefix sum P[r] minus the smallest prefix sum P[l] with l <= r - k is >= 0.
function reaches(a, k, avg) {
  const n = a.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (a[i] - avg);
  let lowest = prefix[0];
  for (let r = k; r <= n; r++) {
    lowest = Math.min(lowest, prefix[r - k]);
    if (prefix[r] - lowest >= 0) return true;
  }
  return false;
}

// Binary search on the answer: it lies between the smallest and the largest value.
function highestAverage(a, k) {
  let lo = a.reduce((x, y) => Math.min(x, y));
  let hi = a.reduce((x, y) => Math.max(x, y));
  for (let step = 0; step < 60; step++) {
    const mid = (lo + hi) / 2;
    if (reaches(a, k, mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

const [n, k] = nextValues(2);
console.log(String(highestAverage(nextValues(n), k)));
