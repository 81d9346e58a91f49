const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

// Return [i, j] with i < j such that a[i] + a[j] === target.
function findPair(a, target) {
  // TODO: write your solution here
  return [0, 1];
}

const n = next();
const target = next();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = next();

const [i, j] = findPair(a, target);
console.log(i + ' ' + j);
