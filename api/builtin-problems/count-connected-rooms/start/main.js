// @harness tokens

// Rooms are numbered 1..n; doors[i] = [u, v] is an undirected door.
// Return the number of groups of rooms that are connected to each other.
function countGroups(n, doors) {
  // TODO: write your solution here
  return 0;
}

const [n, m] = nextValues(2);
console.log(String(countGroups(n, nextRows(m, 2))));
