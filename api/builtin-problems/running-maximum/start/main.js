const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

// Return an array whose i-th element is max(a[0], a[1], ..., a[i]).
function runningMax(a) {
  // TODO: write your solution here
  return a.slice();
}

const n = next();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = next();

console.log(runningMax(a).join(' '));
