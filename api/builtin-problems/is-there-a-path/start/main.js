// @harness tokens

// Towns are numbered 1..n; roads[i] = [u, v] is a two-way road.
// Return true if t can be reached from s.
function pathExists(n, roads, s, t) {
  // TODO: write your solution here
  return false;
}

const [n, m, s, t] = nextValues(4);
console.log(pathExists(n, nextRows(m, 2), s, t) ? 'YES' : 'NO');
