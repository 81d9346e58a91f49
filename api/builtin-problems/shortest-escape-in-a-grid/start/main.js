// @harness tokens

// grid is an array of R strings, each of length C, made of '.', '#', 'S', 'E'.
// Return the minimum number of moves from 'S' to 'E', or -1 if impossible.
function shortestEscape(R, C, grid) {
  // TODO: write your solution here
  return -1;
}

const [R, C] = nextValues(2);
const grid = Array.from({ length: R }, () => nextToken());
console.log(String(shortestEscape(R, C, grid)));
