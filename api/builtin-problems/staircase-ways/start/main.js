const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const MOD = 1000000007;

// Return the number of ways to climb n steps (1 or 2 steps at a time),
// modulo 1000000007.
function countWays(n) {
  // TODO: write your solution here
  return 0;
}

const n = Number(data[0]);
console.log(String(countWays(n)));
