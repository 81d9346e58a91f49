const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

const n = next();
const target = next();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = next();

// value -> first index where it was seen
const seen = new Map();
let answer = '-1 -1'; // a valid pair is guaranteed, so this gets replaced
for (let j = 0; j < n; j++) {
  const need = target - a[j];
  if (seen.has(need)) {
    answer = seen.get(need) + ' ' + j;
    break;
  }
  if (!seen.has(a[j])) seen.set(a[j], j);
}
process.stdout.write(answer + '\n');
