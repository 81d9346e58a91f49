const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

// TODO: return the minimum total cost of a route from depot 1 to depot n
// using the one-way roads from[i] -> to[i] with cost cost[i],
// or -1 if depot n cannot be reached.
// (All costs stay below 2^53, so regular numbers are exact.)
function cheapestRoute(n, from, to, cost) {
  // Write your solution here.
  return -1;
}

const n = Number(tokens[pos++]);
const m = Number(tokens[pos++]);
const from = [];
const to = [];
const cost = [];
for (let i = 0; i < m; i++) {
  from.push(Number(tokens[pos++]));
  to.push(Number(tokens[pos++]));
  cost.push(Number(tokens[pos++]));
}

console.log(String(cheapestRoute(n, from, to, cost)));
