const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

// TODO: return the total amount of water trapped between the walls.
// (The total stays below 2^53, so a regular number is exact.)
function trappedWater(h) {
  // Write your solution here.
  return 0;
}

const n = Number(tokens[pos++]);
const h = [];
for (let i = 0; i < n; i++) h.push(Number(tokens[pos++]));

console.log(String(trappedWater(h)));
