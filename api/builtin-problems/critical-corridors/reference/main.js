// @harness tokens

// Counts bridges with Tarjan's low-link values, using an explicit stack
// instead of recursion so that very deep graphs (long paths) are safe.
function countBridges(n, corridors) {
  const m = corridors.length;
  const head = new Int32Array(n + 1).fill(-1);
  const nextEdge = new Int32Array(2 * m);
  const to = new Int32Array(2 * m);
  for (let i = 0; i < m; i++) {
    const [u, v] = corridors[i];
    // edge ids 2i and 2i+1 are the two directions of corridor i (id ^ 1 = reverse)
    to[2 * i] = v;
    nextEdge[2 * i] = head[u];
    head[u] = 2 * i;
    to[2 * i + 1] = u;
    nextEdge[2 * i + 1] = head[v];
    head[v] = 2 * i + 1;
  }
  const tin = new Int32Array(n + 1);
  const low = new Int32Array(n + 1);
  const iter = new Int32Array(n + 1);
  const parentEdge = new Int32Array(n + 1);
  const stack = new Int32Array(n + 1);
  let timer = 0;
  let bridges = 0;
  for (let s = 1; s <= n; s++) {
    if (tin[s] !== 0) continue;
    tin[s] = low[s] = ++timer;
    parentEdge[s] = -1;
    iter[s] = head[s];
    let sp = 0;
    stack[sp++] = s;
    while (sp > 0) {
      const v = stack[sp - 1];
      if (iter[v] !== -1) {
        const e = iter[v];
        iter[v] = nextEdge[e];
        if ((e ^ 1) === parentEdge[v]) continue;
        const u = to[e];
        if (tin[u] === 0) {
          tin[u] = low[u] = ++timer;
          parentEdge[u] = e;
          iter[u] = head[u];
          stack[sp++] = u;
        } else if (tin[u] < low[v]) {
          low[v] = tin[u];
        }
      } else {
        sp--;
        if (parentEdge[v] !== -1) {
          const p = to[parentEdge[v] ^ 1];
          if (low[v] < low[p]) low[p] = low[v];
          if (low[v] > tin[p]) bridges++;
        }
      }
    }
  }
  return bridges;
}

const [n, m] = nextValues(2);
console.log(String(countBridges(n, nextRows(m, 2))));
