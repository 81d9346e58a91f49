// @harness tokens

// Breadth-first search from s over compressed adjacency lists (CSR):
// the neighbours of v are adj[start[v] .. start[v+1]).
function pathExists(n, roads, s, t) {
  const start = new Int32Array(n + 2);
  for (const [u, v] of roads) {
    start[u + 1]++;
    start[v + 1]++;
  }
  for (let v = 1; v <= n + 1; v++) start[v] += start[v - 1];
  const fill = Int32Array.from(start);
  const adj = new Int32Array(2 * roads.length);
  for (const [u, v] of roads) {
    adj[fill[u]++] = v;
    adj[fill[v]++] = u;
  }
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
  return seen[t] === 1;
}

const [n, m, s, t] = nextValues(4);
console.log(pathExists(n, nextRows(m, 2), s, t) ? 'YES' : 'NO');
