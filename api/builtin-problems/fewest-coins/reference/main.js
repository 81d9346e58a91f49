// @harness tokens

// Minimum number of coins (unlimited supply of each) summing to amount, or -1.
function fewestCoins(coins, amount) {
  const INF = 1 << 30;
  const best = new Int32Array(amount + 1).fill(INF);
  best[0] = 0;
  for (const coin of coins) {
    if (coin > amount) continue;
    // Unbounded knapsack: iterate sums upwards so a coin can be reused.
    for (let s = coin; s <= amount; s++) {
      const cand = best[s - coin] + 1;
      if (cand < best[s]) best[s] = cand;
    }
  }
  return best[amount] >= INF ? -1 : best[amount];
}

const [n, amount] = nextValues(2);
console.log(String(fewestCoins(nextValues(n), amount)));
