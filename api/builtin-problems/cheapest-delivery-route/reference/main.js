// @harness tokens

// @harness heap

// Dijkstra with a binary heap. Returns the minimum cost from 1 to n, or -1.
// Costs stay below 10^5 * 10^9 = 10^14 < 2^53, so regular numbers are exact.
function cheapestRoute(n, roads) {
  const out = Array.from({ length: n + 1 }, () => []);
  for (const [u, v, w] of roads) out[u].push([v, w]);
  const dist = new Float64Array(n + 1).fill(Infinity);
  // Depots by their cost so far; an entry whose cost is no longer the depot's is stale.
  const heap = new MinHeap();
  dist[1] = 0;
  heap.push(1, 0);
  while (heap.size > 0) {
    const d = heap.topKey;
    const v = heap.pop();
    if (d !== dist[v]) continue; // stale entry
    if (v === n) break;
    for (const [u, w] of out[v]) {
      if (d + w < dist[u]) {
        dist[u] = d + w;
        heap.push(u, dist[u]);
      }
    }
  }
  return dist[n] === Infinity ? -1 : dist[n];
}

const [n, m] = nextValues(2);
console.log(String(cheapestRoute(n, nextRows(m, 3))));
