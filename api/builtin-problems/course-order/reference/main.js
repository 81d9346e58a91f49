const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

// Binary min-heap of integers.
class MinHeap {
  constructor(capacity) {
    this.a = new Int32Array(capacity + 1);
    this.size = 0;
  }
  push(x) {
    const a = this.a;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p] <= x) break;
      a[i] = a[p];
      i = p;
    }
    a[i] = x;
  }
  pop() {
    const a = this.a;
    const top = a[0];
    const x = a[--this.size];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= this.size) break;
      if (c + 1 < this.size && a[c + 1] < a[c]) c++;
      if (a[c] >= x) break;
      a[i] = a[c];
      i = c;
    }
    a[i] = x;
    return top;
  }
}

// Kahn's algorithm with a min-heap: always take the smallest available course.
// Returns null if the rules contain a cycle.
function smallestOrder(n, from, to) {
  const m = from.length;
  const head = new Int32Array(n + 1).fill(-1);
  const next = new Int32Array(m);
  const indegree = new Int32Array(n + 1);
  for (let i = 0; i < m; i++) {
    next[i] = head[from[i]];
    head[from[i]] = i;
    indegree[to[i]]++;
  }
  const ready = new MinHeap(n);
  for (let v = 1; v <= n; v++) if (indegree[v] === 0) ready.push(v);
  const order = [];
  while (ready.size > 0) {
    const v = ready.pop();
    order.push(v);
    for (let e = head[v]; e !== -1; e = next[e]) {
      if (--indegree[to[e]] === 0) ready.push(to[e]);
    }
  }
  return order.length === n ? order : null;
}

const n = Number(tokens[pos++]);
const m = Number(tokens[pos++]);
const from = new Int32Array(m);
const to = new Int32Array(m);
for (let i = 0; i < m; i++) {
  from[i] = Number(tokens[pos++]);
  to[i] = Number(tokens[pos++]);
}
const order = smallestOrder(n, from, to);
process.stdout.write((order === null ? 'IMPOSSIBLE' : order.join(' ')) + '\n');
