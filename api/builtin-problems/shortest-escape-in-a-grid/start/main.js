const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;

// grid is an array of R strings, each of length C, made of '.', '#', 'S', 'E'.
// Return the minimum number of moves from 'S' to 'E', or -1 if impossible.
function shortestEscape(R, C, grid) {
  // TODO: write your solution here
  return -1;
}

const R = Number(data[pos++]);
const C = Number(data[pos++]);
const grid = [];
for (let r = 0; r < R; r++) grid.push(data[pos++]);

console.log(String(shortestEscape(R, C, grid)));
