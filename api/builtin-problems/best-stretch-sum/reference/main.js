// @harness tokens

// Kadane: cur is the best sum of a stretch ending at the current position.
// All partial sums stay below 2^53 in absolute value, so plain numbers are exact.
function bestStretch(a) {
  let best = a[0];
  let cur = 0;
  for (const x of a) {
    cur = Math.max(x, cur + x);
    if (cur > best) best = cur;
  }
  return best;
}

console.log(String(bestStretch(nextValues(next()))));
