// @harness tokens

// TODO: return the minimum total cost of a route from depot 1 to depot n
// using the one-way roads roads[i] = [u, v, w] (from u to v at cost w),
// or -1 if depot n cannot be reached.
// (All costs stay below 2^53, so regular numbers are exact.)
function cheapestRoute(n, roads) {
  // Write your solution here.
  return -1;
}

const [n, m] = nextValues(2);
console.log(String(cheapestRoute(n, nextRows(m, 3))));
