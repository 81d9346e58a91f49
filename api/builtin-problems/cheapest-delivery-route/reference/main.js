const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

// Dijkstra with a binary heap. Returns the minimum cost from 1 to n, or -1.
// Costs stay below 10^5 * 10^9 = 10^14 < 2^53, so regular numbers are exact.
function cheapestRoute(n, from, to, cost) {
  const m = from.length;
  const head = new Int32Array(n + 1).fill(-1);
  const next = new Int32Array(m);
  for (let i = 0; i < m; i++) {
    next[i] = head[from[i]];
    head[from[i]] = i;
  }
  const dist = new Float64Array(n + 1).fill(Infinity);
  // Binary min-heap of (key, vertex) with lazy deletion; at most m + 1 entries.
  const hk = new Float64Array(m + 2);
  const hv = new Int32Array(m + 2);
  let size = 0;
  dist[1] = 0;
  hk[0] = 0;
  hv[0] = 1;
  size = 1;
  while (size > 0) {
    const d = hk[0];
    const v = hv[0];
    size--;
    const lk = hk[size];
    const lv = hv[size];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && hk[c + 1] < hk[c]) c++;
      if (hk[c] >= lk) break;
      hk[i] = hk[c];
      hv[i] = hv[c];
      i = c;
    }
    hk[i] = lk;
    hv[i] = lv;

    if (d !== dist[v]) continue; // stale entry
    if (v === n) break;
    for (let e = head[v]; e !== -1; e = next[e]) {
      const nd = d + cost[e];
      const u = to[e];
      if (nd < dist[u]) {
        dist[u] = nd;
        let j = size++;
        while (j > 0) {
          const p = (j - 1) >> 1;
          if (hk[p] <= nd) break;
          hk[j] = hk[p];
          hv[j] = hv[p];
          j = p;
        }
        hk[j] = nd;
        hv[j] = u;
      }
    }
  }
  return dist[n] === Infinity ? -1 : dist[n];
}

const n = Number(tokens[pos++]);
const m = Number(tokens[pos++]);
const from = new Int32Array(m);
const to = new Int32Array(m);
const cost = new Float64Array(m);
for (let i = 0; i < m; i++) {
  from[i] = Number(tokens[pos++]);
  to[i] = Number(tokens[pos++]);
  cost[i] = Number(tokens[pos++]);
}
process.stdout.write(String(cheapestRoute(n, from, to, cost)) + '\n');
