const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

const n = next();
const m = next();
const s = next();
const t = next();
const eu = new Int32Array(m);
const ev = new Int32Array(m);
const start = new Int32Array(n + 2);
for (let i = 0; i < m; i++) {
  eu[i] = next();
  ev[i] = next();
  start[eu[i] + 1]++;
  start[ev[i] + 1]++;
}
// Compressed adjacency lists (CSR): neighbours of v are adj[start[v] .. start[v+1]).
for (let v = 1; v <= n + 1; v++) start[v] += start[v - 1];
const fill = Int32Array.from(start);
const adj = new Int32Array(2 * m);
for (let i = 0; i < m; i++) {
  adj[fill[eu[i]]++] = ev[i];
  adj[fill[ev[i]]++] = eu[i];
}
// Breadth-first search from s.
const seen = new Uint8Array(n + 1);
const queue = new Int32Array(n);
let qh = 0;
let qt = 0;
queue[qt++] = s;
seen[s] = 1;
while (qh < qt) {
  const u = queue[qh++];
  for (let k = start[u]; k < start[u + 1]; k++) {
    const w = adj[k];
    if (!seen[w]) {
      seen[w] = 1;
      queue[qt++] = w;
    }
  }
}
process.stdout.write((seen[t] ? 'YES' : 'NO') + '\n');
