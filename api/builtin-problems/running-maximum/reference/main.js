// @harness tokens

// The best reading so far, after each reading.
function runningMax(a) {
  const out = new Array(a.length);
  let best = -Infinity;
  for (let i = 0; i < a.length; i++) {
    if (a[i] > best) best = a[i];
    out[i] = best;
  }
  return out;
}

console.log(runningMax(nextValues(next())).join(' '));
