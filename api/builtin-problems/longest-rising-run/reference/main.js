// @harness tokens

// tails[k] = smallest possible last value of a strictly increasing
// subsequence of length k + 1 seen so far (tails is strictly increasing).
function longestRising(a) {
  const tails = new Float64Array(a.length);
  let len = 0;
  for (const x of a) {
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
  return len;
}

console.log(String(longestRising(nextValues(next()))));
