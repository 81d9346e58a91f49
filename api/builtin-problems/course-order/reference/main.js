// @harness tokens

// @harness heap

// Kahn's algorithm with a min-heap: always take the smallest available course.
// Returns null if the rules contain a cycle.
function smallestOrder(n, rules) {
  const after = Array.from({ length: n + 1 }, () => []);
  const indegree = new Int32Array(n + 1);
  for (const [a, b] of rules) {
    after[a].push(b);
    indegree[b]++;
  }
  const ready = new MinHeap();
  for (let v = 1; v <= n; v++) if (indegree[v] === 0) ready.push(v, v);
  const order = [];
  while (ready.size > 0) {
    const v = ready.pop();
    order.push(v);
    for (const w of after[v]) if (--indegree[w] === 0) ready.push(w, w);
  }
  return order.length === n ? order : null;
}

const [n, m] = nextValues(2);
const order = smallestOrder(n, nextRows(m, 2));
console.log(order === null ? 'IMPOSSIBLE' : order.join(' '));
