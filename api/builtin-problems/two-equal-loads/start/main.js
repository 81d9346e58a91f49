// @harness tokens

// Return the numbers (1-based) of the parcels on the first bike, in any order, such that both
// bikes carry the same weight; or [-1] if there is no such split.
function firstLoad(w) {
  // TODO: write your solution here
  return [-1];
}

console.log(firstLoad(nextValues(next())).join(' '));
