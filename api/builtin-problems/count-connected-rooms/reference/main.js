const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

const n = next();
const m = next();
const parent = new Int32Array(n + 1);
const size = new Int32Array(n + 1).fill(1);
for (let i = 0; i <= n; i++) parent[i] = i;

function findRoot(x) {
  let root = x;
  while (parent[root] !== root) root = parent[root];
  while (parent[x] !== root) { // path compression
    const nxt = parent[x];
    parent[x] = root;
    x = nxt;
  }
  return root;
}

let components = n;
for (let i = 0; i < m; i++) {
  let a = findRoot(next());
  let b = findRoot(next());
  if (a === b) continue;
  if (size[a] < size[b]) { const t = a; a = b; b = t; }
  parent[b] = a;
  size[a] += size[b];
  components--;
}
process.stdout.write(components + '\n');
