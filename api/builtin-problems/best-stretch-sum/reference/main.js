const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

// All partial sums stay below 2^53 in absolute value, so plain numbers are exact.
const n = next();
let best = -Infinity;
let cur = 0;
for (let i = 0; i < n; i++) {
  const x = next();
  cur = i === 0 ? x : Math.max(x, cur + x);
  if (cur > best) best = cur;
}
process.stdout.write(String(best) + '\n');
