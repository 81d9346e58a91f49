const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

// Rooms are numbered 1..n; doors[i] = [u, v] is an undirected door.
// Return the number of groups of rooms that are connected to each other.
function countGroups(n, doors) {
  // TODO: write your solution here
  return 0;
}

const n = next();
const m = next();
const doors = [];
for (let i = 0; i < m; i++) doors.push([next(), next()]);

console.log(String(countGroups(n, doors)));
