const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

// Vertices are numbered 1..n; adj[v] lists the neighbours of v.
// Return true if t can be reached from s.
function pathExists(n, adj, s, t) {
  // TODO: write your solution here
  return false;
}

const n = next();
const m = next();
const s = next();
const t = next();
const adj = Array.from({ length: n + 1 }, () => []);
for (let i = 0; i < m; i++) {
  const u = next();
  const v = next();
  adj[u].push(v);
  adj[v].push(u);
}

console.log(pathExists(n, adj, s, t) ? 'YES' : 'NO');
