const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

// TODO: return the minimum number of coins (each denomination can be used
// any number of times) whose values add up to exactly amount, or -1.
function fewestCoins(coins, amount) {
  // Write your solution here.
  return -1;
}

const n = Number(tokens[pos++]);
const amount = Number(tokens[pos++]);
const coins = [];
for (let i = 0; i < n; i++) coins.push(Number(tokens[pos++]));
console.log(String(fewestCoins(coins, amount)));
