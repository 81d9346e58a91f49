const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

// TODO: return the lexicographically smallest order (an array) of the courses
// 1..n that respects every rule from[i] -> to[i] ("from[i] before to[i]"),
// or null if no order exists.
function smallestOrder(n, from, to) {
  // Write your solution here.
  const order = [];
  for (let v = 1; v <= n; v++) order.push(v);
  return order;
}

const n = Number(tokens[pos++]);
const m = Number(tokens[pos++]);
const from = [];
const to = [];
for (let i = 0; i < m; i++) {
  from.push(Number(tokens[pos++]));
  to.push(Number(tokens[pos++]));
}

const order = smallestOrder(n, from, to);
console.log(order === null ? 'IMPOSSIBLE' : order.join(' '));
