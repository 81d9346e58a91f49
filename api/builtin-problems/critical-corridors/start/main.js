// @harness tokens

// TODO: return the number of critical corridors (bridges) in the undirected
// graph with rooms 1..n and corridors corridors[i] = [u, v].
// Hint: a path of 10^5 rooms is possible, so prefer an iterative DFS
// (deep recursion overflows Node's call stack).
function countBridges(n, corridors) {
  // Write your solution here.
  return 0;
}

const [n, m] = nextValues(2);
console.log(String(countBridges(n, nextRows(m, 2))));
