// @harness tokens

// Return an array whose i-th element is max(a[0], a[1], ..., a[i]).
function runningMax(a) {
  // TODO: write your solution here
  return a.slice();
}

console.log(runningMax(nextValues(next())).join(' '));
