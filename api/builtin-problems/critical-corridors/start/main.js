const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

// TODO: return the number of critical corridors (bridges) in the undirected
// graph with rooms 1..n and corridors eu[i] - ev[i].
// Hint: a path of 10^5 rooms is possible, so prefer an iterative DFS
// (deep recursion overflows Node's call stack).
function countBridges(n, eu, ev) {
  // Write your solution here.
  return 0;
}

const n = Number(tokens[pos++]);
const m = Number(tokens[pos++]);
const eu = [];
const ev = [];
for (let i = 0; i < m; i++) {
  eu.push(Number(tokens[pos++]));
  ev.push(Number(tokens[pos++]));
}

console.log(String(countBridges(n, eu, ev)));
