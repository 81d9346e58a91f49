// @harness tokens

// TODO: return the minimum number of coins (each denomination can be used
// any number of times) whose values add up to exactly amount, or -1.
function fewestCoins(coins, amount) {
  // Write your solution here.
  return -1;
}

const [n, amount] = nextValues(2);
console.log(String(fewestCoins(nextValues(n), amount)));
