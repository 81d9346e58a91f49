// @harness tokens

// TODO: return the total amount of water trapped between the walls.
// (The total stays below 2^53, so a regular number is exact.)
function trappedWater(h) {
  // Write your solution here.
  return 0;
}

console.log(String(trappedWater(nextValues(next()))));
