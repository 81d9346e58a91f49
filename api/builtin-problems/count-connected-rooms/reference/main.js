// @harness tokens

// Union-find: every door that joins two groups leaves one group fewer.
function countGroups(n, doors) {
  const parent = new Int32Array(n + 1);
  const size = new Int32Array(n + 1).fill(1);
  for (let i = 0; i <= n; i++) parent[i] = i;
  const findRoot = (x) => {
    let root = x;
    while (parent[root] !== root) root = parent[root];
    while (parent[x] !== root) { // path compression
      const nxt = parent[x];
      parent[x] = root;
      x = nxt;
    }
    return root;
  };
  let groups = n;
  for (const [u, v] of doors) {
    let a = findRoot(u);
    let b = findRoot(v);
    if (a === b) continue;
    if (size[a] < size[b]) { const t = a; a = b; b = t; }
    parent[b] = a;
    size[a] += size[b];
    groups--;
  }
  return groups;
}

const [n, m] = nextValues(2);
console.log(String(countGroups(n, nextRows(m, 2))));
