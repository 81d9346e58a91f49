// @harness tokens

const MOD = 1000000007;

// Return the number of ways to climb n steps (1 or 2 steps at a time),
// modulo 1000000007.
function countWays(n) {
  // TODO: write your solution here
  return 0;
}

console.log(String(countWays(next())));
